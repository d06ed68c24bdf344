import { z } from '../zod';
import type { OfferSearchAnswer } from '../responses/offers';
import type { OfferCount } from '../responses/search';
import { route } from './route';

/** An /offres filter: one value, or several (repeated, `?contrat=a&contrat=b`, or `a,b`), each bounded. */
const queryValues = (max = 200) => z.union([z.string().max(max), z.array(z.string().max(max)).max(50)]).optional();

/**
 * The /offres query string as the cms reads it (cms/src/search/offer-search-query.ts): unknown values are dropped
 * there, so a shared link with a stale filter still works; the free text is cut to 200 characters there.
 */
export const offerSearchParams = z.object({
  q: queryValues(2000),
  contrat: queryValues(),
  departement: queryValues(),
  region: queryValues(),
  domaine: queryValues(),
  experience: queryValues(),
  niveau: queryValues(),
  entreprise: queryValues(),
  vendanges: queryValues(),
  // Harvest offers (issue #40): housed, fed, fetched, first season welcome, free from one day to another.
  logement: queryValues(),
  repas: queryValues(),
  transport: queryValues(),
  debutant: queryValues(),
  disponibleDu: queryValues(),
  disponibleAu: queryValues(),
  teletravail: queryValues(),
  depuis: queryValues(),
  autour: queryValues(),
  rayon: queryValues(),
  zone: queryValues(2000),
  tri: queryValues(),
  page: queryValues(),
});

/** The public offer search (spec 02 §2, §7): the /offres page and the count of a free-text query. */
export const searchRoutes = {
  offers: route<OfferSearchAnswer>()({
    method: 'GET',
    path: '/search/offres',
    summary: 'The open offers matching a search, with its facets and page 1’s « À la une » offers, a page at a time.',
    access: { public: true },
    query: offerSearchParams,
  }),
  count: route<OfferCount>()({
    method: 'GET',
    path: '/nboffre/:query',
    summary: 'How many open offers match a free-text query.',
    access: { public: true },
    params: z.object({ query: z.string().max(2000) }),
  }),
};
