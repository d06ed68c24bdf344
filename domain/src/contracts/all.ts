import { alertRoutes } from './alerts';
import { applicationRoutes } from './applications';
import { commerceRoutes } from './commerce';
import { referenceRoutes } from './reference';

/**
 * Every contract, by the cms feature folder that serves it (`cms/src/api/<feature>/`). The cms's routes and grants,
 * the access matrix, `docs/routes.md` and the OpenAPI document are all made from this.
 */
export const ROUTE_CONTRACTS = {
  alert: alertRoutes,
  application: applicationRoutes,
  commerce: commerceRoutes,
  reference: referenceRoutes,
};
