import type { Core } from '@strapi/strapi';
import { courseRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { publicHandlers } from '../handlers/public';
import { schoolHandlers } from '../handlers/school';

/** Courses' routes (`courseRoutes`): the school's courses, then the public search, page, contact popup and sitemap. */
export default ({ strapi }: { strapi: Core.Strapi }) => implement(courseRoutes, { ...schoolHandlers(strapi), ...publicHandlers(strapi) });
