import { messages } from '@cep/domain';
import { documentSource, textSearch } from '../services/document-source';
import type { BackofficeResource } from '../services/resource';
import { UIDS } from '../../../uids';
import { fieldOf } from '../../../utils/field-of';

const source = documentSource({
  uid: UIDS.conversationReport,
  fields: ['par', 'motif', 'traiteLe', 'traitePar', 'decision', 'createdAt'],
  populate: { conversation: { fields: ['id', 'candidatNom', 'entreprise', 'offreTitre', 'blocageRecruteur', 'blocageCandidat'] } },
  filters: (filter) => {
    const where = textSearch(filter.q, [
      (q) => ({ motif: { $containsi: q } }),
      (q) => ({ conversation: { candidatNom: { $containsi: q } } }),
      (q) => ({ conversation: { entreprise: { $containsi: q } } }),
    ]);
    if (filter.traite === 'non') where.push({ traiteLe: { $null: true } });
    if (filter.traite === 'oui') where.push({ traiteLe: { $notNull: true } });
    return where;
  },
  toRecord: (row) => ({
    id: row.documentId,
    createdAt: row.createdAt,
    par: row.par === 'candidat' ? 'Candidat' : 'Recruteur',
    motif: row.motif,
    candidat: row.conversation?.candidatNom ?? '',
    entreprise: row.conversation?.entreprise ?? '',
    offre: row.conversation?.offreTitre ?? '',
    bloquee: Boolean(row.conversation?.blocageRecruteur || row.conversation?.blocageCandidat),
    traiteLe: row.traiteLe ?? null,
    traitePar: row.traitePar ?? '',
    decision: row.decision ?? '',
    conversationId: row.conversation?.id ?? null,
  }),
});

/**
 * Reported conversations (issue #15 item 7): staff read a conversation only once one of its parties reported
 * it, here, with its messages; they record what they did. Attachments stay with the two parties.
 */
export const conversationReports: BackofficeResource = {
  sortable: ['createdAt', 'traiteLe'],
  defaultSort: 'createdAt',
  list: source.list,

  async get(strapi, id) {
    const record = await source.get(strapi, id);
    if (!record) return null;
    const conversationId: unknown = record.conversationId;
    const rows =
      typeof conversationId === 'number'
        ? await strapi.documents(UIDS.chatMessage).findMany({
            filters: { conversationRef: conversationId },
            fields: ['auteur', 'auteurNom', 'texte', 'pj', 'createdAt'],
            sort: { id: 'asc' },
            limit: 500,
          })
        : [];
    return {
      ...record,
      messages: rows.map((row, index) => {
        const attachment = fieldOf(row.pj, 'nom');
        return {
          id: index + 1,
          envoyeLe: row.createdAt,
          auteur: `${row.auteur === 'candidat' ? 'Candidat' : 'Recruteur'}${row.auteurNom ? ` (${row.auteurNom})` : ''}`,
          texte: row.texte ?? '',
          pieceJointe: typeof attachment === 'string' ? attachment : '',
        };
      }),
    };
  },

  async update(strapi, id, body, staff) {
    const found = await strapi.documents(UIDS.conversationReport).findOne({ documentId: id, fields: ['id'] });
    if (!found) return { ok: false, status: 404, body: { message: messages.conversationIntrouvable } };
    const decision = fieldOf(body, 'decision');
    if (typeof decision !== 'string' || decision.trim().length < 3 || decision.length > 2000)
      return { ok: false, status: 400, body: { message: messages.donneesNonValides, errors: { decision: messages.champObligatoire } } };
    await strapi.documents(UIDS.conversationReport).update({
      documentId: id,
      data: { decision: decision.trim(), traiteLe: new Date().toISOString(), traitePar: staff.name },
    });
    return { ok: true, record: (await conversationReports.get(strapi, id)) ?? {} };
  },
};
