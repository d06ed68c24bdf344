import type { Core } from '@strapi/strapi';
import {
  consumeCredit,
  createOfferStep1Schema,
  hasCredit,
  isFreeOffer,
  offerBasketLines,
  priceBasket,
  UNLIMITED,
  type Basket,
  type CreditBalance,
} from '@cep/domain';
import type { AccountScope } from '../api/compte/services/scope';
import { step1Values, type OfferRow } from './attributes';
import { applyOfferAction } from './lifecycle';
import { accountCompanies, type AccountCompany } from './ownership';

export interface Checkout {
  /** The first step still incomplete, or 3 when the offer is ready to publish. */
  etape: 1 | 2 | 3;
  gratuite: boolean;
  credits: CreditBalance;
  panier: Basket;
  /** Nothing left to pay: the credit (or a free contract) covers the basket. */
  publiable: boolean;
}

const balanceOf = (company: AccountCompany | undefined): CreditBalance =>
  company?.creditsIllimites ? UNLIMITED : (company?.creditsOffre ?? 0);

const billingCountry = (company: AccountCompany | undefined) =>
  (company?.factureDifferente ? company.societeFacturePays : company?.societePays) ?? 'FR';

/** Step 1 complete for publication, with the company's own relaxing flags (spec 01 §5). */
function stepOneComplete(offer: OfferRow, company: AccountCompany | undefined): boolean {
  const values = step1Values(offer);
  const schema = createOfferStep1Schema({
    villeFacultative: Boolean(company?.villeFacultative),
    remunerationFacultative: Boolean(company?.remunerationFacultative),
  });
  return schema.safeParse(values).success;
}

/** Step 3 (spec 01 §2, §9): the basket of the offer, priced by the domain, with the company's credit. */
export async function checkoutOf(strapi: Core.Strapi, scope: AccountScope, offer: OfferRow): Promise<Checkout> {
  const account = (await accountCompanies(strapi, scope))[0];
  const credits = balanceOf(account);
  const pricing = {
    offreContrat: offer.offreContrat,
    emploivendagesaisonier: Boolean(offer.emploivendagesaisonier),
    options: offer.options ?? [],
  };
  const gratuite = isFreeOffer(pricing);
  const panier = priceBasket(offerBasketLines(pricing), {
    country: billingCountry(account),
    useCredit: !gratuite && hasCredit(credits),
  });
  const etape = !stepOneComplete(offer, account) ? 1 : offer.offreModeReception ? 3 : 2;
  return { etape, gratuite, credits, panier, publiable: etape === 3 && panier.totalTtcCents === 0 };
}

export type PublishResult = { ok: true; offer: OfferRow } | { ok: false; reason: 'incomplete' | 'payment' | 'state' };

/**
 * Sends the offer to moderation when nothing is left to pay: the credit is used now and given back if a
 * moderator refuses. Card and transfer payment come later; until then a paying basket keeps the draft.
 */
export async function publishOffer(strapi: Core.Strapi, scope: AccountScope, offer: OfferRow): Promise<PublishResult> {
  if (offer.etat !== 'brouillon') return { ok: false, reason: 'state' };
  const checkout = await checkoutOf(strapi, scope, offer);
  if (checkout.etape !== 3) return { ok: false, reason: 'incomplete' };
  if (!checkout.publiable) return { ok: false, reason: 'payment' };
  const useCredit = checkout.panier.lines.some((line) => line.coveredByCredit);
  if (useCredit && scope.companyId !== null && checkout.credits !== UNLIMITED) {
    await strapi.db.query('api::company.company').update({
      where: { id: scope.companyId },
      data: { creditsOffre: consumeCredit(checkout.credits, 1) },
    });
  }
  const result = await applyOfferAction(strapi, offer, 'publier', 'recruteur', { creditUtilise: useCredit });
  return result.ok ? result : { ok: false, reason: 'state' };
}
