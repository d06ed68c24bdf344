import type { Core } from '@strapi/strapi';
import {
  campaignOf,
  formatCents,
  FRANCE,
  isKnownCountry,
  messages,
  parseForm,
  paymentSchema,
  schoolPaymentSchema,
  PURCHASES_OF,
  SUBSCRIPTIONS,
  extendedSubscription,
  todayIso,
  vatRate,
  type PageKind,
  type Purchase,
  type PurchaseQuote,
} from '@cep/domain';
import type { commerceRoutes } from '@cep/domain/contracts';
import type { Membership } from '../../../membership/current-membership';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { COMPANY_BILLING_FIELDS, organisations, subscriptions } from '../../account';
import { orders } from '../services/orders';
import { parsePurchase } from '../services/purchases';
import { promoCodes } from '../services/promo-codes';
import { stripeSettings } from '../services/stripe-gateway';

const present = (block: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(block).flatMap(([k, v]) => (v ? [[k, String(v)]] : [])));

type Blocks = { entreprise: Record<string, string>; facturation: Record<string, string>; differente: boolean };

/** A company's own address in the payment form's names, and its billing address when the box says it differs. */
async function companyBlocks(strapi: Core.Strapi, accountId: number): Promise<Blocks> {
  const company = await organisations(strapi).mainCompany(accountId);
  if (!company) return { entreprise: {}, facturation: {}, differente: false };
  const own: Record<(typeof COMPANY_BILLING_FIELDS)[number], unknown> = {
    societeFactureRaisonSociale: company.societeRaisonsocial,
    societeFactureAdresse: company.societeAdresse,
    societeFactureAdresseComplementaire: company.societeAdressecomplementaire,
    societeFactureCodePostal: company.societeCp,
    societeFactureVille: company.societeVille,
    societeFactureVilleInternational: company.societeVilleInternational,
    societeFacturePays: company.societePays,
    societeFactureTelephone: company.societeTel,
    societeFactureTva: company.societeTvaintra,
    societeFactureSiret: company.societeSiret,
  };
  const differente = Boolean(company.factureDifferente);
  const billing = differente ? Object.fromEntries(COMPANY_BILLING_FIELDS.map((field) => [field, company[field]])) : own;
  const sector = { secteurActivite: company.secteurActivite };
  return { entreprise: present({ ...own, ...sector }), facturation: present({ ...billing, ...sector }), differente };
}

/** A school's establishment and, unless « identique » is ticked, its billing address (its VAT number and SIRET either way). */
async function schoolBlocks(strapi: Core.Strapi, accountId: number): Promise<Blocks> {
  const school = await organisations(strapi).school(accountId);
  if (!school) return { entreprise: {}, facturation: {}, differente: false };
  const ids = { societeFactureTva: school.ecoleTvaIntra, societeFactureSiret: school.ecoleSiret };
  const own = {
    societeFactureRaisonSociale: school.ecoleNom,
    societeFactureAdresse: school.ecoleAdresse,
    societeFactureAdresseComplementaire: school.ecoleAdresseComplementaire,
    societeFactureCodePostal: school.ecoleCp,
    societeFactureVille: school.ecoleVille,
    societeFactureVilleInternational: school.ecoleVilleInternational,
    societeFacturePays: school.ecolePays,
    societeFactureTelephone: school.ecoleTel,
    ...ids,
  };
  const differente = school.adresseFactureIdentique === false;
  const billing = differente
    ? {
        societeFactureRaisonSociale: school.adressefactureNom,
        societeFactureAdresse: school.adressefactureAdresse,
        societeFactureAdresseComplementaire: school.adressefactureAdresseComplementaire,
        societeFactureCodePostal: school.adressefactureCp,
        societeFactureVille: school.adressefactureVille,
        societeFactureVilleInternational: school.adressefactureVilleInternational,
        societeFacturePays: school.adressefacturePays,
        societeFactureTelephone: school.adressefactureTel,
        ...ids,
      }
    : own;
  return { entreprise: present(own), facturation: present(billing), differente };
}

/**
 * The billing blocks a purchase starts from (spec 01 §3), in the payment form's names: the organisation's own
 * address (`entreprise`: the company's or the school's), and the billing address the account keeps when its
 * box says it differs (`facturation`, else the organisation's again).
 */
const billingBlocks = (strapi: Core.Strapi, membership: { accountId: number; type: PageKind }) =>
  membership.type === 'ecole' ? schoolBlocks(strapi, membership.accountId) : companyBlocks(strapi, membership.accountId);

/** The billing block to prefill: the account's billing address when it has one, else the organisation's. */
async function billingPrefill(strapi: Core.Strapi, membership: { accountId: number; type: PageKind }): Promise<Record<string, string>> {
  return (await billingBlocks(strapi, membership)).facturation;
}

/** A purchase form's key: a UUID in practice; anything else that long and plain is accepted, the rest refused. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** The country a quote is priced for: one the forms offer, else the account's billing country (France by default). */
const country = (value: unknown, fallback: string) =>
  typeof value === 'string' && isKnownCountry(value) ? value.toUpperCase() : isKnownCountry(fallback) ? fallback.toUpperCase() : FRANCE;

type Routes = typeof commerceRoutes;
const promoInvalid = () => refuse.notFound(messages.codePromoInvalide);

