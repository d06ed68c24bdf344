import 'server-only';
import type { PublicOffer } from '@cep/domain';
import type { OfferSearchInput } from '@/lib/offer-search';
import { cmsGet, cmsSend } from './client';

export interface OfferHit {
  id: string;
  title: string;
  excerpt: string;
  company: string | null;
  city: string;
  postalCode: string;
  department: string;
  contract: string;
  contractLabel: string;
  harvest: boolean;
  publishedAt: number;
}

export interface OfferSearch {
  hits: OfferHit[];
  total: number;
  page: number;
  hitsPerPage: number;
  totalPages: number;
  facets: Record<string, Record<string, number>>;
}

export async function searchOffers(input: OfferSearchInput): Promise<OfferSearch> {
  const result = await cmsGet<OfferSearch>('/search/offres', { ...input });
  return result ?? { hits: [], total: 0, page: 1, hitsPerPage: 20, totalPages: 0, facets: {} };
}

export async function getOffer(id: string): Promise<PublicOffer | null> {
  const result = await cmsGet<{ data: PublicOffer }>(`/offres/${encodeURIComponent(id)}`);
  return result?.data ?? null;
}

export async function getSitemapOffers(): Promise<Array<{ id: string; modifie: string }>> {
  return (await cmsGet<{ data: Array<{ id: string; modifie: string }> }>('/plan/offres'))?.data ?? [];
}

export type SelectionAction = 'noconnect' | 'connect-recruteur' | 'ajout' | 'supp';

/** The shortlist toggle (spec 02 §7); a visitor's call carries no token and is answered `noconnect`. */
export async function toggleSelection(id: string, jwt: string | null): Promise<{ action: SelectionAction; message?: string } | null> {
  const { status, body } = await cmsSend<{ action: SelectionAction; message?: string }>(
    'POST',
    `/offre/selection/${encodeURIComponent(id)}`,
    undefined,
    jwt ? { Authorization: `Bearer ${jwt}` } : {},
  );
  return status === 200 ? body : null;
}

export async function getSelection(jwt: string): Promise<string[]> {
  return (await cmsGet<{ data: string[] }>('/candidat/selection', undefined, { Authorization: `Bearer ${jwt}` }))?.data ?? [];
}
