import 'server-only';
import type {
  OrderCreated,
  OrderView,
  OrdersResponse,
  PacksResponse,
  PromoValidation,
  PurchaseQuote,
  RecruiterOfferCard,
} from '@cep/domain';
import { cmsGet, cmsSend, cmsUpload } from './client';

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });
/** Stripe unreachable (502) or card payment not configured (503): the cms answers a French message to show. */
const PAYMENT_ERRORS = [502, 503] as const;

export const getPacks = () => cmsGet<PacksResponse>('/packs');

/** The purchase named by the purchase page's query (`type=pack&pack=…`, `type=offre&offre=…`…), or null when not for sale. */
export const getQuote = (jwt: string, query: Record<string, string | undefined>) =>
  cmsGet<PurchaseQuote>('/recrutement/achat', query, bearer(jwt));

/** `/codepromo/validation/{code}` followed by the purchase's path (spec 02 §7). */
export async function validatePromo(jwt: string, code: string, purchasePath: string, country: string): Promise<PromoValidation> {
  const path = `/codepromo/validation/${encodeURIComponent(code)}${purchasePath}`;
  const answer = await cmsGet<PromoValidation>(path, { pays: country }, bearer(jwt));
  return answer ?? { code: 404, message: '' };
}

export async function createOrder(jwt: string, data: unknown, orderKey: string): Promise<OrderCreated> {
  const headers = { ...bearer(jwt), 'Idempotency-Key': orderKey };
  return (await cmsSend<OrderCreated>('POST', '/recrutement/commande', data, headers, PAYMENT_ERRORS)).body;
}

export const getOrders = (jwt: string) => cmsGet<OrdersResponse>('/recrutement/commandes', undefined, bearer(jwt));
export const getOrder = (jwt: string, id: string) =>
  cmsGet<{ code: 200; commande: OrderView }>(`/recrutement/commande/${encodeURIComponent(id)}`, undefined, bearer(jwt));

/** Stripe's success page: the cms asks Stripe and settles the order when it was paid. */
export async function confirmOrder(jwt: string, id: string) {
  return (
    await cmsSend<{ code: number; commande?: OrderView }>(
      'POST',
      `/recrutement/commande/${encodeURIComponent(id)}/confirmation`,
      undefined,
      bearer(jwt),
    )
  ).body;
}

export async function retryCardPayment(jwt: string, id: string) {
  return (
    await cmsSend<{ code: number; url?: string; message?: string }>(
      'POST',
      `/recrutement/commande/${encodeURIComponent(id)}/paiement`,
      undefined,
      bearer(jwt),
      PAYMENT_ERRORS,
    )
  ).body;
}

export async function cancelOrder(jwt: string, id: string) {
  return (
    await cmsSend<{ code: number; message?: string }>(
      'POST',
      `/recrutement/commande/${encodeURIComponent(id)}/annulation`,
      undefined,
      bearer(jwt),
    )
  ).body;
}

export async function applyBooster(jwt: string, offerId: string, option: number) {
  return (
    await cmsSend<{ code: number; credit?: number | string; message?: string }>(
      'POST',
      `/recrutement/offre/${encodeURIComponent(offerId)}/utilisation/booster/${option}`,
      undefined,
      bearer(jwt),
    )
  ).body;
}

export const getOfferCard = (jwt: string, offerId: string) =>
  cmsGet<{ code: 200; offre: RecruiterOfferCard }>(`/load-card-offre/${encodeURIComponent(offerId)}`, undefined, bearer(jwt));

export interface SocialBoostForm {
  code: 200;
  reserved_dates: string[];
  max: string;
  datePublie: string | null;
  credit: number | 'illimite';
}

export interface SocialBoostAnswer {
  code: number;
  credit?: number | 'illimite';
  datePublie?: string;
  reserved_dates?: string[];
  errors?: Record<string, string>;
}

const boostPath = (offerId: string) => `/recrutement/offre/${encodeURIComponent(offerId)}/utilisation/boost/reseaux/sociaux`;

export const getSocialBoost = (jwt: string, offerId: string) => cmsGet<SocialBoostForm>(boostPath(offerId), undefined, bearer(jwt));

/** The booking (date and logo, multipart): the cms checks the date, the logo's bytes and the credit. */
export async function bookSocialBoost(jwt: string, offerId: string, form: FormData): Promise<SocialBoostAnswer> {
  return (await cmsUpload<SocialBoostAnswer>(boostPath(offerId), form, bearer(jwt))).body;
}
