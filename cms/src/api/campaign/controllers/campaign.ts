import type { Core } from '@strapi/strapi';
import { campaignRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { visitorHandlers } from '../handlers/visitor';

/** UTM capture's route (`campaignRoutes`). */
export default ({ strapi }: { strapi: Core.Strapi }) => implement(campaignRoutes, visitorHandlers(strapi));
