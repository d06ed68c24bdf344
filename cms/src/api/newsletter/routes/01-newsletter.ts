import { routerOf } from '../../../contracts/routes';

/**
 * The preference centre (candidates, recruiters) and the signed unsubscribe links (no login: the link is the proof),
 * from their contracts (`newsletterRoutes` in @cep/domain).
 */
export default routerOf('newsletter');
