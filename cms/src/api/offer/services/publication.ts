import type { Core } from '@strapi/strapi';
import {
  createOfferStep1Schema,
  isFreeOffer,
  offerBasketLines,
  priceBasket,
  UNLIMITED,
  type Basket,
  type CreditBalance,
  type CreditKind,
} from '@cep/domain';
import { ledger, organisations } from '../../account';
import { lockRow, type Transaction } from '../../../utils/row-lock';
import { step1Values, type Offer, type OfferFields } from '../utils/attributes';
import { applyOfferAction } from './lifecycle';
import { UIDS } from '../../../uids';

export interface Checkout {
  /** The first step still incomplete, or 3 when the offer is ready to publish. */
  etape: 1 | 2 | 3;
  gratuite: boolean;
  /** The account's balances by kind: the lines they cover cost 0 € HT. */
  credits: Record<CreditKind, CreditBalance>;
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
  return strapi.documents(UIDS.account).findFirst({ filters: { id: accountId }, fields: ['villeFacultative', 'remunerationFacultative'] });
}

/** Step 3 (spec 01 §2, §9): the basket of the offer, priced by the domain; the account's credits cover what they can. */
export async function checkoutOf(strapi: Core.Strapi, accountId: number, offer: OfferFields): Promise<Checkout> {
  const [company, flags, balances] = await Promise.all([
    organisations(strapi).mainCompany(accountId),
    accountFlags(strapi, accountId),
    ledger(strapi).balances(accountId),
  ]);
  const pricing = {
    offreContrat: offer.offreContrat ?? null,
    emploivendagesaisonier: Boolean(offer.emploivendagesaisonier),
    options: Array.isArray(offer.options) ? offer.options.filter((id): id is number => typeof id === 'number') : [],
  };
  const gratuite = isFreeOffer(pricing);
  const panier = priceBasket(offerBasketLines(pricing), {
    country: (company?.factureDifferente ? company.societeFacturePays : company?.societePays) ?? 'FR',
    credits: gratuite ? {} : balances,
  });
  const stepOneComplete = stepOneSchema(flags).safeParse(step1Values(offer)).success;
  const etape = !stepOneComplete ? 1 : offer.offreModeReception ? 3 : 2;
  return { etape, gratuite, credits: balances, panier, publiable: etape === 3 && panier.totalTtcCents === 0 };
}

/** A credit went to a concurrent purchase between pricing and spending: nothing of this publication stays. */
class CreditShortError extends Error {}

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
  // What the credits cover is spent, line by line (an unlimited account spends nothing).
  const spends = checkout.panier.lines.flatMap((line) =>
    line.creditKind && checkout.credits[line.creditKind] !== UNLIMITED ? [{ kind: line.creditKind, quantity: line.quantity }] : [],
  );
  const publish = strapi.db.transaction(async ({ trx }: Transaction): Promise<PublishResult> => {
    const current = await lockRow(strapi, trx, UIDS.offer, Number(offer.id), ['etat']);
    if (current?.etat !== 'brouillon') return { ok: false, reason: 'state' };
    for (const spend of spends) {
      const reason = spend.kind === 'offre' || spend.kind === 'vendanges' ? 'publication' : 'booster';
      const spent = await ledger(strapi).spend({ accountId, ...spend, reason, offerId: Number(offer.id) });
      // Throwing rolls back the spends already made in this transaction.
      if (!spent.ok) throw new CreditShortError();
    }
    const creditUtilise = spends.some((spend) => spend.kind === 'offre' || spend.kind === 'vendanges');
    const result = await applyOfferAction(strapi, offer, 'publier', 'recruteur', { creditUtilise });
    // Throwing rolls the spend back; the offer was locked as a draft, so the machine cannot refuse.
    if (!result.ok) throw new Error(`offer ${offer.documentId}: 'publier' refused on a locked draft`);
    return result;
  });
  return publish.catch((error: unknown): PublishResult => {
    if (error instanceof CreditShortError) return { ok: false, reason: 'payment' };
    throw error;
  });
}
