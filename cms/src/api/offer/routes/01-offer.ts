import { routerOf } from '../../../contracts/routes';

/**
 * Offers (spec 01 §2, §9; spec 02 §2, §4, §6, §7), from their contracts (`offerRoutes` in @cep/domain): the public
 * page, the sitemap and the shortlist, then the recruiter's offers — steps, cover, publication, status changes,
 * deletion, boosters, the card and the social boost — behind the account-member policy (publication: a confirmed
 * address). State changes are POST/PUT/DELETE, never GET.
 */
export default routerOf('offer');
