import {
  contractLabel,
  contracts,
  HARVEST_SEARCH_FLAGS,
  OFFER_LANGUAGES,
  openPositions,
  readHarvestDetails,
  readOfferTranslations,
  type OfferLanguage,
} from '@cep/domain';
import type { IndexDefinition, SearchDocument } from '../types';
import { excerpt, plainText } from '../text';

/** What the cms hands over for one offer (Strapi attributes, spec field names). */
export interface OfferSource {
  documentId: string;
  offreTitre: string;
  offreContrat: number | null;
  offreTexte?: string | null;
  offrePays?: string | null;
  offreVille?: string | null;
  offreCodePostal?: string | null;
  offreDepartement?: string | null;
  offreRegion?: string | null;
  offreDepartements?: string[] | null;
  offreRegions?: string[] | null;
  offreHomeOffice?: boolean | null;
  offreDomaine1?: number | null;
  offreDomaine2?: number | null;
  offreDomaine3?: number | null;
  offreExperience?: number | null;
  offreNiveauEtude?: number | null;
  offreRemunerationmin?: number | string | null;
  offreRemunerationmax?: number | string | null;
  offreRemunerationPeriode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  emploivendagesaisonier?: boolean | null;
  /** A harvest offer's details (the JSON column; domain's harvestDetailsSchema). */
  vendanges?: unknown;
  anonyme?: boolean | null;
  etat: string;
  datePublication?: string | null;
  dateExpiration?: string | null;
  /** End of a top-of-list booster's window (« À la une »). */
  aLaUneJusquau?: string | null;
  /** The recruiter's translations (the JSON column; domain's readOfferTranslations keeps the complete ones). */
  traductions?: unknown;
  company?: { documentId: string; societeRaisonsocial: string; logo?: string | null } | null;
}

export interface OfferDocument extends SearchDocument {
  title: string;
  /** The title in each language the offer is translated into (issue #41 item 1), for the result card. */
  titles: Partial<Record<OfferLanguage, string>>;
  excerpt: string;
  /** The offer's text as plain words, searched but never returned (`searchOnly`). */
  text?: string;
  /** The translations' titles and descriptions as plain words, searched after the French fields, never returned. */
  translations?: string;
  company: string | null;
  companyId: string | null;
  /** The company's logo (a public `/uploads/…` path) for the result card; null when it has none or hides its name. */
  companyLogo: string | null;
  city: string;
  postalCode: string;
  department: string;
  /** Every department the offer covers: its city's and the ticked ones. */
  departments: string[];
  regions: string[];
  contract: string;
  contractLabel: string;
  domains: string[];
  experience: string;
  studyLevel: string;
  harvest: boolean;
  /**
   * A harvest offer's earliest and latest start (epoch ms, issue #40). Other offers hold NO_EXPIRY and 0: a window
   * filter (latest ≥ from, earliest ≤ to) never matches them and the soonest-start sort puts them last.
   */
  harvestFrom: number;
  harvestTo: number;
  /** The window as the estate says it (« autour du 10 septembre »), '' when it gave none. */
  harvestLabel: string;
  /** Housed (on site or a camping pitch), fed (a meal at least), fetched (a pick-up point or a shuttle). */
  housing: boolean;
  /** Which: 'sur-place' or 'camping' ('' without), what the card says (a pitch is not a bed). */
  housingKind: string;
  meals: boolean;
  transport: boolean;
  /** A first season is welcome. */
  firstSeason: boolean;
  /** Positions still open (0 when the offer does not say). */
  openings: number;
  homeOffice: boolean;
  /** Pay range floor (0 when not given), to sort by pay. */
  pay: number;
  payMax: number;
  /** 'heure', 'mois' or 'an' ('' when no pay is given): what the card says the pay is per. */
  payPeriod: string;
  publishedAt: number;
  expiresAt: number;
  /** End of its « À la une » window (epoch ms), 0 when none: filtered on at query time, so the window ends by itself. */
  featuredUntil: number;
}

/** Words of the sector that mean the same for a searcher; each finds the others (offers and CVs alike). */
export const SECTOR_SYNONYMS: string[][] = [
  ['vendangeur', 'vendangeuse', 'vendanges', 'vendange', 'coupeur', 'coupeuse', 'porteur', 'porteuse'],
  ['caviste', 'sommelier', 'sommeliere'],
  ['chai', 'cave', 'cellier'],
  ['oenologue', 'œnologue', 'oenologie', 'œnologie'],
  ['ouvrier', 'agent', 'employe'],
  ['tractoriste', 'conducteur', 'chauffeur'],
  ['commercial', 'vendeur'],
  ['taille', 'tailleur'],
  ['oenotourisme', 'œnotourisme'],
];

