import { routerOf } from '../../../contracts/routes';

/**
 * A forgotten password (spec 01 §7, §8), from its contracts (`passwordRoutes` in @cep/domain): no login. The reset
 * e-mails are throttled on the route itself, so every spelling of the path the router matches shares the counters.
 */
export default routerOf('password');
