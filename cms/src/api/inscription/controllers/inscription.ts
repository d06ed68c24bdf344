import type { Core } from '@strapi/strapi';
import { inscriptionRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { visitorHandlers } from '../handlers/visitor';

/** Sign-up's routes (`inscriptionRoutes`): one per role, and the confirmation link. */
export default ({ strapi }: { strapi: Core.Strapi }) => implement(inscriptionRoutes, visitorHandlers(strapi));
