import type { Core } from '@strapi/strapi';
import {
  createOfferStep1Schema,
  hasCredit,
  isFreeOffer,
  offerBasketLines,
  priceBasket,
  UNLIMITED,
  type Basket,
  type CreditBalance,
} from '@cep/domain';
import { ledger } from '../../account/services/ledger';
import { ACCOUNT_UID } from '../../account/services/current-membership';
import { organisations } from '../../account/services/organisations';
import { lockRow, type Transaction } from '../../../utils/row-lock';
import { step1Values, type Offer, type OfferFields } from '../utils/attributes';
import { applyOfferAction, OFFER_UID } from './lifecycle';

export interface Checkout {
  /** The first step still incomplete, or 3 when the offer is ready to publish. */
  etape: 1 | 2 | 3;
  gratuite: boolean;
  credits: CreditBalance;
  panier: Basket;
  /** Nothing left to pay: the credit (or a free contract) covers the basket. */
  publiable: boolean;
}

type AccountFlags = { villeFacultative?: boolean | null; remunerationFacultative?: boolean | null };

/** Step 1's schema for publication, with the account's own relaxing flags (spec 01 §5). */
export function stepOneSchema(flags: AccountFlags | null) {
  return createOfferStep1Schema({
    villeFacultative: Boolean(flags?.villeFacultative),
    remunerationFacultative: Boolean(flags?.remunerationFacultative),
  });
}

export async function accountFlags(strapi: Core.Strapi, accountId: number): Promise<AccountFlags | null> {
  return strapi.documents(ACCOUNT_UID).findFirst({ filters: { id: accountId }, fields: ['villeFacultative', 'remunerationFacultative'] });
}

/** Step 3 (spec 01 §2, §9): the basket of the offer, priced by the domain, with the account's publication credit. */
export async function checkoutOf(strapi: Core.Strapi, accountId: number, offer: OfferFields): Promise<Checkout> {
  const [company, flags, balances] = await Promise.all([
    organisations(strapi).mainCompany(accountId),
    accountFlags(strapi, accountId),
    ledger(strapi).balances(accountId),
  ]);
  const credits = balances.offre;
  const pricing = {
    offreContrat: offer.offreContrat ?? null,
    emploivendagesaisonier: Boolean(offer.emploivendagesaisonier),
    options: Array.isArray(offer.options) ? offer.options.filter((id): id is number => typeof id === 'number') : [],
  };
  const gratuite = isFreeOffer(pricing);
  const panier = priceBasket(offerBasketLines(pricing), {
    country: (company?.factureDifferente ? company.societeFacturePays : company?.societePays) ?? 'FR',
    useCredit: !gratuite && hasCredit(credits),
  });
  const stepOneComplete = stepOneSchema(flags).safeParse(step1Values(offer)).success;
  const etape = !stepOneComplete ? 1 : offer.offreModeReception ? 3 : 2;
  return { etape, gratuite, credits, panier, publiable: etape === 3 && panier.totalTtcCents === 0 };
}

export type PublishResult = { ok: true; offer: Offer } | { ok: false; reason: 'incomplete' | 'payment' | 'state' };

/**
 * Sends the offer to moderation when nothing is left to pay. The state change and the credit spend are one
 * transaction on the locked offer: a double click publishes once and spends once, and when the account's
 * last credit went to a concurrent publication this one stays a draft (402). A refusal gives the credit back.
 */
export async function publishOffer(strapi: Core.Strapi, accountId: number, offer: Offer): Promise<PublishResult> {
  if (offer.etat !== 'brouillon') return { ok: false, reason: 'state' };
  const checkout = await checkoutOf(strapi, accountId, offer);
  if (checkout.etape !== 3) return { ok: false, reason: 'incomplete' };
  if (!checkout.publiable) return { ok: false, reason: 'payment' };
  const spendsCredit = checkout.credits !== UNLIMITED && checkout.panier.lines.some((line) => line.coveredByCredit);
  return strapi.db.transaction(async ({ trx }: Transaction): Promise<PublishResult> => {
    const current = await lockRow(strapi, trx, OFFER_UID, Number(offer.id), ['etat']);
    if (current?.etat !== 'brouillon') return { ok: false, reason: 'state' };
    if (spendsCredit) {
      const spent = await ledger(strapi).spend({ accountId, kind: 'offre', quantity: 1, reason: 'publication', offerId: Number(offer.id) });
      if (!spent.ok) return { ok: false, reason: 'payment' };
    }
    const result = await applyOfferAction(strapi, offer, 'publier', 'recruteur', { creditUtilise: spendsCredit });
    // Throwing rolls the spend back; the offer was locked as a draft, so the machine cannot refuse.
    if (!result.ok) throw new Error(`offer ${offer.documentId}: 'publier' refused on a locked draft`);
    return result;
  });
}
