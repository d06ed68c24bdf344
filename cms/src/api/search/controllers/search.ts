import type { Core } from '@strapi/strapi';
import { searchRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { publicHandlers } from '../handlers/public';

/** The public offer search's routes (`searchRoutes`): the /offres page and the count of a free-text query. */
export default ({ strapi }: { strapi: Core.Strapi }) => implement(searchRoutes, publicHandlers(strapi));