/**
 * The basket for every purchase (issue #12 item 2): the quote, the promo code, the order and its payment,
 * always for the caller's account.
 */
export const basketHandlers = (
  strapi: Core.Strapi,
): Handlers<Pick<Routes, 'quote' | 'vat' | 'promo' | 'promoCvPack' | 'promoPack' | 'promoOffer' | 'promoSubscription' | 'order'>> => {
  /** Bare: whether the code can be used for anything the account buys now. */
  async function anyUse(code: string, membership: Membership) {
    for (const type of PURCHASES_OF[membership.type]) {
      const promo = await promoCodes(strapi).usable(code, membership.accountId, type);
      if (promo) {
        return {
          code: 200 as const,
          recapitulatif: { label: promo.libelle, pourcentage: promo.pourcentage, montant: 0 },
          textefin: `Code ${promo.code} : −${promo.pourcentage} % sur le total HT.`,
        };
      }
    }
    return promoInvalid();
  }

  /** The code on one purchase (spec 02 §7): the percentage applies to the HT total; `montant` is the discount in cents. */
  async function onPurchase(code: string, purchase: Purchase | null, membership: Membership, pays: string | undefined) {
    if (!purchase) return promoInvalid();
    const facturation = await billingPrefill(strapi, membership);
    const quote = await orders(strapi).quote(
      { id: membership.accountId, type: membership.type },
      purchase,
      country(pays, facturation.societeFacturePays ?? 'FR'),
      code,
    );
    if (!quote || quote === 'promo' || !quote.promo) return promoInvalid();
    return {
      code: 200 as const,
      recapitulatif: { label: quote.promo.libelle, pourcentage: quote.promo.pourcentage, montant: quote.basket.discountCents },
      textefin: `Code ${quote.promo.code} appliqué : −${quote.promo.pourcentage} % sur le total HT, soit −${formatCents(quote.basket.discountCents)} HT.`,
      panier: quote.basket,
    };
  }

  return {
    /** `?type=pack&pack=standard` | `type=pack-cv&nombre=5` | `type=offre&offre=` | `type=booster&offre=&option=` | `type=abonnement` */
    async quote({ query, membership }) {
      const purchase = parsePurchase(query);
      const { entreprise, facturation, differente } = await billingBlocks(strapi, membership);
      const quote = purchase
        ? await orders(strapi).quote(
            { id: membership.accountId, type: membership.type },
            purchase,
            country(query.pays, facturation.societeFacturePays ?? 'FR'),
          )
        : null;
      if (!purchase || !quote || quote === 'promo') return refuse.notFound(messages.achatIndisponible);
      const answer: PurchaseQuote = {
        code: 200,
        achat: { type: purchase.type, libelle: quote.priced.label },
        panier: quote.basket,
        facturation,
        entreprise,
        factureDifferente: differente,
        carteDisponible: stripeSettings() !== null,
      };
      if (purchase.type === 'abonnement') {
        const fin = (await subscriptions(strapi).of(membership.accountId))?.fin ?? null;
        answer.abonnement = { fin, prolongeJusquAu: extendedSubscription(fin, SUBSCRIPTIONS[membership.type].dureeMois, todayIso()) };
      }
      return answer;
    },

    /** The VAT rate of the account's billing country (spec 02 §7: `code`, `tva`). */
    async vat({ query, membership }) {
      const facturation = await billingPrefill(strapi, membership);
      return { code: 200, tva: vatRate(country(query.pays, facturation.societeFacturePays ?? 'FR')) };
    },

    promo: ({ params, membership }) => anyUse(params.code, membership),
    promoCvPack: ({ params, query, membership }) =>
      onPurchase(params.code, parsePurchase({ type: 'pack-cv', nombre: params.nombre }), membership, query.pays),
    promoPack: ({ params, query, membership }) =>
      onPurchase(params.code, parsePurchase({ type: 'pack', pack: params.pack }), membership, query.pays),
    promoOffer: ({ params, query, membership }) =>
      onPurchase(params.code, parsePurchase({ type: 'offre', offre: params.offre }), membership, query.pays),
    promoSubscription: ({ params, query, membership }) => onPurchase(params.code, { type: 'abonnement' }, membership, query.pays),

    /** `achat` (the purchase) and the payment form; answers the order and, for a card, Stripe's page. */
    async order({ body, membership, caller, ctx }) {
      const purchase = parsePurchase(body.achat ?? {});
      // A school may have no VAT number (its establishment form allows it).
      const parsed = parseForm(membership.type === 'ecole' ? schoolPaymentSchema : paymentSchema, body);
      if (!parsed.ok) return refuse.invalid(parsed.errors);
      if (!purchase) return refuse.notFound(messages.achatIndisponible);
      const idempotencyKey = ctx.get('Idempotency-Key') || undefined;
      if (idempotencyKey && !IDEMPOTENCY_KEY.test(idempotencyKey)) return refuse.badRequest(messages.requeteIllisible);
      const result = await orders(strapi).create({
        account: { id: membership.accountId, type: membership.type },
        userId: caller.id,
        email: caller.email,
        purchase,
        payment: parsed.data,
        campagne: campaignOf(body.campagne),
        idempotencyKey,
      });
      if (result.ok) return { code: 200, commande: result.order, url: result.url };
      if (result.status === 400) return refuse.invalid(result.errors);
      return refuse.status(result.status, result.message);
    },
  };
};
