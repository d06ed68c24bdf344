import { campaignLabel, campaignOf, messages, orderActionSchema, orderMachine, parseForm, PURCHASE_TYPES } from '@cep/domain';
import { closeOrder, fulfilOrder, purchaseLabel, refundOrder } from '../../commerce';
import { documentSource, textSearch } from '../services/document-source';
import type { BackofficeResource } from '../services/resource';
import { UIDS } from '../../../uids';
import { oneOf } from '../../../utils/field-of';

const source = documentSource({
  uid: UIDS.order,
  fields: [
    'reference',
    'type',
    'achat',
    'etat',
    'modePaiement',
    'totalHt',
    'tva',
    'totalTtc',
    'codePromo',
    'createdAt',
    'expireLe',
    'payeeLe',
    'payeePar',
    'closePar',
    'campagne',
  ],
  populate: {
    account: { fields: ['documentId'] },
    user: { fields: ['email'] },
    invoices: { fields: ['numero', 'type'] },
  },
  filters: (filter) => {
    const where: Record<string, unknown>[] = [];
    const etat = oneOf(orderMachine.states, filter.etat);
    if (etat) where.push({ etat });
    if (filter.modePaiement === 'carte' || filter.modePaiement === 'virement') where.push({ modePaiement: filter.modePaiement });
    const type = oneOf(PURCHASE_TYPES, filter.type);
    if (type) where.push({ type });
    if (typeof filter.compte === 'string') where.push({ account: { documentId: filter.compte } });
    where.push(...textSearch(filter.q, [(v) => ({ reference: { $containsi: v } }), (v) => ({ user: { email: { $containsi: v } } })]));
    return where;
  },
  toRecord: (row) => ({
    id: row.documentId,
    reference: row.reference,
    type: row.type,
    libelle: purchaseLabel(row.achat) ?? row.reference,
    etat: row.etat,
    modePaiement: row.modePaiement,
    totalHt: row.totalHt,
    tva: row.tva,
    totalTtc: row.totalTtc,
    codePromo: row.codePromo ?? null,
    compte: row.account?.documentId ?? null,
    acheteur: row.user?.email ?? null,
    factures: (row.invoices ?? []).map((invoice: { numero: string }) => invoice.numero),
    createdAt: row.createdAt,
    expireLe: row.expireLe ?? null,
    payeeLe: row.payeeLe ?? null,
    payeePar: row.payeePar ?? null,
    closePar: row.closePar ?? null,
    campagne: campaignLabel(campaignOf(row.campagne)?.derniere),
  }),
});

/** « Commandes »: every order, filtered by state, payment mode, kind, account or reference; transfers marked paid and orders refunded here. */
export const orders: BackofficeResource = {
  sortable: ['createdAt', 'totalTtc', 'etat', 'payeeLe'],
  defaultSort: 'createdAt',
  ...source,

  async update(strapi, id, body, staff) {
    const order = await strapi.db.query(UIDS.order).findOne({ where: { documentId: id }, select: ['id', 'modePaiement'] });
    if (!order) return { ok: false, status: 404, body: { message: messages.commandeClose } };
    const parsed = parseForm(orderActionSchema, body);
    if (!parsed.ok) return { ok: false, status: 400, body: { message: messages.donneesNonValides, errors: parsed.errors } };
    const action = parsed.data.action;
    if (action === 'rembourser') {
      const refund = await refundOrder(strapi, order.id, staff.name);
      if (!refund.ok)
        return {
          ok: false,
          status: 409,
          body: { message: refund.reason === 'stripe' ? messages.remboursementImpossible : messages.commandeClose },
        };
      return { ok: true, record: (await source.get(strapi, id)) ?? {} };
    }
    const done =
      action === 'payer'
        ? // Only a transfer is marked paid by hand: a card payment is Stripe's to confirm.
          order.modePaiement === 'virement' && (await fulfilOrder(strapi, order.id, { actor: 'moderateur', who: staff.name })) === 'paid'
        : await closeOrder(strapi, order.id, 'annuler', 'moderateur', staff.name);
    if (!done) return { ok: false, status: 409, body: { message: messages.commandeClose } };
    return { ok: true, record: (await source.get(strapi, id)) ?? {} };
  },
};
