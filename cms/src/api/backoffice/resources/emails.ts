import { EMAIL_STATES, emailActionSchema, MESSAGE_CHANNELS, messages, parseForm } from '@cep/domain';
import { EMAIL_RETRY_WINDOW_MS, redactCodes, redactTokens, wakeEmailDelivery } from '../../email';
import { documentData } from '../../../utils/document-data';
import { documentSource, textSearch } from '../services/document-source';
import type { BackofficeResource } from '../services/resource';
import { UIDS } from '../../../uids';
import { oneOf } from '../../../utils/field-of';

const source = documentSource({
  uid: UIDS.emailMessage,
  fields: ['createdAt', 'canal', 'destinataire', 'sujet', 'texte', 'etat', 'tentatives', 'derniereErreur', 'envoyeLe', 'prochainEssai'],
  filters: (filter) => {
    const where = textSearch(filter.q, [(q) => ({ destinataire: { $containsi: q } }), (q) => ({ sujet: { $containsi: q } })]);
    const etat = oneOf(EMAIL_STATES, filter.etat);
    if (etat) where.push({ etat });
    const canal = oneOf(MESSAGE_CHANNELS, filter.canal);
    if (canal) where.push({ canal });
    return where;
  },
  // Never a live token, even for an e-mail still waiting: the list cannot be used to take over an account.
  toRecord: (row) => ({
    id: row.documentId,
    date: row.createdAt,
    canal: row.canal ?? 'email',
    to: row.destinataire,
    subject: row.sujet,
    // Never a live token nor an SMS code, even for a message still waiting.
    text: row.canal === 'sms' ? redactCodes(redactTokens(String(row.texte ?? ''))) : redactTokens(String(row.texte ?? '')),
    etat: row.etat,
    tentatives: Number(row.tentatives ?? 0),
    derniereErreur: row.derniereErreur ?? '',
    envoyeLe: row.envoyeLe ?? null,
    prochainEssai: row.etat === 'en_attente' ? row.prochainEssai : null,
  }),
});

/**
 * « E-mails envoyés »: every e-mail (and SMS) the platform queued, with its state, for moderators answering users about their
 * e-mails; one given up (« Échec ») is sent again from here. Editors have no use for it.
 */
export const emails: BackofficeResource = {
  sortable: ['date'],
  defaultSort: 'createdAt',
  ...source,
  async list(strapi, query) {
    // The backoffice sorts on the field it shows (`date`), the records on their creation.
    return source.list(strapi, { ...query, sort: { ...query.sort, field: 'createdAt' } });
  },

  async update(strapi, id, body) {
    const parsed = parseForm(emailActionSchema, body);
    if (!parsed.ok) return { ok: false, status: 400, body: { message: messages.donneesNonValides, errors: parsed.errors } };
    const now = Date.now();
    // Only an e-mail given up goes back to the queue: one waiting is already on its way, one sent stays sent.
    const { count } = await strapi.db.query(UIDS.emailMessage).updateMany({
      where: { documentId: id, etat: 'echec' },
      data: documentData(UIDS.emailMessage, {
        etat: 'en_attente',
        tentatives: 0,
        prochainEssai: new Date(now),
        abandonLe: new Date(now + EMAIL_RETRY_WINDOW_MS),
      }),
    });
    if (count !== 1) {
      const exists = await source.get(strapi, id);
      return exists
        ? { ok: false, status: 409, body: { message: messages.renvoiImpossible } }
        : { ok: false, status: 404, body: { message: messages.ressourceIntrouvable } };
    }
    wakeEmailDelivery(strapi);
    return { ok: true, record: (await source.get(strapi, id)) ?? {} };
  },
};
