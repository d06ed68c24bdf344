import type { Core } from '@strapi/strapi';
import { unsolicitedRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { unsolicitedHandlers } from '../handlers/unsolicited';

/** Unsolicited applications' routes (`unsolicitedRoutes`). */
export default ({ strapi }: { strapi: Core.Strapi }) => implement(unsolicitedRoutes, unsolicitedHandlers(strapi));
