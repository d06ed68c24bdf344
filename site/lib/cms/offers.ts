import 'server-only';
import { cmsGet } from './client';

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

export interface OfferSearchInput {
  q?: string;
  contrat?: string;
  departement?: string;
  vendanges?: string;
  tri?: string;
  page?: string;
}

export interface OfferDetail {
  id: string;
  titre: string;
  contrat: { id: number; libelle: string };
  texte: string;
  ville: string;
  codePostal: string;
  departement: string;
  vendanges: boolean;
  datePublication: string | null;
  dateExpiration: string | null;
  ouverte: boolean;
  entreprise: { nom: string; ville: string; description: string } | null;
}

export async function searchOffers(input: OfferSearchInput): Promise<OfferSearch> {
  const result = await cmsGet<OfferSearch>('/search/offres', { ...input });
  return result ?? { hits: [], total: 0, page: 1, hitsPerPage: 20, totalPages: 0, facets: {} };
}

export async function getOffer(id: string): Promise<OfferDetail | null> {
  const result = await cmsGet<{ data: OfferDetail }>(`/offres/${encodeURIComponent(id)}`);
  return result?.data ?? null;
}
