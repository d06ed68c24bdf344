import type { Core } from '@strapi/strapi';
import { logSyncFailure, isWrite, namedDocumentId, writtenDocumentId, type DocumentCall } from '../../../search/document-writes';
import { UIDS } from '../../../uids';
import { offerSearchOf } from './search';

async function syncOffers(strapi: Core.Strapi, call: DocumentCall, result: unknown): Promise<void> {
  const search = offerSearchOf(strapi);
  const named = namedDocumentId(call);
  if (call.uid === UIDS.offer && call.action === 'delete') {
    if (named) await search.removeOffers([named]);
  } else if (call.uid === UIDS.offer && isWrite(call)) {
    const documentId = writtenDocumentId(call, result);
    if (documentId) await search.syncOffers([documentId]);
  } else if (call.uid === UIDS.company && call.action === 'update' && named) {
    // A company's name and town are on its offers' cards.
    const offers = await strapi.documents(UIDS.offer).findMany({ filters: { company: { documentId: named } }, fields: ['documentId'] });
    await search.syncOffers(offers.map((offer) => offer.documentId));
  }
}

/** Keeps the offers index in step with every write made through the Document Service (offers, their companies). */
export function registerOfferSync(strapi: Core.Strapi): void {
  strapi.documents.use(async (call, next) => {
    const result = await next();
    if (call.uid === UIDS.offer || call.uid === UIDS.company) {
      await syncOffers(strapi, call, result).catch((error: unknown) => logSyncFailure(strapi, call, error));
    }
    return result;
  });
}
