import type { Core, Modules } from '@strapi/strapi';
import { offersIndex, toOfferDocument, type Filter, type OfferSource, type SearchParams } from '@cep/search';
import { documentIndex } from '../../../search/document-index';
import { withOtherChoices } from '../../../search/other-choices';
import { isoDate, stringList } from '../../../utils/json-columns';
import { perInstance } from '../../../utils/per-instance';
import { UIDS } from '../../../uids';

const REBUILD_PAGE = 500;
/** « À la une » offers shown above a search's first page. */
const FEATURED_SLOTS = 3;
/** Exactly what the offers index needs: a document keeps two levels at most (STYLE.md). */
const OFFER_FIELDS: Array<Exclude<keyof OfferSource, 'company'>> = [
  'documentId',
  'offreTitre',
  'offreContrat',
  'offreTexte',
  'offrePays',
  'offreVille',
  'offreCodePostal',
  'offreDepartement',
  'offreRegion',
  'offreDepartements',
  'offreRegions',
  'offreHomeOffice',
  'offreDomaine1',
  'offreDomaine2',
  'offreDomaine3',
  'offreExperience',
  'offreNiveauEtude',
  'offreRemunerationmin',
  'offreRemunerationmax',
  'offreRemunerationPeriode',
  'latitude',
  'longitude',
  'emploivendagesaisonier',
  'vendanges',
  'anonyme',
  'etat',
  'datePublication',
  'dateExpiration',
  'aLaUneJusquau',
  'traductions',
];
const OFFER_POPULATE: { company: { fields: Array<'documentId' | 'societeRaisonsocial' | 'logo'> } } = {
  company: { fields: ['documentId', 'societeRaisonsocial', 'logo'] },
};
type OfferRow = Modules.Documents.Document<typeof UIDS.offer, { fields: typeof OFFER_FIELDS; populate: typeof OFFER_POPULATE }>;

/** The row as the index takes it: the JSON lists read as lists, dates as ISO strings (a required column left empty: ''). */
function toSource(row: OfferRow): OfferSource {
  return {
    documentId: row.documentId,
    offreTitre: row.offreTitre ?? '',
    offreContrat: row.offreContrat ?? null,
    offreTexte: row.offreTexte,
    offrePays: row.offrePays,
    offreVille: row.offreVille,
    offreCodePostal: row.offreCodePostal,
    offreDepartement: row.offreDepartement,
    offreRegion: row.offreRegion,
    offreDepartements: stringList(row.offreDepartements),
    offreRegions: stringList(row.offreRegions),
    offreHomeOffice: row.offreHomeOffice,
    offreDomaine1: row.offreDomaine1,
    offreDomaine2: row.offreDomaine2,
    offreDomaine3: row.offreDomaine3,
    offreExperience: row.offreExperience,
    offreNiveauEtude: row.offreNiveauEtude,
    offreRemunerationmin: row.offreRemunerationmin,
    offreRemunerationmax: row.offreRemunerationmax,
    offreRemunerationPeriode: row.offreRemunerationPeriode,
    latitude: row.latitude,
    longitude: row.longitude,
    emploivendagesaisonier: row.emploivendagesaisonier,
    vendanges: row.vendanges,
    anonyme: row.anonyme,
    etat: row.etat ?? 'brouillon',
    datePublication: isoDate(row.datePublication),
    dateExpiration: isoDate(row.dateExpiration),
    aLaUneJusquau: isoDate(row.aLaUneJusquau),
    traductions: row.traductions,
    company: row.company
      ? { documentId: row.company.documentId, societeRaisonsocial: row.company.societeRaisonsocial ?? '', logo: row.company.logo }
      : null,
  };
}

/**
 * Keeps the offers index in step with the database (documentIndex: Meilisearch when MEILI_HOST is set, otherwise the
 * in-process engine rebuilt at boot) and answers public searches.
 */
const searchService = (strapi: Core.Strapi) => {
  const index = documentIndex(strapi, {
    definition: offersIndex,
    noun: 'offers',
    pageSize: REBUILD_PAGE,
    indexable: { etat: 'publiee' },
    load: (filters, start, limit) =>
      strapi.documents(UIDS.offer).findMany({
        filters,
        fields: OFFER_FIELDS,
        populate: OFFER_POPULATE,
        sort: 'id:asc',
        start,
        limit,
      }),
    toDocument: (row) => toOfferDocument(toSource(row)),
  });

  return {
    index,
    rebuildOffers: () => index.rebuild(),
    /** Indexes the offers, or removes them when they are no longer public. */
    syncOffers: (documentIds: string[]) => index.sync(documentIds),
    removeOffers: (documentIds: string[]) => index.remove(documentIds),

    /** Public search: published offers that have not expired, whatever the caller asks. */
    async searchOffers(params: SearchParams) {
      const open: Filter = { field: 'expiresAt', op: 'range', gt: Date.now() };
      return index.engine().search({ ...params, filters: [open, ...(params.filters ?? [])] });
    },

    /**
     * The page with its « À la une » offers (top-of-list booster, issue #12 item 8): on page 1 of a search not
     * sorted by pay, up to three boosted offers matching the same words and filters come first, newest
     * first; they are not repeated lower on that page. Totals and facets are the main search's.
     */
    async searchOffersWithFeatured(params: SearchParams, sortedByPay: boolean) {
      if (sortedByPay || (params.page ?? 1) > 1) return { ...(await this.searchWithOtherChoices(params)), aLaUne: [] };
      // Both queries at once: with Meilisearch their round trips overlap instead of adding up.
      const [page, featured] = await Promise.all([
        this.searchWithOtherChoices(params),
        this.searchOffers({
          q: params.q,
          filters: [...(params.filters ?? []), { field: 'featuredUntil', op: 'range', gte: Date.now() }],
          sort: { field: 'publishedAt', direction: 'desc' },
          hitsPerPage: FEATURED_SLOTS,
        }),
      ]);
      const ids = new Set(featured.hits.map((hit) => hit.id));
      return { ...page, hits: page.hits.filter((hit) => !ids.has(hit.id)), aLaUne: featured.hits };
    },

    /** The page's search with disjunctive facets (`withOtherChoices`). */
    async searchWithOtherChoices(params: SearchParams) {
      return withOtherChoices((p) => this.searchOffers(p), params);
    },

    async countOffers(params: SearchParams): Promise<number> {
      return (await this.searchOffers({ ...params, hitsPerPage: 1 })).total;
    },
  };
};

/** The index service of a cms instance: one engine and one index per instance, whoever asks. */
export const offerSearchOf = perInstance('offer-search', searchService);
