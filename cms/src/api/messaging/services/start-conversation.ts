import type { Core, Data } from '@strapi/strapi';
import { isUniqueViolation } from '../../../utils/unique-violation';
import { newToken } from './conversations';
import { UIDS } from '../../../uids';

/** Where a recruiter starts from (decided: candidates reply, they do not start — docs/decisions.md). */
export type Origin = { candidature: string } | { cv: string };

interface Opening {
  cle: string;
  candidateId: Data.ID;
  candidatNom: string;
  entreprise: string;
  offreTitre: string | null;
  offerId: Data.ID | null;
  applicationId: Data.ID | null;
}

const fullName = (prenom?: string | null, nom?: string | null) => `${prenom ?? ''} ${nom ?? ''}`.trim();

/**
 * The conversation a recruiter opens from one of the account's applications or from a CV the account bought:
 * the live one for that candidate and offer (or CV) when there is one, else a new one. Null when the
 * application or the purchase is not the account's (404).
 */
export async function startConversation(strapi: Core.Strapi, accountId: number, userId: number, origin: Origin): Promise<string | null> {
  const opening =
    'candidature' in origin
      ? await fromApplication(strapi, accountId, origin.candidature)
      : await fromPurchase(strapi, accountId, origin.cv);
  if (!opening) return null;
  const existing = await strapi
    .documents(UIDS.conversation)
    .findFirst({ filters: { cle: opening.cle }, fields: ['documentId', 'token', 'supprimeeCandidat'] });
  if (existing && !existing.supprimeeCandidat) return existing.token ?? null;
  // The candidate deleted the last one: it stays theirs to forget, and this one starts afresh.
  if (existing)
    await strapi.documents(UIDS.conversation).update({ documentId: existing.documentId, data: { cle: `fermee:${existing.documentId}` } });
  try {
    const created = await strapi.documents(UIDS.conversation).create({
      data: {
        token: newToken(),
        cle: opening.cle,
        account: accountId,
        candidate: opening.candidateId,
        recruteur: userId,
        application: opening.applicationId,
        offer: opening.offerId,
        candidatNom: opening.candidatNom,
        entreprise: opening.entreprise,
        offreTitre: opening.offreTitre ?? undefined,
      },
    });
    return created.token ?? null;
  } catch (error) {
    // Two recruiters of the account clicked together: the first one's conversation is the one.
    if (!isUniqueViolation(error)) throw error;
    const winner = await strapi.documents(UIDS.conversation).findFirst({ filters: { cle: opening.cle }, fields: ['token'] });
    return winner?.token ?? null;
  }
}

async function fromApplication(strapi: Core.Strapi, accountId: number, documentId: string): Promise<Opening | null> {
  const row = await strapi.documents(UIDS.application).findFirst({
    filters: { documentId, account: { id: accountId } },
    fields: ['candidatNom', 'candidatPrenom', 'offreTitre', 'entreprise'],
    populate: { candidate: { fields: ['documentId'] }, offer: { fields: ['documentId'] } },
  });
  if (!row?.candidate) return null;
  return {
    cle: `${accountId}:${row.candidate.id}:offre:${row.offer?.id ?? `candidature-${row.id}`}`,
    candidateId: row.candidate.id,
    candidatNom: fullName(row.candidatPrenom, row.candidatNom),
    entreprise: row.entreprise ?? '',
    offreTitre: row.offreTitre ?? null,
    offerId: row.offer?.id ?? null,
    applicationId: row.id,
  };
}

async function fromPurchase(strapi: Core.Strapi, accountId: number, candidateDocumentId: string): Promise<Opening | null> {
  const purchase = await strapi.documents(UIDS.cvPurchase).findFirst({
    filters: { account: { id: accountId }, candidate: { documentId: candidateDocumentId } },
    fields: ['documentId'],
    populate: { candidate: { fields: ['documentId'], populate: { user: { fields: ['prenom', 'nom'] } } } },
  });
  if (!purchase?.candidate) return null;
  const company = await strapi
    .documents(UIDS.company)
    .findFirst({ filters: { account: { id: accountId }, parent: { id: { $null: true } } }, fields: ['societeRaisonsocial'] });
  return {
    cle: `${accountId}:${purchase.candidate.id}:cv`,
    candidateId: purchase.candidate.id,
    candidatNom: fullName(purchase.candidate.user?.prenom, purchase.candidate.user?.nom),
    entreprise: company?.societeRaisonsocial ?? '',
    offreTitre: null,
    offerId: null,
    applicationId: null,
  };
}
