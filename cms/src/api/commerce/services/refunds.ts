import type { Core } from '@strapi/strapi';
import { CREDIT_KINDS, orderMachine, todayIso, transition } from '@cep/domain';
import { lockRow, type Transaction } from '../../../utils/row-lock';
import { ledger, subscriptions } from '../../account';
import { issueInvoice } from './invoices';
import { subscriptionPeriodOf } from './order-model';
import { refundPayment, stripeSettings } from './stripe-gateway';
import { UIDS } from '../../../uids';
import { errorMessage } from '../../../utils/error-message';

export type RefundResult = { ok: true } | { ok: false; reason: 'state' | 'stripe' };

/**
 * Staff refund a paid order (issue #12 item 7): Stripe gives a card payment back first (a transfer is paid back
 * by Cep's bank, outside Cep); then, in one transaction on the locked order, the order is refunded, a numbered
 * credit note cancels its invoice, and what is left of the credits it granted is taken back through the ledger
 * (credits already used stay used: the refund is the buyer's and Cep's business, the ledger only says what
 * happened); of a subscription, the days of its period still ahead are taken back.
 */
export async function refundOrder(strapi: Core.Strapi, orderId: number, who: string, at = new Date()): Promise<RefundResult> {
  const order = await strapi.db.query(UIDS.order).findOne({ where: { id: orderId }, populate: { account: { select: ['id'] } } });
  if (!order || !transition(orderMachine, order.etat, 'rembourser', 'moderateur').ok) return { ok: false, reason: 'state' };
  const stripe = stripeSettings();
  if (order.modePaiement === 'carte' && order.stripePaiement && order.totalTtc > 0) {
    if (!stripe) return { ok: false, reason: 'stripe' };
    try {
      await refundPayment(stripe, order.stripePaiement, order.documentId);
    } catch (error) {
      strapi.log.error(`Stripe: refund of order ${order.reference} failed: ${errorMessage(error)}`);
      return { ok: false, reason: 'stripe' };
    }
  }
  const accountId = Number(order.account.id);
  return strapi.db.transaction(async ({ trx }: Transaction): Promise<RefundResult> => {
    const current = await lockRow(strapi, trx, UIDS.order, orderId, ['etat']);
    if (current?.etat !== 'payee') return { ok: false, reason: 'state' };
    await strapi.db.query(UIDS.order).update({ where: { id: orderId }, data: { etat: 'remboursee', closeLe: at, closePar: who } });
    const invoice = await strapi.db.query(UIDS.invoice).findOne({ where: { order: { id: orderId }, type: 'facture' }, select: ['numero'] });
    await issueInvoice(strapi, trx, { ...order, accountId }, 'avoir', at, invoice?.numero);
    const period = subscriptionPeriodOf(order);
    if (period) await subscriptions(strapi).takeBack(trx, accountId, period, todayIso(at));
    const grants = await strapi.db.query(UIDS.creditEntry).findMany({ where: { order: { id: orderId }, quantite: { $gt: 0 } } });
    const balances = await ledger(strapi).balances(accountId);
    for (const grant of grants) {
      const kind = CREDIT_KINDS.find((known) => known === grant.type);
      if (!kind) continue;
      const balance = balances[kind];
      // Unlimited credits have nothing to take back.
      if (balance === 'illimite') continue;
      const back = Math.min(Number(grant.quantite), balance);
      if (back > 0) {
        await ledger(strapi).spend({
          accountId,
          kind,
          quantity: back,
          reason: 'annulation',
          orderId,
          comment: `Remboursement ${order.reference}`,
        });
        balances[kind] = balance - back;
      }
    }
    return { ok: true };
  });
}
