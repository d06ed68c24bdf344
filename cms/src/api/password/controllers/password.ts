import type { Core } from '@strapi/strapi';
import { passwordRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { passwordHandlers } from '../handlers/password';

/** A forgotten password's routes (`passwordRoutes`). */
export default ({ strapi }: { strapi: Core.Strapi }) => implement(passwordRoutes, passwordHandlers(strapi));
