import type { Core } from '@strapi/strapi';
import { backofficeRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { invoiceHandlers } from '../handlers/invoice';
import { resourceHandlers } from '../handlers/resources';
import { sessionHandlers } from '../handlers/session';

/** The backoffice's routes (`backofficeRoutes`): the staff session, every resource, an order's invoice. */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  implement(backofficeRoutes, { ...sessionHandlers(), ...resourceHandlers(strapi), ...invoiceHandlers(strapi) });
