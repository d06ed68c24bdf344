import type { Core } from '@strapi/strapi';
import { ACCOUNT_AREAS, CREDIT_KINDS, todayIso, orderMachine, transition, type Actor, type CreditKind } from '@cep/domain';
import { emails } from '../../../email/templates';
import { siteUrl } from '../../../email/site-url';
import { queueEmail } from '../../email';
import { lockRow, type Transaction } from '../../../utils/row-lock';
import { ledger, subscriptions } from '../../account';
import { applyBooster, publishOffer, recruiterOffers } from '../../offer';
import { invoicePdf, issueInvoice } from './invoices';
import { achatObject, purchaseLabel, subscriptionMonths } from './order-model';
import { storedPurchase } from './purchases';
import { promoCodes } from './promo-codes';
import { UIDS } from '../../../uids';

export interface Payer {
  actor: Extract<Actor, 'systeme' | 'moderateur'>;
  /** Who said it was paid: « Stripe », « Paiement gratuit », a moderator's name. */
  who: string;
  stripePayment?: string;
}

export type Settlement = 'paid' | 'already' | 'refused';

const creditEntries = (value: unknown): Array<[CreditKind, number]> =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([kind, quantity]) => {
        const known = CREDIT_KINDS.find((credit) => credit === kind);
        return known && Number.isInteger(quantity) && Number(quantity) > 0 ? [[known, Number(quantity)]] : [];
      })
    : [];

/** The order's state as its machine knows it (anything else is no state it can leave). */
const orderState = (value: unknown) => orderMachine.states.find((state) => state === value);

/**
 * The payment, in one transaction on the locked order: paid, its invoice numbered, the promo use counted, its
 * credits granted through the ledger (keyed on the order, so a replay grants nothing twice), a subscription's
 * months added to the account's. Whoever calls it first — Stripe's webhook, the success page, a moderator —
 * settles it; the others find it paid.
 */
export async function settleOrder(strapi: Core.Strapi, orderId: number, payer: Payer, at = new Date()): Promise<Settlement> {
  return strapi.db.transaction(async ({ trx }: Transaction): Promise<Settlement> => {
    const current = await lockRow(strapi, trx, UIDS.order, orderId, ['etat']);
    if (!current) return 'refused';
    if (current.etat === 'payee') return 'already';
    const state = orderState(current.etat);
    if (!state || !transition(orderMachine, state, 'payer', payer.actor).ok) return 'refused';
    const order = await strapi.db.query(UIDS.order).findOne({
      where: { id: orderId },
      populate: { account: { select: ['id'] }, offer: { select: ['id'] }, promo: { select: ['id', 'unParCompte'] } },
    });
    const accountId = Number(order.account.id);
    await strapi.db.query(UIDS.order).update({
      where: { id: orderId },
      data: { etat: 'payee', payeeLe: at, payeePar: payer.who, stripePaiement: payer.stripePayment ?? null },
    });
    await issueInvoice(strapi, trx, { ...order, accountId }, 'facture', at);
    if (order.promo) await promoCodes(strapi).confirm(trx, order.promo, accountId, orderId);
    const months = subscriptionMonths(order);
    if (months > 0) {
      // The days it paid for, kept on the order: a refund takes back only those still ahead.
      const periode = await subscriptions(strapi).extend(trx, accountId, months, todayIso(at));
      await strapi.db.query(UIDS.order).update({ where: { id: orderId }, data: { achat: { ...achatObject(order.achat), periode } } });
    }
    for (const [kind, quantity] of creditEntries(order.credits)) {
      await ledger(strapi).grant({
        accountId,
        kind,
        quantity,
        reason: order.type === 'pack' ? 'pack' : 'commande',
        orderId,
        offerId: order.offer?.id,
        comment: order.reference,
        key: `commande:${orderId}:${kind}`,
      });
    }
    return 'paid';
  });
}

