import { routerOf } from '../../../contracts/routes';

/** Web Push (issue #41 item 4), from its contracts (`pushRoutes` in @cep/domain). */
export default routerOf('push');
