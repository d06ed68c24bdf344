import type { Core } from '@strapi/strapi';
import { contactRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { visitorHandlers } from '../handlers/visitor';

/** The public contact page's routes (`contactRoutes`). */
export default ({ strapi }: { strapi: Core.Strapi }) => implement(contactRoutes, visitorHandlers(strapi));
