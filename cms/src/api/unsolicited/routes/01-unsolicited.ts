import { routerOf } from '../../../contracts/routes';

/** Unsolicited applications to an account (issue #40 item 4), from their contracts (`unsolicitedRoutes` in @cep/domain). */
export default routerOf('unsolicited');
