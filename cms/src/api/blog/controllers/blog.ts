import type { Core } from '@strapi/strapi';
import { blogRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { accountHandlers } from '../handlers/account';
import { publicHandlers } from '../handlers/public';

/** The blog's routes (`blogRoutes`): public reads and likes, then each account's management. */
export default ({ strapi }: { strapi: Core.Strapi }) => implement(blogRoutes, { ...publicHandlers(strapi), ...accountHandlers(strapi) });
