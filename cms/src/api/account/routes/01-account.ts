import { routerOf } from '../../../contracts/routes';

/**
 * « Mon compte » (spec 01 §2, §3, §7; spec 02 §3, §7), from its contracts (`accountRoutes` in @cep/domain): every
 * signed-in user reads and edits their own user; the company's and school's sections, team and subsidiaries are the
 * account-member policy's (the owner's to change). Routes that say whether an address is registered are counted
 * like a sign-up.
 */
export default routerOf('account');
