import { routerOf } from '../../../contracts/routes';

/**
 * The backoffice's routes, from their contracts (`backofficeRoutes` in @cep/domain): staff only, each resource as far
 * as `STAFF_ACCESS` lets the caller's role read or write it (the `staff` policy).
 */
export default routerOf('backoffice');