export const offersIndex: IndexDefinition<OfferDocument> = {
  name: 'offers',
  version: 4,
  fields: {
    title: 'text',
    text: 'text',
    translations: 'text',
    company: 'text',
    city: 'text',
    companyId: 'keyword',
    department: 'keyword',
    departments: 'keyword[]',
    regions: 'keyword[]',
    contract: 'keyword',
    domains: 'keyword[]',
    experience: 'keyword',
    studyLevel: 'keyword',
    harvest: 'boolean',
    harvestFrom: 'number',
    harvestTo: 'number',
    housing: 'boolean',
    meals: 'boolean',
    transport: 'boolean',
    firstSeason: 'boolean',
    homeOffice: 'boolean',
    pay: 'number',
    payMax: 'number',
    publishedAt: 'number',
    expiresAt: 'number',
    featuredUntil: 'number',
  },
  // The translations last: a French reader's words rank by the French fields (the reference) first.
  searchableAttributes: ['title', 'text', 'company', 'city', 'translations'],
  filterableAttributes: [
    'contract',
    'domains',
    'regions',
    'departments',
    'department',
    'experience',
    'studyLevel',
    'harvest',
    'harvestFrom',
    'harvestTo',
    'housing',
    'meals',
    'transport',
    'firstSeason',
    'homeOffice',
    'companyId',
    'publishedAt',
    'expiresAt',
    'featuredUntil',
  ],
  sortableAttributes: ['publishedAt', 'pay', 'harvestFrom'],
  synonyms: SECTOR_SYNONYMS,
  geo: true,
  maxTotalHits: 10000,
  searchOnly: ['text', 'translations'],
};

/** The facets `/offres` counts (its filters' counts), the harvest flags' fields included (issue #40). */
export const OFFER_FACETS: string[] = [
  'contract',
  'departments',
  'regions',
  'domains',
  'experience',
  'studyLevel',
  'harvest',
  'homeOffice',
  ...HARVEST_SEARCH_FLAGS.map((flag) => flag.field),
];

/** An offer without an end date stays open; far future keeps the `expiresAt > now` filter simple. */
export const NO_EXPIRY = Date.UTC(9999, 0, 1);
const TEXT_LIMIT = 5000;

/**
 * The one pipeline every offer goes through before the index: unpublished or expired offers are dropped
 * (null), the company of an anonymous offer never reaches the index, the id is the stable documentId.
 */
export function toOfferDocument(offer: OfferSource, now = Date.now()): OfferDocument | null {
  if (offer.etat !== 'publiee') return null;
  const expiresAt = offer.dateExpiration ? Date.parse(offer.dateExpiration) : NO_EXPIRY;
  if (expiresAt <= now) return null;
  const text = plainText(offer.offreTexte ?? '').slice(0, TEXT_LIMIT);
  const company = offer.anonyme ? null : (offer.company ?? null);
  const ids = (values: Array<number | null | undefined>) => values.filter((v): v is number => typeof v === 'number').map(String);
  const pay = (value: number | string | null | undefined) => (value === null || value === undefined ? 0 : Number(value));
  const departments = [...new Set([offer.offreDepartement, ...(offer.offreDepartements ?? [])].filter((d): d is string => Boolean(d)))];
  const regions = [...new Set([offer.offreRegion, ...(offer.offreRegions ?? [])].filter((r): r is string => Boolean(r)))];
  const harvest = offer.emploivendagesaisonier ? readHarvestDetails(offer.vendanges) : null;
  const translations = readOfferTranslations(offer.traductions);
  const translated = OFFER_LANGUAGES.flatMap((language) => {
    const translation = translations[language];
    return translation ? [{ language, title: translation.titre, text: plainText(translation.texte).slice(0, TEXT_LIMIT) }] : [];
  });
  const day = (iso: string | undefined, otherwise: number) => (iso ? Date.parse(`${iso}T00:00:00Z`) : otherwise);
  const doc: OfferDocument = {
    id: offer.documentId,
    title: offer.offreTitre,
    titles: Object.fromEntries(translated.map((t) => [t.language, t.title])),
    excerpt: excerpt(text),
    text,
    translations: translated.map((t) => `${t.title} ${t.text}`).join(' '),
    company: company?.societeRaisonsocial ?? null,
    companyId: company?.documentId ?? null,
    companyLogo: company?.logo ?? null,
    city: offer.offreVille ?? '',
    postalCode: offer.offreCodePostal ?? '',
    department: offer.offreDepartement ?? '',
    departments,
    regions,
    contract: contracts.find((c) => c.id === offer.offreContrat)?.slug ?? 'autre',
    contractLabel: contractLabel(offer.offreContrat ?? 0) ?? '',
    domains: ids([offer.offreDomaine1, offer.offreDomaine2, offer.offreDomaine3]),
    experience: ids([offer.offreExperience])[0] ?? '',
    studyLevel: ids([offer.offreNiveauEtude])[0] ?? '',
    harvest: Boolean(offer.emploivendagesaisonier),
    harvestFrom: day(harvest?.debutAuPlusTot, NO_EXPIRY),
    harvestTo: day(harvest?.debutAuPlusTard, 0),
    harvestLabel: harvest?.fenetre ?? '',
    housing: harvest?.logement === 'sur-place' || harvest?.logement === 'camping',
    housingKind: harvest?.logement === 'sur-place' || harvest?.logement === 'camping' ? harvest.logement : '',
    meals: (harvest?.repas.length ?? 0) > 0,
    transport: harvest?.transport === 'ramassage' || harvest?.transport === 'navette-gare',
    firstSeason: Boolean(harvest?.premiereSaison),
    openings: harvest ? openPositions(harvest) : 0,
    homeOffice: Boolean(offer.offreHomeOffice),
    pay: pay(offer.offreRemunerationmin),
    payMax: pay(offer.offreRemunerationmax),
    payPeriod: offer.offreRemunerationPeriode ?? '',
    publishedAt: offer.datePublication ? Date.parse(offer.datePublication) : 0,
    expiresAt,
    featuredUntil: offer.aLaUneJusquau ? Date.parse(offer.aLaUneJusquau) : 0,
  };
  if (offer.latitude != null && offer.longitude != null) doc._geo = { lat: offer.latitude, lng: offer.longitude };
  return doc;
}
