import type { Core } from '@strapi/strapi';
import {
  boosterLines,
  cvPackLines,
  isBoosterOption,
  isCvPackSize,
  isPackId,
  packLines,
  PACKS,
  PURCHASES_OF,
  subscriptionLines,
  SUBSCRIPTIONS,
  type BasketLine,
  type PageKind,
  type Purchase,
} from '@cep/domain';
import { checkoutOf, recruiterOffers } from '../../offer';
import { jsonField } from './order-model';

/** A purchase the account may make now, with its basket lines (before VAT and promo). */
export interface PricedPurchase {
  purchase: Purchase;
  label: string;
  lines: BasketLine[];
  /** The offer it is for (an offer's publication, a booster). */
  offerId?: number;
  /** The months a subscription adds once paid. */
  dureeMois?: number;
}

/** Reads a purchase from route or body parameters; anything else is not a purchase (404). */
export function parsePurchase(input: Record<string, unknown>): Purchase | null {
  const type = String(input.type ?? '');
  const pack = String(input.pack ?? '');
  if (type === 'pack' && isPackId(pack)) return { type, packId: pack };
  if (type === 'pack-cv' && isCvPackSize(Number(input.nombre))) return { type, nombre: Number(input.nombre) };
  if (type === 'abonnement') return { type };
  if (type === 'offre' && typeof input.offre === 'string' && input.offre) return { type, offreId: input.offre };
  const option = Number(input.option);
  if (type === 'booster' && typeof input.offre === 'string' && input.offre && isBoosterOption(option))
    return { type, offreId: input.offre, option };
  return null;
}

/** The purchase an order keeps in its `achat`, read back with the checks it passed when it was ordered. */
export const storedPurchase = (achat: unknown): Purchase | null =>
  parsePurchase({
    type: jsonField(achat, 'type'),
    pack: jsonField(achat, 'packId'),
    nombre: jsonField(achat, 'nombre'),
    offre: jsonField(achat, 'offreId'),
    option: jsonField(achat, 'option'),
  });

/**
 * What a purchase costs this account, when its kind of account may make it (a school buys only its
 * subscription). An offer's publication is its step-3 basket, once steps 1 and 2 are complete and only for a
 * draft: lines its credits cover are already free, the rest is bought. A booster is for one of the account's
 * published offers. Another account's offer is not found. A subscription is the account kind's own.
 */
export async function pricePurchase(
  strapi: Core.Strapi,
  account: { id: number; type: PageKind },
  purchase: Purchase,
): Promise<PricedPurchase | null> {
  if (!PURCHASES_OF[account.type].includes(purchase.type)) return null;
  const accountId = account.id;
  switch (purchase.type) {
    case 'abonnement': {
      const subscription = SUBSCRIPTIONS[account.type];
      return { purchase, label: subscription.nom, lines: subscriptionLines(subscription), dureeMois: subscription.dureeMois };
    }
    case 'pack': {
      const pack = PACKS[purchase.packId];
      return { purchase, label: `Pack ${pack.nom}`, lines: packLines(pack) };
    }
    case 'pack-cv': {
      const lines = cvPackLines(purchase.nombre);
      return { purchase, label: lines[0].label, lines };
    }
    case 'offre': {
      const offer = await recruiterOffers(strapi).owned(accountId, purchase.offreId);
      if (!offer || offer.etat !== 'brouillon') return null;
      const checkout = await checkoutOf(strapi, accountId, offer);
      if (checkout.etape !== 3 || checkout.gratuite || checkout.panier.totalHtCents === 0) return null;
      // Only what the credits do not cover is sold; the covered lines are spent from the credits at publication.
      const lines = checkout.panier.lines.filter((line) => !line.coveredByCredit && line.totalCents > 0);
      return { purchase, label: `Publication — ${offer.offreTitre ?? ''}`, lines, offerId: Number(offer.id) };
    }
    case 'booster': {
      const offer = await recruiterOffers(strapi).owned(accountId, purchase.offreId);
      if (!offer || offer.etat !== 'publiee') return null;
      const lines = boosterLines(purchase.option, offer.offreTitre ?? '');
      return { purchase, label: lines[0].label, lines, offerId: Number(offer.id) };
    }
  }
}
