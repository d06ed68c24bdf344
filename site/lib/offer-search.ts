/** The /offres URL parameters, as the cms reads them (cms/src/search/offer-search-query.ts). */
export const OFFER_SEARCH_KEYS = [
  'q',
  'contrat',
  'departement',
  'region',
  'domaine',
  'experience',
  'niveau',
  'vendanges',
  // Harvest offers (issue #40): housed, fed, fetched, first season welcome, free from one day to another.
  'logement',
  'repas',
  'transport',
  'debutant',
  'disponibleDu',
  'disponibleAu',
  'teletravail',
  'depuis',
  'autour',
  // An alert's zones (« Voir les offres » of a digest): any of them.
  'zone',
  'autourLibelle',
  'rayon',
  'tri',
  'page',
] as const;
export type OfferSearchInput = Partial<Record<(typeof OFFER_SEARCH_KEYS)[number], string>>;
