'use server';

import { redirect } from 'next/navigation';
import {
  messages,
  paymentSchema,
  schoolPaymentSchema,
  type AccountArea,
  type Basket,
  type FieldErrors,
  type RecruiterOfferCard,
} from '@cep/domain';
import {
  applyBooster,
  bookSocialBoost,
  cancelOrder,
  createOrder,
  getOfferCard,
  retryCardPayment,
  validatePromo,
  type SocialBoostAnswer,
} from '@/lib/cms';
import { getSessionUser } from '@/lib/session/session';
import { withSession } from './session-action';

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

/** `/pack-cv/{n}`, `/pack/{id}`, `/offre/{id}` or `/abonnement` after the promo code (spec 02 §7); boosters take no code. */
function promoPath(purchase: PurchaseInput): string | null {
  if (purchase.type === 'pack' && purchase.pack) return `/pack/${encodeURIComponent(purchase.pack)}`;
  if (purchase.type === 'pack-cv' && purchase.nombre) return `/pack-cv/${encodeURIComponent(purchase.nombre)}`;
  if (purchase.type === 'offre' && purchase.offre) return `/offre/${encodeURIComponent(purchase.offre)}`;
  if (purchase.type === 'abonnement') return '/abonnement';
  return null;
}

export interface PromoAnswer {
  code: number;
  message?: string;
  textefin?: string;
  panier?: Basket;
}

export async function applyPromoAction(purchase: PurchaseInput, code: string, country: string): Promise<PromoAnswer> {
  const path = promoPath(purchase);
  if (!path || !code.trim()) return { code: 404 };
  return withSession({}, async (jwt) => {
    const answer = await validatePromo(jwt, code.trim(), path, country);
    return answer.code === 200 ? { code: 200, textefin: answer.textefin, panier: answer.panier } : { code: 404 };
  });
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
  const answer = await withSession({ schema, input: values, revalidate: `${own}/commandes` }, (jwt) =>
    createOrder(jwt, { ...values, campagne, achat: purchase }, String(orderKey).slice(0, 100)),
  );
  if (answer.code !== 200 || !('commande' in answer)) return answer as PurchaseAnswer;
  redirect(answer.url ?? `${own}/commande/${answer.commande.id}`);
}

export async function retryPaymentAction(id: string): Promise<PurchaseAnswer> {
  const answer = await withSession({}, (jwt) => retryCardPayment(jwt, id));
  if (answer.code !== 200 || !('url' in answer) || !answer.url) return answer as PurchaseAnswer;
  redirect(answer.url);
}

export async function cancelOrderAction(id: string): Promise<PurchaseAnswer> {
  return withSession({ revalidate: `${await area()}/commandes` }, (jwt) => cancelOrder(jwt, id));
}

export interface BoosterAnswer {
  code: number;
  message?: string;
  credit?: number | string;
  offre?: RecruiterOfferCard;
}

/** Uses a booster credit on a published offer, then reads its card again (spec 02 §7 `/load-card-offre/{id}`). */
export async function applyBoosterAction(offerId: string, option: number): Promise<BoosterAnswer> {
  return withSession({ revalidate: '/recrutement/offres' }, async (jwt) => {
    const used = await applyBooster(jwt, offerId, option);
    if (used.code !== 200) return { code: used.code, message: used.message };
    const card = await getOfferCard(jwt, offerId);
    return { code: 200, credit: used.credit, offre: card?.offre };
  });
}

/** The social boost booking (spec 02 §7): the answer's `code`, `credit`, `datePublie`, `reserved_dates`, `errors`. */
export async function bookSocialBoostAction(offerId: string, form: FormData): Promise<SocialBoostAnswer> {
  try {
    // No revalidation: the form itself shows the booked day and the credits left (spec 02 §4).
    return await withSession({}, (jwt) => bookSocialBoost(jwt, offerId, form));
  } catch {
    // The cms or the network failed: the spec's general message (spec 02 §8), the form keeps its values.
    return { code: 500, errors: { gestionReseauxSociauxDatepublie: messages.boostErreur } };
  }
}
