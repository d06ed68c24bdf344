import { z } from '../zod';
import type {
  OrderAnswer,
  OrderCreated,
  OrdersResponse,
  PacksResponse,
  PromoValidation,
  PurchaseQuote,
  VatAnswer,
} from '../responses/commerce';
import { documentId, queryText } from './fields';
import { route, type FileAnswer } from './route';

/** The basket and the orders serve every account (a school buys its subscription); what each may buy is `PURCHASES_OF`. */
const account = { member: {} } as const;
/** Spending the account's money reaches others (an invoice, a publication): a confirmed address is required. */
const buyer = { member: { confirmed: true } } as const;
const company = { member: { type: 'entreprise' } } as const;

/** The country a price is asked for (`?pays=FR`); an unknown one is the account's billing country. */
const country = z.object({ pays: queryText(2) });
const promoCode = z.string().min(1).max(64);
const byOrder = z.object({ id: documentId });
/** A payment service that cannot answer says so in French (502: Stripe unreachable, 503: card payment not configured). */
const PAYMENT_ERRORS = [502, 503];

/**
 * What a purchase names in the quote's query (`type=pack&pack=…`, `type=pack-cv&nombre=5`, `type=offre&offre=…`,
 * `type=booster&offre=…&option=…`, `type=abonnement`); `parsePurchase` decides what it is.
 */
export const purchaseQuery = z.object({
  type: queryText(20),
  pack: queryText(40),
  nombre: queryText(6),
  offre: queryText(64),
  option: queryText(2),
  pays: queryText(2),
});

/**
 * The order form: the purchase (`achat`), the payment form's fields (checked by the account's kind of payment
 * schema: a school may leave the VAT number out) and the campaign the buyer came from.
 */
export const orderRequest = z.looseObject({
  achat: z.record(z.string(), z.unknown()).optional(),
  campagne: z.unknown().optional(),
});

/** Packs, basket, promo codes, orders, invoices and Stripe's webhook (spec 01 §2, §3, §9; spec 02 §7; issues #12, #38). */
export const commerceRoutes = {
  packs: route<PacksResponse>()({
    method: 'GET',
    path: '/packs',
    summary: 'The packs, the CV packs and the subscriptions, priced for France.',
    access: { public: true },
  }),
  quote: route<PurchaseQuote>()({
    method: 'GET',
    path: '/recrutement/achat',
    summary: 'What a purchase costs the account, and the billing block to prefill.',
    access: account,
    query: purchaseQuery,
    refusals: [404],
  }),
  vat: route<VatAnswer>()({
    method: 'GET',
    path: '/recrutement/societe/tva',
    summary: 'The VAT rate of a billing country (the account’s by default).',
    access: company,
    query: country,
  }),
  promo: route<PromoValidation>()({
    method: 'GET',
    path: '/codepromo/validation/:code',
    summary: 'Whether a promo code serves anything the account may buy now.',
    access: company,
    params: z.object({ code: promoCode }),
    query: country,
    refusals: [404],
  }),
  promoCvPack: route<PromoValidation>()({
    method: 'GET',
    path: '/codepromo/validation/:code/pack-cv/:nombre',
    summary: 'A promo code on a CV pack: the discount and the basket.',
    access: company,
    params: z.object({ code: promoCode, nombre: z.string().max(6) }),
    query: country,
    refusals: [404],
  }),
  promoPack: route<PromoValidation>()({
    method: 'GET',
    path: '/codepromo/validation/:code/pack/:pack',
    summary: 'A promo code on a pack: the discount and the basket.',
    access: company,
    params: z.object({ code: promoCode, pack: z.string().max(40) }),
    query: country,
    refusals: [404],
  }),
  promoOffer: route<PromoValidation>()({
    method: 'GET',
    path: '/codepromo/validation/:code/offre/:offre',
    summary: 'A promo code on an offer’s publication: the discount and the basket.',
    access: company,
    params: z.object({ code: promoCode, offre: documentId }),
    query: country,
    refusals: [404],
  }),
  promoSubscription: route<PromoValidation>()({
    method: 'GET',
    path: '/codepromo/validation/:code/abonnement',
    summary: 'A promo code on the account’s subscription: the discount and the basket.',
    access: account,
    params: z.object({ code: promoCode }),
    query: country,
    refusals: [404],
  }),
  order: route<OrderCreated>()({
    method: 'POST',
    path: '/recrutement/commande',
    summary: 'Orders a purchase: by card (Stripe’s page) or by transfer. An Idempotency-Key header makes a retry find the same order.',
    access: buyer,
    body: orderRequest,
    refusals: [400, 404, 409],
    readable: PAYMENT_ERRORS,
  }),
  orders: route<OrdersResponse>()({
    method: 'GET',
    path: '/recrutement/commandes',
    summary: 'The account’s orders and invoices, its credits by kind and its subscription’s last day.',
    access: account,
  }),
  findOrder: route<OrderAnswer>()({
    method: 'GET',
    path: '/recrutement/commande/:id',
    summary: 'One of the account’s orders.',
    access: account,
    params: byOrder,
    refusals: [404],
  }),
  confirmOrder: route<OrderAnswer>()({
    method: 'POST',
    path: '/recrutement/commande/:id/confirmation',
    summary: 'Stripe’s success page: asks Stripe whether the order was paid and settles it if so.',
    access: account,
    params: byOrder,
    refusals: [404],
  }),
  payOrder: route<OrderCreated>()({
    method: 'POST',
    path: '/recrutement/commande/:id/paiement',
    summary: 'Another go on Stripe’s page for a card order still waiting.',
    access: buyer,
    params: byOrder,
    refusals: [404, 409],
    readable: PAYMENT_ERRORS,
  }),
  cancelOrder: route<OrderAnswer>()({
    method: 'POST',
    path: '/recrutement/commande/:id/annulation',
    summary: 'The buyer drops an order still waiting for its payment.',
    access: account,
    params: byOrder,
    refusals: [404, 409],
  }),
  invoice: route<FileAnswer>()({
    method: 'GET',
    path: '/recrutement/facture/:numero',
    summary: 'An invoice’s or a credit note’s PDF, for the account’s members.',
    access: account,
    params: z.object({ numero: z.string().min(1).max(40) }),
    refusals: [404],
  }),
  stripeWebhook: route<{ received: true }>()({
    method: 'POST',
    path: '/paiement/stripe/webhook',
    summary: 'Stripe’s calls, signed: a paid session settles its order, an expired one closes it.',
    // Stripe signs its calls: no user, the signature is the authentication.
    access: { public: true },
    refusals: [400, 404],
  }),
};
