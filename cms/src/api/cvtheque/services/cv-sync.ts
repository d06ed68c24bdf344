import type { Core } from '@strapi/strapi';
import { isWrite, isWriteOrDelete, linkedRowId, logSyncFailure, namedDocumentId, writtenDocumentId } from '../../../search/document-writes';
import { UIDS } from '../../../uids';
import { cvIndexOf } from './cv-index';

/** The candidate a CV line belongs to, read before the write (a deleted line no longer knows it). */
async function candidateOfPart(
  strapi: Core.Strapi,
  uid: typeof UIDS.cvEntry | typeof UIDS.cvLanguage,
  documentId: string | null,
  candidateId: number | null,
) {
  if (documentId) {
    const part = await strapi.documents(uid).findOne({ documentId, fields: ['id'], populate: { candidate: { fields: ['documentId'] } } });
    return part?.candidate?.documentId ?? null;
  }
  if (candidateId === null) return null;
  const candidate = await strapi.documents(UIDS.candidate).findFirst({ filters: { id: candidateId }, fields: ['documentId'] });
  return candidate?.documentId ?? null;
}

/**
 * Keeps the CV index in step with every write made through the Document Service: a CV follows its candidate and
 * its lines (experiences, diplomas, languages); a CV hidden or deleted leaves the index at once.
 */
export function registerCvSync(strapi: Core.Strapi): void {
  strapi.documents.use(async (call, next) => {
    // Writes only: reading the line's candidate is itself a document call that comes back through here.
    const part =
      isWriteOrDelete(call) && (call.uid === UIDS.cvEntry || call.uid === UIDS.cvLanguage)
        ? await candidateOfPart(strapi, call.uid, namedDocumentId(call), linkedRowId(call, 'candidate'))
        : null;
    const result = await next();
    try {
      const index = cvIndexOf(strapi);
      if (part) await index.sync([part]);
      if (call.uid === UIDS.candidate) {
        const documentId = writtenDocumentId(call, result);
        if (documentId && call.action === 'delete') await index.remove([documentId]);
        else if (documentId && isWrite(call)) await index.sync([documentId]);
      }
    } catch (error) {
      logSyncFailure(strapi, call, error);
    }
    return result;
  });
}
