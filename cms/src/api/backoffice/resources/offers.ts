import { contractIds, messages, moderationSchema, offerStateKeys, parseForm } from '@cep/domain';
import { applyOfferAction, OFFER_UID } from '../../offer/services/lifecycle';
import { OFFER_RELATIONS } from '../../offer/utils/attributes';
import { documentSource, textSearch } from '../services/document-source';
import type { BackofficeResource } from '../services/resource';

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

const source = documentSource({
  uid: OFFER_UID,
  fields: [...FIELDS],
  populate: { company: { fields: ['societeRaisonsocial'] }, recruteur: { fields: ['email'] } },
  filters: (filter) => {
    const where = textSearch(filter.q, [
      (q) => ({ offreTitre: { $containsi: q } }),
      (q) => ({ offreVille: { $containsi: q } }),
      (q) => ({ company: { societeRaisonsocial: { $containsi: q } } }),
    ]);
    if (typeof filter.etat === 'string' && (offerStateKeys as string[]).includes(filter.etat)) where.push({ etat: filter.etat });
    const contrat = Number(filter.offreContrat);
    if (filter.offreContrat !== undefined && contractIds.includes(contrat as never)) where.push({ offreContrat: contrat });
    return where;
  },
  toRecord: (row) => ({
    id: row.documentId,
    ...Object.fromEntries(FIELDS.map((f) => [f, row[f] ?? null])),
    societe: row.company?.societeRaisonsocial ?? null,
    recruteur: row.recruteur?.email ?? null,
  }),
});

/** Offers: every staff member reads them; moderators validate or refuse (editors never write offers). */
export const offers: BackofficeResource = {
  read: ['moderateur', 'editeur'],
  write: ['moderateur'],
  sortable: ['offreTitre', 'offreContrat', 'offreVille', 'etat', 'soumiseLe', 'datePublication', 'createdAt', 'updatedAt'],
  defaultSort: 'createdAt',
  ...source,

  /** `etat` 'publiee' (validate) or 'refusee' (refuse, `motifRefus` required), through the state machine. */
  async update(strapi, id, body, staff) {
    const offer = await strapi.documents(OFFER_UID).findOne({ documentId: id, populate: OFFER_RELATIONS });
    if (!offer) return { ok: false, status: 404, body: { message: messages.offreIntrouvable } };
    const parsed = parseForm(moderationSchema, body);
    // react-admin shows `errors` under each field and `message` in the notification.
    if (!parsed.ok) return { ok: false, status: 400, body: { message: messages.donneesNonValides, errors: parsed.errors } };
    const result = await applyOfferAction(strapi, offer, parsed.data.etat === 'publiee' ? 'valider' : 'refuser', 'moderateur', {
      motifRefus: parsed.data.motifRefus,
      moderator: { name: staff.name },
    });
    if (!result.ok) return { ok: false, status: 409, body: { message: messages.actionImpossible } };
    return { ok: true, record: (await source.get(strapi, id)) ?? {} };
  },
};
