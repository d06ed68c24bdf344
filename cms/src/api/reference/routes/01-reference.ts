import { routerOf } from '../../../contracts/routes';

/** The OpenAPI document of the routes made from contracts, for staff (issue #39 item 4). */
export default routerOf('reference');
