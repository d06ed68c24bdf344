import type { Core } from '@strapi/strapi';

const OFFER_UID = 'api::offer.offer';
const COMPANY_UID = 'api::company.company';
const CANDIDATE_UID = 'api::candidate.candidate';
const CV_PART_UIDS = new Set(['api::candidate.cv-entry', 'api::candidate.cv-language']);
const WRITES = new Set(['create', 'update', 'clone', 'publish', 'unpublish']);

type Written = { documentId?: string } | null | undefined;
type Context = { uid: string; action: string; params: unknown };

/** The candidate a CV line belongs to, read before the write (a deleted line no longer knows it). */
async function candidateOfPart(strapi: Core.Strapi, context: Context): Promise<string | null> {
  const params = context.params as { documentId?: string; data?: { candidate?: unknown } };
  if (params.documentId) {
    const part = (await strapi.documents(context.uid as 'api::candidate.cv-entry').findOne({
      documentId: params.documentId,
      fields: ['id'],
      populate: { candidate: { fields: ['documentId'] } },
    })) as { candidate?: { documentId: string } | null } | null;
    return part?.candidate?.documentId ?? null;
  }
  const id = Number(params.data?.candidate);
  if (!Number.isInteger(id)) return null;
  const candidate = (await strapi.db.query(CANDIDATE_UID).findOne({ where: { id }, select: ['documentId'] })) as {
    documentId: string;
  } | null;
  return candidate?.documentId ?? null;
}

/**
 * Keeps the offers and CV indexes in step with every write made through the document service: an offer is
 * indexed or removed, a renamed company re-indexes its offers, a CV follows its candidate and its lines (a CV
 * hidden leaves the index at once). A search failure is logged, never turned into a failed write: the
 * database stays the source of truth and boot rebuilds the index.
 */
export function registerSearchSync(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const writes = WRITES.has(context.action) || context.action === 'delete';
    // Writes only: reading the line's candidate is itself a document call that comes back through here.
    const cvPart = writes && CV_PART_UIDS.has(context.uid) ? await candidateOfPart(strapi, context) : null;
    const result = await next();
    try {
      if (cvPart) await strapi.service('api::cvtheque.cv-index').sync([cvPart]);
      if (context.uid === CANDIDATE_UID) await syncCandidate(strapi, context.action, context.params, result);
      if (context.uid !== OFFER_UID && context.uid !== COMPANY_UID) return result;
      const search = strapi.service('api::search.search');
      const params = context.params as { documentId?: string };
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

async function syncCandidate(strapi: Core.Strapi, action: string, params: unknown, result: unknown): Promise<void> {
  const cvIndex = strapi.service('api::cvtheque.cv-index');
  const documentId = (result as Written)?.documentId ?? (params as { documentId?: string }).documentId;
  if (!documentId) return;
  if (action === 'delete') await cvIndex.remove([documentId]);
  else if (WRITES.has(action)) await cvIndex.sync([documentId]);
}
