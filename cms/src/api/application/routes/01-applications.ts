import { routerOf } from '../../../contracts/routes';

/**
 * Applications (spec 02 §2, §4, §7; issue #11), from their contracts (`applicationRoutes` in @cep/domain). Candidate
 * routes reach only the caller's own applications; recruiter routes run behind the account-member policy.
 */
export default routerOf('application');