/**
 * What the payment was for, after its transaction: an offer's publication spends the credits just granted
 * (the offer goes to moderation), a booster is put on its offer; then the invoice goes out by e-mail. Runs
 * again harmlessly (each step checks its own state); the hourly job retries orders paid but not delivered.
 */
export async function deliverOrder(strapi: Core.Strapi, orderId: number): Promise<void> {
  const order = await strapi.db.query(UIDS.order).findOne({
    where: { id: orderId },
    populate: { account: { select: ['id', 'type'] }, offer: { select: ['id', 'documentId'] }, user: { select: ['email'] } },
  });
  if (!order || order.etat !== 'payee' || order.livreeLe) return;
  const area = order.account.type === 'ecole' ? ACCOUNT_AREAS.ecole : ACCOUNT_AREAS.entreprise;
  const accountId = Number(order.account.id);
  const purchase = storedPurchase(order.achat);
  if (order.offer && (purchase?.type === 'offre' || purchase?.type === 'booster')) {
    const offer = await recruiterOffers(strapi).owned(accountId, order.offer.documentId);
    if (offer && purchase.type === 'offre' && offer.etat === 'brouillon') await publishOffer(strapi, accountId, offer);
    if (offer && purchase.type === 'booster') await applyBooster(strapi, accountId, offer, purchase.option);
  }
  const invoice = await strapi.documents(UIDS.invoice).findFirst({ filters: { order: { id: orderId }, type: 'facture' } });
  const pdf = invoice ? (await invoicePdf(strapi, invoice)).file : null;
  // Delivered and its e-mail queued together, by whichever caller marks it first (Stripe's webhook and the success
  // page may deliver at once): the hourly retry neither skips nor repeats the e-mail.
  await strapi.db.transaction(async () => {
    const { count } = await strapi.db
      .query(UIDS.order)
      .updateMany({ where: { id: orderId, livreeLe: { $null: true } }, data: { livreeLe: new Date() } });
    if (count === 1 && invoice && order.user?.email)
      await queueEmail(
        strapi,
        order.user.email,
        emails.orderPaid(
          order.reference,
          purchaseLabel(order.achat) ?? order.reference,
          invoice.numero ?? '',
          siteUrl(`${area}/commandes`),
        ),
        { attachments: pdf ? [pdf] : [] },
      );
  });
}

/** Settles then delivers; the answer says whether this call did the paying. */
export async function fulfilOrder(strapi: Core.Strapi, orderId: number, payer: Payer): Promise<Settlement> {
  const settlement = await settleOrder(strapi, orderId, payer);
  if (settlement !== 'refused') await deliverOrder(strapi, orderId);
  return settlement;
}

/** A basket a promo code makes free: nothing to collect, paid at once. */
export const settleFreeOrder = (strapi: Core.Strapi, orderId: number) =>
  fulfilOrder(strapi, orderId, { actor: 'systeme', who: 'Commande gratuite' });

/** Ends an order that waits for its payment: the buyer or staff cancel it, the platform expires it; its promo use is given back. */
export async function closeOrder(strapi: Core.Strapi, orderId: number, action: 'annuler' | 'expirer', actor: Actor, who: string) {
  return strapi.db.transaction(async ({ trx }: Transaction) => {
    const current = await lockRow(strapi, trx, UIDS.order, orderId, ['etat']);
    if (!current) return false;
    const state = orderState(current.etat);
    const step = state ? transition(orderMachine, state, action, actor) : null;
    if (!step?.ok) return false;
    const order = await strapi.db.query(UIDS.order).update({
      where: { id: orderId },
      data: { etat: step.to, closeLe: new Date(), closePar: who },
      populate: { account: { select: ['id'] }, promo: { select: ['id', 'unParCompte'] } },
    });
    if (order.promo) await promoCodes(strapi).release(trx, order.promo, Number(order.account.id), orderId);
    return true;
  });
}
