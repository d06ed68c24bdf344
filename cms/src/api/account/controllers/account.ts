import type { Core } from '@strapi/strapi';
import { accountRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { subsidiaryHandlers } from '../handlers/subsidiary';
import { teamHandlers } from '../handlers/team';
import { userHandlers } from '../handlers/user';

/** « Mon compte »'s routes (`accountRoutes`): the caller's user and sections, the company's team and subsidiaries. */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  implement(accountRoutes, { ...userHandlers(strapi), ...teamHandlers(strapi), ...subsidiaryHandlers(strapi) });
