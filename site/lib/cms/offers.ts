import 'server-only';
import type { OfferSearchAnswer, PublicOffer, PublicOfferAnswer, SelectionAnswer, SelectionToggleAnswer, SitemapAnswer } from '@cep/domain';
import type { OfferSearchInput } from '@/lib/offer-search';
import { isSharedListQuery } from './cacheable';
import { cmsGet, cmsGetCached, cmsSend } from './client';

/** The home page's carousels (latest offers, harvest offers) and /offres as it opens. */
const SHARED_OFFER_LISTS = { tri: ['date', 'pertinence'], vendanges: ['1'] };

export async function searchOffers(input: OfferSearchInput): Promise<OfferSearchAnswer> {
  const query = { ...input };
  const result = isSharedListQuery(query, SHARED_OFFER_LISTS)
    ? await cmsGetCached<OfferSearchAnswer>(['offres'], '/search/offres', query)
    : await cmsGet<OfferSearchAnswer>('/search/offres', query);
  return result ?? { hits: [], exact: true, aLaUne: [], total: 0, page: 1, hitsPerPage: 20, totalPages: 0, facets: {} };
}

export async function getOffer(id: string): Promise<PublicOffer | null> {
  // Offers that exist only: the cms's 404 is not kept.
  const result = await cmsGetCached<PublicOfferAnswer>(['offres'], `/offres/${encodeURIComponent(id)}`);
  return result?.data ?? null;
}

export async function getSitemapOffers(): Promise<SitemapAnswer['data']> {
  return (await cmsGetCached<SitemapAnswer>(['offres'], '/plan/offres'))?.data ?? [];
}

/** The shortlist toggle (spec 02 §7); a visitor's call carries no token and is answered `noconnect`. */
export async function toggleSelection(id: string, jwt: string | null): Promise<SelectionToggleAnswer | null> {
  const { status, body } = await cmsSend<SelectionToggleAnswer>(
    'POST',
    `/offre/selection/${encodeURIComponent(id)}`,
    undefined,
    jwt ? { Authorization: `Bearer ${jwt}` } : {},
  );
  return status === 200 ? body : null;
}

export async function getSelection(jwt: string): Promise<string[]> {
  return (await cmsGet<SelectionAnswer>('/candidat/selection', undefined, { Authorization: `Bearer ${jwt}` }))?.data ?? [];
}
