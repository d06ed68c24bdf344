import { routerOf } from '../../../contracts/routes';

/**
 * The candidate's CV (spec 02 §7, « CV »), from their contracts (`candidateRoutes` in @cep/domain). The role's
 * grants keep them to candidates; each call reaches only the caller's own CV.
 */
export default routerOf('candidate');
