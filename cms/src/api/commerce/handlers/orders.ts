import type { Core } from '@strapi/strapi';
import { ACCOUNT_AREAS, messages } from '@cep/domain';
import type { commerceRoutes } from '@cep/domain/contracts';
import { sendPrivateFile } from '../../../private-files/serve';
import { SENT, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { ledger, subscriptions } from '../../account';
import { closeOrder, fulfilOrder } from '../services/fulfilment';
import { invoicePdf } from '../services/invoices';
import { orders } from '../services/orders';
import { retrieveCheckoutSession, stripeSettings } from '../services/stripe-gateway';
import { UIDS } from '../../../uids';
import { errorMessage } from '../../../utils/error-message';

type Routes = typeof commerceRoutes;
const orderClosed = () => refuse.notFound(messages.commandeClose);

/** The account's orders and invoices (issue #12 items 6, 7, 10); another account's order is not found. */
export const orderHandlers = (
  strapi: Core.Strapi,
): Handlers<Pick<Routes, 'orders' | 'findOrder' | 'confirmOrder' | 'payOrder' | 'cancelOrder' | 'invoice'>> => ({
  /** Orders, their state and invoices, the credits left by kind and the subscription. */
  async orders({ membership }) {
    return {
      code: 200,
      commandes: await orders(strapi).list(membership.accountId),
      credits: await ledger(strapi).balances(membership.accountId),
      abonnementFin: (await subscriptions(strapi).of(membership.accountId))?.fin ?? null,
    };
  },

  async findOrder({ params, membership }) {
    const order = await orders(strapi).owned(membership.accountId, params.id);
    if (!order) return orderClosed();
    return { code: 200, commande: await orders(strapi).view(order.documentId) };
  },

  /** The success page's call: asks Stripe whether the session was paid and, if so, fulfils exactly as the webhook does (whichever arrives first pays the order). */
  async confirmOrder({ params, membership }) {
    const order = await orders(strapi).owned(membership.accountId, params.id);
    if (!order) return orderClosed();
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
        strapi.log.warn(`Stripe: session of order ${order.reference} not read: ${errorMessage(error)}`);
      }
    }
    return { code: 200, commande: await orders(strapi).view(order.documentId) };
  },

  /** Another go on Stripe's page for a card order still waiting. */
  async payOrder({ params, membership, caller }) {
    const order = await orders(strapi).owned(membership.accountId, params.id);
    if (!order) return orderClosed();
    const result = await orders(strapi).startCardPayment(order.documentId, ACCOUNT_AREAS[membership.type], caller.email);
    if (result.ok) return { code: 200, commande: result.order, url: result.url };
    return refuse.status(result.status, 'message' in result ? result.message : messages.commandeClose);
  },

  /** The buyer drops an order still waiting for its payment. */
  async cancelOrder({ params, membership, caller }) {
    const order = await orders(strapi).owned(membership.accountId, params.id);
    if (!order) return orderClosed();
    const buyer = membership.type === 'ecole' ? 'ecole' : 'recruteur';
    if (!(await closeOrder(strapi, Number(order.id), 'annuler', buyer, caller.email))) return refuse.conflict(messages.commandeClose);
    return { code: 200, commande: await orders(strapi).view(order.documentId) };
  },

  /** The invoice's PDF, for the account's members only. */
  async invoice({ params, membership, ctx }) {
    const invoice = await strapi.documents(UIDS.invoice).findFirst({
      filters: { numero: params.numero, account: { id: membership.accountId } },
    });
    if (!invoice) return refuse.notFound();
    const { file, storage } = await invoicePdf(strapi, invoice);
    return (await sendPrivateFile(ctx, storage, file)) ? SENT : refuse.notFound();
  },
});
