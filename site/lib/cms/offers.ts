import 'server-only';
import type { OfferSearchAnswer, PublicOffer, PublicOfferAnswer, SelectionAnswer, SelectionToggleAnswer, SitemapAnswer } from '@cep/domain';
import type { OfferSearchInput } from '@/lib/offer-search';
import { cmsGet, cmsSend } from './client';

export async function searchOffers(input: OfferSearchInput): Promise<OfferSearchAnswer> {
  const result = await cmsGet<OfferSearchAnswer>('/search/offres', { ...input });
  return result ?? { hits: [], exact: true, aLaUne: [], total: 0, page: 1, hitsPerPage: 20, totalPages: 0, facets: {} };
}

export async function getOffer(id: string): Promise<PublicOffer | null> {
  const result = await cmsGet<PublicOfferAnswer>(`/offres/${encodeURIComponent(id)}`);
  return result?.data ?? null;
}

export async function getSitemapOffers(): Promise<SitemapAnswer['data']> {
  return (await cmsGet<SitemapAnswer>('/plan/offres'))?.data ?? [];
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
