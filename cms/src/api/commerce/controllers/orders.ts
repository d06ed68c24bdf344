import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ACCOUNT_AREAS, messages, type OrdersResponse } from '@cep/domain';
import { membershipIn } from '../../../utils/membership';
import { sendPrivateFile } from '../../../private-files/serve';
import { ledger } from '../../account/services/ledger';
import { subscriptions } from '../../account/services/subscription';
import { closeOrder, fulfilOrder } from '../services/fulfilment';
import { invoicePdf } from '../services/invoices';
import { INVOICE_UID } from '../services/order-model';
import { orders } from '../services/orders';
import { retrieveCheckoutSession, stripeSettings } from '../services/stripe-gateway';

type User = { id: number; email: string };

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.body = { code: 404, message: messages.commandeClose };
}

/** The account's orders and invoices (issue #12 items 6, 7, 10); another account's order is not found. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /recrutement/commandes — orders, their state and invoices, the credits left by kind and the subscription. */
  async list(ctx: Context) {
    const { accountId } = membershipIn(ctx);
    const body: OrdersResponse = {
      code: 200,
      commandes: await orders(strapi).list(accountId),
      credits: await ledger(strapi).balances(accountId),
      abonnementFin: (await subscriptions(strapi).of(accountId))?.fin ?? null,
    };
    ctx.body = body;
  },

  /** GET /recrutement/commande/:id */
  async findOne(ctx: Context) {
    const order = await orders(strapi).owned(membershipIn(ctx).accountId, String(ctx.params.id));
    if (!order) return notFound(ctx);
    ctx.body = { code: 200, commande: await orders(strapi).view(order.documentId) };
  },

  /**
   * POST /recrutement/commande/:id/confirmation — the success page's call: asks Stripe whether the session
   * was paid and, if so, fulfils exactly as the webhook does (whichever arrives first pays the order).
   */
  async confirm(ctx: Context) {
    const order = await orders(strapi).owned(membershipIn(ctx).accountId, String(ctx.params.id));
    if (!order) return notFound(ctx);
    const stripe = stripeSettings();
    if (stripe && order.etat !== 'payee' && order.modePaiement === 'carte' && order.stripeSession) {
      try {
        const session = await retrieveCheckoutSession(stripe, order.stripeSession);
        if (
          session.payment_status === 'paid' &&
          session.amount_total === order.totalTtc &&
          session.client_reference_id === order.documentId
        ) {
          await fulfilOrder(strapi, Number(order.id), {
            actor: 'systeme',
            who: 'Stripe',
            stripePayment: String(session.payment_intent ?? session.id),
          });
        }
      } catch (error) {
        // Stripe unreachable: the webhook will settle it; the page shows the order as it stands.
        strapi.log.warn(`Stripe: session of order ${order.reference} not read: ${(error as Error).message}`);
      }
    }
    ctx.body = { code: 200, commande: await orders(strapi).view(order.documentId) };
  },

  /** POST /recrutement/commande/:id/paiement — another go on Stripe's page for a card order still waiting. */
  async pay(ctx: Context) {
    const { accountId, type } = membershipIn(ctx);
    const order = await orders(strapi).owned(accountId, String(ctx.params.id));
    if (!order) return notFound(ctx);
    const result = await orders(strapi).startCardPayment(order.documentId, ACCOUNT_AREAS[type], (ctx.state.user as User).email);
    if (result.ok) {
      ctx.body = { code: 200, commande: result.order, url: result.url };
      return;
    }
    ctx.status = result.status;
    ctx.body = { code: result.status, message: 'message' in result ? result.message : messages.commandeClose };
  },

  /** POST /recrutement/commande/:id/annulation — the buyer drops an order still waiting for its payment. */
  async cancel(ctx: Context) {
    const { accountId, type } = membershipIn(ctx);
    const order = await orders(strapi).owned(accountId, String(ctx.params.id));
    if (!order) return notFound(ctx);
    const buyer = type === 'ecole' ? 'ecole' : 'recruteur';
    if (!(await closeOrder(strapi, Number(order.id), 'annuler', buyer, (ctx.state.user as User).email))) {
      ctx.status = 409;
      ctx.body = { code: 409, message: messages.commandeClose };
      return;
    }
    ctx.body = { code: 200, commande: await orders(strapi).view(order.documentId) };
  },

  /** GET /recrutement/facture/:numero — the invoice's PDF, for the account's members only. */
  async invoice(ctx: Context) {
    const invoice = await strapi.documents(INVOICE_UID).findFirst({
      filters: { numero: String(ctx.params.numero), account: { id: membershipIn(ctx).accountId } },
    });
    if (!invoice) {
      ctx.status = 404;
      ctx.body = { code: 404 };
      return;
    }
    const { file, storage } = await invoicePdf(strapi, invoice);
    await sendPrivateFile(ctx, storage, file);
  },
});
