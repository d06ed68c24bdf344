import { routerOf } from '../../../contracts/routes';

/**
 * A school's courses (spec 02 §7; writes need a running subscription, spec 02 §4), then their public side (spec 02
 * §2, §7): search, count, page, contact popup (throttled: it sends e-mails) and sitemap. From their contracts
 * (`courseRoutes` in @cep/domain).
 */
export default routerOf('course');
