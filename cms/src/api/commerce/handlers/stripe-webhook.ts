import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { commerceRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { closeOrder, deliverOrder, settleOrder, type Settlement } from '../services/fulfilment';
import { stripeSettings, verifiedEvent, type CheckoutSession, type StripeEvent } from '../services/stripe-gateway';
import type { Transaction } from '../../../utils/row-lock';
import { UIDS } from '../../../uids';
import { insertOnce } from '../../../database/insert-once';

const UNPARSED = Symbol.for('unparsedBody');

/**
 * Records the event's id, once: the unique index makes a replay (Stripe retries, or an attacker resending a
 * captured request) find it already there. True when this call recorded it.
 */
async function recordOnce(strapi: Core.Strapi, trx: Transaction['trx'], event: StripeEvent, orderId: number | null) {
  const written = await insertOnce(
    strapi,
    trx,
    UIDS.paymentEvent,
    ['eventId'],
    [{ eventId: event.id, type: event.type, commandeId: orderId }],
  );
  return written.has(event.id);
}

/** The Checkout Session a `checkout.session.*` event is about; null for any other event. */
function checkoutSessionOf(event: StripeEvent): CheckoutSession | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return event.data.object;
    default:
      return null;
  }
}

/**
 * POST /paiement/stripe/webhook — Stripe's calls (issue #12 item 5). The signature is checked on the raw
 * body; each event is handled once; a paid session settles its order in the same transaction as the event's
 * record, so a crash in between leaves both undone and Stripe's retry does it all.
 */
export const stripeWebhookHandlers = (strapi: Core.Strapi): Handlers<Pick<typeof commerceRoutes, 'stripeWebhook'>> => ({
  async stripeWebhook({ ctx }) {
    const settings = stripeSettings();
    if (!settings) return refuse.notFound();
    const body: unknown = ctx.request.body;
    const raw = body && typeof body === 'object' && UNPARSED in body ? body[UNPARSED] : undefined;
    const signature = ctx.get('stripe-signature');
    let event: StripeEvent;
    try {
      if (typeof raw !== 'string' || !signature) throw new Error('unsigned');
      event = verifiedEvent(settings, raw, signature);
    } catch {
      return refuse.badRequest(messages.requeteIllisible);
    }
    const session = checkoutSessionOf(event);
    const order = session?.client_reference_id
      ? await strapi.db
          .query(UIDS.order)
          .findOne({ where: { documentId: session.client_reference_id }, select: ['id', 'totalTtc', 'reference', 'stripeSession'] })
      : null;
    const paid =
      session &&
      order &&
      (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') &&
      session.payment_status === 'paid';
    if (paid && session.amount_total !== order.totalTtc) {
      strapi.log.error(
        `Stripe: session ${session.id} paid ${session.amount_total} for order ${order.reference} of ${order.totalTtc}: not settled`,
      );
    }
    let settlement: Settlement | null = null;
    await strapi.db.transaction(async ({ trx }: Transaction) => {
      if (!(await recordOnce(strapi, trx, event, order ? Number(order.id) : null))) return;
      if (paid && session.amount_total === order.totalTtc) {
        settlement = await settleOrder(strapi, Number(order.id), {
          actor: 'systeme',
          who: 'Stripe',
          stripePayment: String(session.payment_intent ?? session.id),
        });
      } else if (order && event.type === 'checkout.session.expired' && session?.id === order.stripeSession) {
        // Only the order's current session: an earlier attempt's expiry leaves a newer page open.
        await closeOrder(strapi, Number(order.id), 'expirer', 'systeme', 'Stripe');
      }
    });
    if (settlement === 'paid' && order) await deliverOrder(strapi, Number(order.id));
    return { received: true };
  },
});
