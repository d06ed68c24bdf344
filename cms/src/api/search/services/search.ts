import type { Core } from '@strapi/strapi';
import {
  createSearchEngine,
  offersIndex,
  toOfferDocument,
  type Filter,
  type OfferDocument,
  type OfferSource,
  type SearchEngine,
  type SearchParams,
} from '@cep/search';
import { withOtherChoices } from '../../../search/other-choices';

const OFFER_UID = 'api::offer.offer';
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
  'anonyme',
  'etat',
  'datePublication',
  'dateExpiration',
  'aLaUneJusquau',
];
const OFFER_POPULATE = {
  company: { fields: ['documentId', 'societeRaisonsocial', 'logo'] as Array<'documentId' | 'societeRaisonsocial' | 'logo'> },
};

/**
 * Keeps the offers index in step with the database and answers public searches.
 * The engine is Meilisearch when MEILI_HOST is set, otherwise the in-process engine rebuilt at boot.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  let engine: SearchEngine<OfferDocument> | undefined;

  const offers = () => strapi.documents(OFFER_UID);

  function requireEngine(): SearchEngine<OfferDocument> {
    if (!engine) throw new Error('Search engine used before bootstrap');
    return engine;
  }

  async function loadOffer(documentId: string): Promise<OfferSource | null> {
    const offer = await offers().findOne({ documentId, fields: OFFER_FIELDS, populate: OFFER_POPULATE });
    return (offer as OfferSource | null) ?? null;
  }

  return {
    async init(): Promise<void> {
      engine = await createSearchEngine(offersIndex, {
        meiliHost: process.env.MEILI_HOST,
        meiliApiKey: process.env.MEILI_MASTER_KEY,
        indexPrefix: process.env.MEILI_INDEX_PREFIX ?? 'cep_',
      });
      await engine.applySettings();
      if (engine.kind === 'embedded' || (await engine.count()) === 0) await this.rebuildOffers();
    },

    /** Reads every published offer page by page and writes them in batches. */
    async rebuildOffers(): Promise<number> {
      const target = requireEngine();
      await target.clear();
      let written = 0;
      for (let start = 0; ; start += REBUILD_PAGE) {
        const page = (await offers().findMany({
          filters: { etat: 'publiee' },
          fields: OFFER_FIELDS,
          populate: OFFER_POPULATE,
          sort: 'id:asc',
          start,
          limit: REBUILD_PAGE,
        })) as OfferSource[];
        const docs = page.map((offer) => toOfferDocument(offer)).filter((doc): doc is OfferDocument => doc !== null);
        await target.upsert(docs);
        written += docs.length;
        if (page.length < REBUILD_PAGE) break;
      }
      strapi.log.info(`[search] offers index rebuilt (${requireEngine().kind}): ${written} offers`);
      return written;
    },

    /** Indexes the offers, or removes them when they are no longer public. */
    async syncOffers(documentIds: string[]): Promise<void> {
      const target = requireEngine();
      const sources = await Promise.all(documentIds.map(loadOffer));
      const docs: OfferDocument[] = [];
      const gone: string[] = [];
      sources.forEach((source, i) => {
        const doc = source ? toOfferDocument(source) : null;
        if (doc) docs.push(doc);
        else gone.push(documentIds[i]!);
      });
      await target.upsert(docs);
      await target.remove(gone);
    },

    async removeOffers(documentIds: string[]): Promise<void> {
      await requireEngine().remove(documentIds);
    },

    /** Public search: published offers that have not expired, whatever the caller asks. */
    async searchOffers(params: SearchParams) {
      const open: Filter = { field: 'expiresAt', op: 'range', gt: Date.now() };
      return requireEngine().search({ ...params, filters: [open, ...(params.filters ?? [])] });
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
