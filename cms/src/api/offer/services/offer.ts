import { factories } from '@strapi/strapi';
import { OFFER_RELATIONS, type OfferRow } from '../../../offers/attributes';
import { isOpen, toPublicOffer } from '../../../offers/public-offer';

/** States whose page stays reachable: published, and published-then-expired (shown as closed). */
const PUBLIC_STATES = ['publiee', 'expiree'];
const SITEMAP_PAGE = 1000;

export default factories.createCoreService('api::offer.offer', ({ strapi }) => ({
  /** The public view of one offer: never a draft, a suspended or a refused offer. */
  async findPublic(documentId: string) {
    const row = (await strapi
      .documents('api::offer.offer')
      .findOne({ documentId, populate: OFFER_RELATIONS })) as unknown as OfferRow | null;
    if (!row || !PUBLIC_STATES.includes(row.etat)) return null;
    return toPublicOffer(row);
  },

  /** Open offers for the sitemap: id and last change, newest first. */
  async sitemap() {
    const entries: Array<{ id: string; modifie: string }> = [];
    for (let start = 0; ; start += SITEMAP_PAGE) {
      const rows = (await strapi.documents('api::offer.offer').findMany({
        filters: { etat: 'publiee' },
        fields: ['documentId', 'etat', 'dateExpiration', 'updatedAt'],
        sort: { datePublication: 'desc' },
        start,
        limit: SITEMAP_PAGE,
      })) as unknown as Array<Pick<OfferRow, 'documentId' | 'etat' | 'dateExpiration' | 'updatedAt'>>;
      for (const row of rows) if (isOpen(row)) entries.push({ id: row.documentId, modifie: row.updatedAt });
      if (rows.length < SITEMAP_PAGE) return entries;
    }
  },
}));
