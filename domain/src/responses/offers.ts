import type { PublicOffer } from '../job-posting';
import type { OfferLanguage } from '../offer-translations';

/** One hit of GET /api/search/offres: the fields of the offers index that a result card shows. */
export interface OfferHit {
  id: string;
  title: string;
  /** The title in each language the recruiter translated the offer into (issue #41 item 1); `title` stays the French one. */
  titles: Partial<Record<OfferLanguage, string>>;
  excerpt: string;
  company: string | null;
  /** The company's logo, a public `/uploads/…` path; null without one, and always on an anonymous offer. */
  companyLogo: string | null;
  city: string;
  postalCode: string;
  department: string;
  contract: string;
  contractLabel: string;
  harvest: boolean;
  /** A harvest offer's window of start (epoch ms; far future and 0 when it gives none), as it says it, and what it offers (issue #40). */
  harvestFrom?: number;
  harvestTo?: number;
  harvestLabel?: string;
  housing?: boolean;
  housingKind?: string;
  meals?: boolean;
  transport?: boolean;
  firstSeason?: boolean;
  openings?: number;
  /** Pay floor and ceiling (0 when not given) and what they are per ('heure', 'mois', 'an'; '' when unknown). */
  pay?: number;
  payMax?: number;
  payPeriod?: string;
  publishedAt: number;
}

/** GET /api/search/offres: a page of hits with the facet counts (facet → value → count). */
export interface OfferSearchAnswer {
  hits: OfferHit[];
  /** False when no offer holds every word and the hits hold some of them. */
  exact: boolean;
  total: number;
  page: number;
  hitsPerPage: number;
  totalPages: number;
  facets: Record<string, Record<string, number>>;
  /** Page 1's « À la une » offers (top-of-list booster), shown before the hits, which no longer hold them. */
  aLaUne: OfferHit[];
}

/** GET /api/offres/:id */
export interface PublicOfferAnswer {
  data: PublicOffer;
}

/** GET /api/plan/offres: every open offer with its last change and its translations' languages, for the sitemaps. */
export interface SitemapAnswer {
  data: Array<{ id: string; modifie: string; langues: OfferLanguage[] }>;
}

/** POST /api/offre/selection/:id (spec 02 §6, §7): visitors and non-candidates get a `message` instead. */
export interface SelectionToggleAnswer {
  action: 'noconnect' | 'connect-recruteur' | 'ajout' | 'supp';
  message?: string;
}

/** GET /api/candidat/selection: the ids of the candidate's shortlisted offers, and the public view of those still public. */
export interface SelectionAnswer {
  data: string[];
  /** « Ma sélection »: the shortlisted offers still public, in the shortlist's order (an expired one shows as closed). */
  offres: PublicOffer[];
}
