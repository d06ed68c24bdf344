import { factories } from '@strapi/strapi';
import { isoDate, OFFER_RELATIONS } from '../utils/attributes';
import { isOpen, toPublicOffer } from '../utils/public-offer';

/** States whose page stays reachable: published, and published-then-expired (shown as closed). */
const isPublic = (etat: string | null | undefined) => etat === 'publiee' || etat === 'expiree';
const SITEMAP_PAGE = 1000;

export default factories.createCoreService('api::offer.offer', ({ strapi }) => ({
  /** The public view of one offer: never a draft, a suspended or a refused offer. */
  async findPublic(documentId: string) {
    const row = await strapi.documents('api::offer.offer').findOne({ documentId, populate: OFFER_RELATIONS });
    if (!row || !isPublic(row.etat)) return null;
    return toPublicOffer(row);
  },

  /** The public view of several offers (a shortlist), in the order given; the others are left out. */
  async findPublicMany(documentIds: string[]) {
    if (documentIds.length === 0) return [];
    const rows = await strapi
      .documents('api::offer.offer')
      .findMany({ filters: { documentId: { $in: documentIds } }, populate: OFFER_RELATIONS });
    const byId = new Map(rows.filter((row) => isPublic(row.etat)).map((row) => [row.documentId, toPublicOffer(row)]));
    return documentIds.flatMap((id) => byId.get(id) ?? []);
  },

  /**
   * Open offers for the sitemap: id and the last change candidates can see (a validated correction, else the
   * publication; a change waiting for a moderator, a click or a booster is not one), newest first.
   */
  async sitemap() {
    const entries: Array<{ id: string; modifie: string }> = [];
    for (let start = 0; ; start += SITEMAP_PAGE) {
      const rows = await strapi.documents('api::offer.offer').findMany({
        filters: { etat: 'publiee' },
        fields: ['etat', 'dateExpiration', 'datePublication', 'modifieeLe', 'updatedAt'],
        sort: { datePublication: 'desc' },
        start,
        limit: SITEMAP_PAGE,
      });
      for (const row of rows)
        if (isOpen(row))
          entries.push({ id: row.documentId, modifie: isoDate(row.modifieeLe ?? row.datePublication ?? row.updatedAt) ?? '' });
      if (rows.length < SITEMAP_PAGE) return entries;
    }
  },
}));
