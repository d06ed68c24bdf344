'use server';

import { redirect } from 'next/navigation';
import {
  messages,
  parseForm,
  paymentSchema,
  schoolPaymentSchema,
  type AccountArea,
  type Basket,
  type CreditBalance,
  type FieldErrors,
  type RecruiterOfferCard,
} from '@cep/domain';
import { commerceRoutes, offerRoutes } from '@cep/domain/contracts';
import { getSessionUser } from '@/lib/session/session';
import { callInSession } from './session-action';

/** The account's area, by the session's role: where its order pages are. */
async function area(): Promise<AccountArea> {
  return (await getSessionUser())?.role === 'ecole' ? '/ecole' : '/recrutement';
}

export interface PurchaseAnswer {
  code: number;
  errors?: FieldErrors;
  message?: string;
}

/** The purchase page's `achat`: what the order buys, as the cms reads it. */
export type PurchaseInput = { type: string; pack?: string; nombre?: string; offre?: string; option?: string };

/** The promo code on the purchase: `/pack-cv/{n}`, `/pack/{id}`, `/offre/{id}` or `/abonnement` after it (spec 02 §7); boosters take no code. */
function promoOn(purchase: PurchaseInput, code: string, pays: string) {
  const query = { pays };
  if (purchase.type === 'pack' && purchase.pack)
    return callInSession(commerceRoutes.promoPack, { params: { code, pack: purchase.pack }, query });
  if (purchase.type === 'pack-cv' && purchase.nombre)
    return callInSession(commerceRoutes.promoCvPack, { params: { code, nombre: purchase.nombre }, query });
  if (purchase.type === 'offre' && purchase.offre)
    return callInSession(commerceRoutes.promoOffer, { params: { code, offre: purchase.offre }, query });
  if (purchase.type === 'abonnement') return callInSession(commerceRoutes.promoSubscription, { params: { code }, query });
  return null;
}

export interface PromoAnswer {
  code: number;
  message?: string;
  textefin?: string;
  panier?: Basket;
}

export async function applyPromoAction(purchase: PurchaseInput, code: string, country: string): Promise<PromoAnswer> {
  const answered = code.trim() ? await promoOn(purchase, code.trim(), country) : null;
  if (!answered) return { code: 404 };
  if (answered.status === 401) return { code: 401 };
  return answered.ok ? { code: 200, textefin: answered.answer.textefin, panier: answered.answer.panier } : { code: 404 };
}

/**
 * The order: checked here with the shared payment schema, then by the cms, which prices it again. A card
 * goes to Stripe's page; a transfer (or a free basket) to the order's page. `orderKey` is the form's: the cms
 * answers a retried submit with the order the first one made.
 */
export async function orderAction(purchase: PurchaseInput, values: Record<string, unknown>, orderKey: string): Promise<PurchaseAnswer> {
  // The visit's campaign rides along (the cms checks it and drops a malformed one).
  const campagne = typeof values.campagne === 'string' ? values.campagne.slice(0, 8000) : '';
  const own = await area();
  const schema = own === '/ecole' ? schoolPaymentSchema : paymentSchema;
  const parsed = parseForm(schema, values);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const answered = await callInSession(
    commerceRoutes.order,
    { body: { ...values, campagne, achat: purchase }, headers: { 'Idempotency-Key': String(orderKey).slice(0, 100) } },
    { revalidate: `${own}/commandes` },
  );
  if (!answered.ok) return answered.refusal;
  redirect(answered.answer.url ?? `${own}/commande/${answered.answer.commande.id}`);
}

export async function retryPaymentAction(id: string): Promise<PurchaseAnswer> {
  const answered = await callInSession(commerceRoutes.payOrder, { params: { id } });
  if (!answered.ok) return answered.refusal;
  if (!answered.answer.url) return { code: 200 };
  redirect(answered.answer.url);
}

export async function cancelOrderAction(id: string): Promise<PurchaseAnswer> {
  const answered = await callInSession(commerceRoutes.cancelOrder, { params: { id } }, { revalidate: `${await area()}/commandes` });
  return answered.ok ? { code: 200 } : answered.refusal;
}

export interface BoosterAnswer {
  code: number;
  message?: string;
  credit?: number | string;
  offre?: RecruiterOfferCard;
}

/** Uses a booster credit on a published offer, then reads its card again (spec 02 §7 `/load-card-offre/{id}`). */
export async function applyBoosterAction(offerId: string, option: number): Promise<BoosterAnswer> {
  const params = { id: offerId, type: String(option) };
  const used = await callInSession(offerRoutes.useBooster, { params }, { revalidate: '/recrutement/offres' });
  if (!used.ok) return { code: used.status, message: used.refusal.message };
  const card = await callInSession(offerRoutes.card, { params: { id: offerId } });
  return { code: 200, credit: used.answer.credit, offre: card.ok ? card.answer.offre : undefined };
}

/** What the social boost form reads of its booking: the answer's `code`, `credit`, `datePublie`, `reserved_dates`, `errors`. */
export interface SocialBoostAnswer {
  code: number;
  credit?: CreditBalance;
  datePublie?: string;
  reserved_dates?: string[];
  errors?: FieldErrors;
  message?: string;
}

/** A booking refused for its day, its logo or its credit: the form shows the days taken by then. */
const REFUSED_BOOKING = [400, 402, 409];

/** The social boost booking (spec 02 §7). */
export async function bookSocialBoostAction(offerId: string, form: FormData): Promise<SocialBoostAnswer> {
  try {
    // No revalidation: the form itself shows the booked day and the credits left (spec 02 §4).
    const params = { ref: offerId };
    const answered = await callInSession(offerRoutes.bookSocialBoost, { params, body: form });
    if (answered.ok) return answered.answer;
    const { code, message, errors } = answered.refusal;
    if (!REFUSED_BOOKING.includes(code)) return { code, message, errors };
    const again = await callInSession(offerRoutes.socialBoostForm, { params });
    return { code, message, errors, reserved_dates: again.ok ? again.answer.reserved_dates : undefined };
  } catch {
    // The cms or the network failed: the spec's general message (spec 02 §8), the form keeps its values.
    return { code: 500, errors: { gestionReseauxSociauxDatepublie: messages.boostErreur } };
  }
}
