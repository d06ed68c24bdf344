import { routerOf } from '../../../contracts/routes';

/**
 * The CV library (spec 02 §7; issue #13), from its contracts (`cvthequeRoutes` in @cep/domain). The spec's GETs that
 * spend or write are POST on the same paths; buying needs a confirmed e-mail.
 */
export default routerOf('cvtheque');
