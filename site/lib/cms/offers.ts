import 'server-only';
import type { OfferSearchAnswer } from '@cep/domain';
import type { OfferSearchInput } from '@/lib/offer-search';
import { searchRoutes } from '@cep/domain/contracts';
import { isSharedListQuery } from './cacheable';
import { call, readKept } from './call';

/** The home page's carousels (latest offers, harvest offers) and /offres as it opens. */
const SHARED_OFFER_LISTS = { tri: ['date', 'pertinence', 'debut'], vendanges: ['1'], logement: ['1'] };

/** `/offres` and the home page's carousels: kept when every visitor shares the query, read fresh otherwise. */
export async function searchOffers(input: OfferSearchInput): Promise<OfferSearchAnswer> {
  const query = { ...input };
  // A query the contract refuses (a value longer than any filter's) finds nothing, as a 404 does.
  const result = isSharedListQuery(query, SHARED_OFFER_LISTS)
    ? await readKept(['offres'], searchRoutes.offers, { query })
    : await call(searchRoutes.offers, { query }).then((answered) => (answered.ok ? answered.answer : null));
  return result ?? { hits: [], exact: true, aLaUne: [], total: 0, page: 1, hitsPerPage: 20, totalPages: 0, facets: {} };
}
