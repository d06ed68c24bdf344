import { routerOf } from '../../../contracts/routes';

/**
 * Candidates' search alerts and recruiters' CV alerts (spec 02 §2, §3, §7), from their contracts (`alertRoutes` in
 * @cep/domain). The digests' unsubscribe links need no login: their signature is the proof.
 */
export default routerOf('alert');
