import type { Core } from '@strapi/strapi';
import { isOfferOpen, readOfferTranslations, translatedLanguages, type OfferLanguage } from '@cep/domain';
import { OFFER_RELATIONS } from '../utils/attributes';
import { isoDate } from '../../../utils/json-columns';
import { toPublicOffer } from '../utils/public-offer';
import { UIDS } from '../../../uids';

/** States whose page stays reachable: published, and published-then-expired (shown as closed). */
const isPublic = (etat: string | null | undefined) => etat === 'publiee' || etat === 'expiree';
const SITEMAP_PAGE = 1000;

/** What visitors may read of offers: one offer's page, a shortlist, the sitemap. */
export const publicOffers = (strapi: Core.Strapi) => ({
  /** The public view of one offer: never a draft, a suspended or a refused offer. */
  async findPublic(documentId: string) {
    const row = await strapi.documents(UIDS.offer).findOne({ documentId, populate: OFFER_RELATIONS });
    if (!row || !isPublic(row.etat)) return null;
    return toPublicOffer(row);
  },

  /** The public view of several offers (a shortlist), in the order given; the others are left out. */
  async findPublicMany(documentIds: string[]) {
    if (documentIds.length === 0) return [];
    const rows = await strapi.documents(UIDS.offer).findMany({ filters: { documentId: { $in: documentIds } }, populate: OFFER_RELATIONS });
    const byId = new Map(rows.filter((row) => isPublic(row.etat)).map((row) => [row.documentId, toPublicOffer(row)]));
    return documentIds.flatMap((id) => byId.get(id) ?? []);
  },

  /**
   * Open offers for the sitemap: id and the last change candidates can see (a validated correction, else the
   * publication; a change waiting for a moderator, a click or a booster is not one) and the languages it is
   * translated into, newest first.
   */
  async sitemap() {
    const entries: Array<{ id: string; modifie: string; langues: OfferLanguage[] }> = [];
    for (let start = 0; ; start += SITEMAP_PAGE) {
      const rows = await strapi.documents(UIDS.offer).findMany({
        filters: { etat: 'publiee' },
        fields: ['etat', 'dateExpiration', 'datePublication', 'modifieeLe', 'updatedAt', 'traductions'],
        sort: { datePublication: 'desc' },
        start,
        limit: SITEMAP_PAGE,
      });
      for (const row of rows)
        if (isOfferOpen(row))
          entries.push({
            id: row.documentId,
            modifie: isoDate(row.modifieeLe ?? row.datePublication ?? row.updatedAt) ?? '',
            // The languages the recruiter translated it into: each language's sitemap lists those offers only.
            langues: translatedLanguages(readOfferTranslations(row.traductions)),
          });
      if (rows.length < SITEMAP_PAGE) return entries;
    }
  },
});
