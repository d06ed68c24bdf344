import type { Core } from '@strapi/strapi';
import { changeModerationSchema, contractIds, messages, moderationSchema, offerStateKeys, parseForm } from '@cep/domain';
import { applyOfferAction, changedParts, type Offer, OFFER_RELATIONS, offerChanges, pendingChange, toPublicOffer } from '../../offer';
import { documentSource, textSearch } from '../services/document-source';
import type { BackofficeResource, WriteResult } from '../services/resource';
import { UIDS } from '../../../uids';
import { oneOf } from '../../../utils/field-of';

const FIELDS = [
  'offreTitre',
  'offreContrat',
  'offreVille',
  'offreTexte',
  'etat',
  'soumiseLe',
  'datePublication',
  'dateExpiration',
  'motifRefus',
  'moderePar',
  'modereLe',
  'createdAt',
  'updatedAt',
] as const;

const toRecord = (row: Pick<Offer, 'documentId' | 'company' | 'recruteur'> & Record<string, unknown>) => ({
  id: row.documentId,
  ...Object.fromEntries(FIELDS.map((f) => [f, row[f] ?? null])),
  societe: row.company?.societeRaisonsocial ?? null,
  recruteur: row.recruteur?.email ?? null,
  // When a change of the online offer was sent, or null: the moderators' second queue (issue #38 item 2).
  modificationSoumiseLe: pendingChange(row.modification)?.soumiseLe ?? null,
});

const source = documentSource({
  uid: UIDS.offer,
  fields: [...FIELDS, 'modification'],
  populate: { company: { fields: ['societeRaisonsocial'] }, recruteur: { fields: ['email'] } },
  filters: (filter) => {
    const where = textSearch(filter.q, [
      (q) => ({ offreTitre: { $containsi: q } }),
      (q) => ({ offreVille: { $containsi: q } }),
      (q) => ({ company: { societeRaisonsocial: { $containsi: q } } }),
    ]);
    const etat = oneOf(offerStateKeys, filter.etat);
    if (etat) where.push({ etat });
    const contrat = filter.offreContrat === undefined ? undefined : oneOf(contractIds, Number(filter.offreContrat));
    if (contrat !== undefined) where.push({ offreContrat: contrat });
    // The second queue: changes of offers still online or suspended (one that expired since has nothing to correct).
    if (filter.modification === 'en_attente') where.push({ modification: { $notNull: true }, etat: { $in: ['publiee', 'suspendue'] } });
    return where;
  },
  toRecord,
});

/**
 * One offer for the moderation view: its list columns, the offer as candidates will see it (`apercu`, the public
 * page's own data), and what only staff see beside it — whether it hides its company, where applications go.
 */
async function getForModeration(strapi: Core.Strapi, id: string) {
  const row = await strapi.documents(UIDS.offer).findOne({ documentId: id, populate: OFFER_RELATIONS });
  if (!row) return null;
  return {
    ...toRecord(row),
    apercu: toPublicOffer(row),
    anonyme: Boolean(row.anonyme),
    candidatureEmail: row.offreModeReception === 'url' ? null : (row.offreMail ?? null),
    modification: await changedParts(strapi, row),
  };
}

/** A moderator's decision on the change waiting on an online offer; `soumiseLe` names the change decided. */
async function decideChange(strapi: Core.Strapi, offer: Offer, body: unknown, staff: { name: string }): Promise<WriteResult> {
  const parsed = parseForm(changeModerationSchema, body);
  if (!parsed.ok) return { ok: false, status: 400, body: { message: messages.donneesNonValides, errors: parsed.errors } };
  const result = await offerChanges(strapi).decide(offer, parsed.data, { name: staff.name });
  if (result === 'none' || result === 'closed') return { ok: false, status: 409, body: { message: messages.actionImpossible } };
  if (result === 'stale') return { ok: false, status: 409, body: { message: messages.modificationsChangees } };
  return { ok: true, record: (await getForModeration(strapi, offer.documentId)) ?? {} };
}

/** Offers: every staff member reads them; moderators validate or refuse (editors never write offers). */
export const offers: BackofficeResource = {
  sortable: ['offreTitre', 'offreContrat', 'offreVille', 'etat', 'soumiseLe', 'datePublication', 'createdAt', 'updatedAt'],
  defaultSort: 'createdAt',
  list: source.list,
  get: getForModeration,

  /**
   * `etat` 'publiee' (validate) or 'refusee' (refuse, `motifRefus` required), through the state machine; or
   * `modification` 'validee' / 'refusee' for the change waiting on an online offer.
   */
  async update(strapi, id, body, staff) {
    const offer = await strapi.documents(UIDS.offer).findOne({ documentId: id, populate: OFFER_RELATIONS });
    if (!offer) return { ok: false, status: 404, body: { message: messages.offreIntrouvable } };
    if (body && typeof body === 'object' && 'modification' in body) return decideChange(strapi, offer, body, staff);
    const parsed = parseForm(moderationSchema, body);
    // react-admin shows `errors` under each field and `message` in the notification.
    if (!parsed.ok) return { ok: false, status: 400, body: { message: messages.donneesNonValides, errors: parsed.errors } };
    const result = await applyOfferAction(strapi, offer, parsed.data.etat === 'publiee' ? 'valider' : 'refuser', 'moderateur', {
      motifRefus: parsed.data.motifRefus,
      moderator: { name: staff.name },
    });
    if (!result.ok) return { ok: false, status: 409, body: { message: messages.actionImpossible } };
    return { ok: true, record: (await getForModeration(strapi, id)) ?? {} };
  },
};
