import { CREDIT_KINDS, creditGrantSchema, messages, parseForm } from '@cep/domain';
import { ledger } from '../../account';
import { documentSource } from '../services/document-source';
import type { BackofficeResource } from '../services/resource';
import { UIDS } from '../../../uids';
import { oneOf } from '../../../utils/field-of';

const source = documentSource({
  uid: UIDS.creditEntry,
  fields: ['type', 'quantite', 'soldeApres', 'motif', 'commentaire', 'auteur', 'offreTitre', 'createdAt'],
  populate: { account: { fields: ['documentId'] }, offer: { fields: ['offreTitre'] } },
  filters: (filter) => {
    const where: Record<string, unknown>[] = [];
    if (typeof filter.compte === 'string') where.push({ account: { documentId: filter.compte } });
    const type = oneOf(CREDIT_KINDS, filter.type);
    if (type) where.push({ type });
    return where;
  },
  toRecord: (row) => ({
    id: row.documentId,
    compte: row.account?.documentId ?? null,
    type: row.type,
    quantite: row.quantite,
    soldeApres: row.soldeApres,
    motif: row.motif,
    commentaire: row.commentaire ?? '',
    auteur: row.auteur ?? '',
    // Its title today, or as it was when the entry was written if the offer has since been deleted.
    offre: row.offer?.offreTitre ?? row.offreTitre ?? null,
    createdAt: row.createdAt,
  }),
});

/** The credits ledger, read-only but for staff grants (« Créditer »): a gift with its reason and its author, kept. */
export const creditEntries: BackofficeResource = {
  sortable: ['createdAt', 'type', 'quantite'],
  defaultSort: 'createdAt',
  ...source,

  async create(strapi, body, staff) {
    const parsed = parseForm(creditGrantSchema, body);
    if (!parsed.ok) return { ok: false, status: 400, body: { message: messages.donneesNonValides, errors: parsed.errors } };
    const account = await strapi.documents(UIDS.account).findOne({ documentId: parsed.data.compte, fields: ['id'] });
    if (!account)
      return { ok: false, status: 400, body: { message: messages.donneesNonValides, errors: { compte: messages.champObligatoire } } };
    const granted = await ledger(strapi).grant({
      accountId: Number(account.id),
      kind: parsed.data.type,
      quantity: parsed.data.quantite,
      reason: 'cadeau',
      comment: parsed.data.commentaire,
      author: staff.name,
    });
    const record = granted.ok ? await source.get(strapi, granted.entryDocumentId) : null;
    return { ok: true, record: record ?? {} };
  },
};
