import type { Core } from '@strapi/strapi';
import { pageRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { companyHandlers } from '../handlers/company';
import { publicHandlers } from '../handlers/public';
import { schoolHandlers } from '../handlers/school';

/**
 * Pages' routes (`pageRoutes`): the company, subsidiary and school pages from their account, their events and the
 * public agenda, then the public pages and their sitemap entries.
 */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  implement(pageRoutes, { ...companyHandlers(strapi), ...schoolHandlers(strapi), ...publicHandlers(strapi) });
