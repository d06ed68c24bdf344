import { routerOf } from '../../../contracts/routes';

/**
 * Sign-up (spec 01 §7), from its contracts (`inscriptionRoutes` in @cep/domain): no login. Sign-up says whether an
 * address is taken (spec), so it is throttled per address and per client (issue #10).
 */
export default routerOf('inscription');
