import type { Core } from '@strapi/strapi';

const OFFER_UID = 'api::offer.offer';
const COMPANY_UID = 'api::company.company';
const WRITES = new Set(['create', 'update', 'clone', 'publish', 'unpublish']);

type Written = { documentId?: string } | null | undefined;

/**
 * Keeps the offers index in step with every write made through the document service: an offer is
 * indexed or removed, and a renamed company re-indexes its offers. A search failure is logged, never
 * turned into a failed write: the database stays the source of truth and boot rebuilds the index.
 */
export function registerSearchSync(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid !== OFFER_UID && context.uid !== COMPANY_UID) return result;
    const search = strapi.service('api::search.search');
    const params = context.params as { documentId?: string };
    try {
      if (context.uid === OFFER_UID && context.action === 'delete' && params.documentId) {
        await search.removeOffers([params.documentId]);
      } else if (context.uid === OFFER_UID && WRITES.has(context.action)) {
        const documentId = (result as Written)?.documentId ?? params.documentId;
        if (documentId) await search.syncOffers([documentId]);
      } else if (context.uid === COMPANY_UID && context.action === 'update' && params.documentId) {
        const offers = await strapi.documents(OFFER_UID).findMany({
          filters: { company: { documentId: params.documentId } },
          fields: ['documentId'],
        });
        await search.syncOffers(offers.map((offer: { documentId: string }) => offer.documentId));
      }
    } catch (error) {
      strapi.log.error(`[search] sync failed for ${context.uid} ${context.action}: ${(error as Error).message}`);
    }
    return result;
  });
}
