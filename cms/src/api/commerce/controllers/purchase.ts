import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
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
  type OrderCreated,
  type PageKind,
  type PromoValidation,
  type Purchase,
  type PurchaseQuote,
} from '@cep/domain';
import { membershipIn } from '../../../utils/membership';
import { organisations } from '../../account/services/organisations';
import { subscriptions } from '../../account/services/subscription';
import { orders } from '../services/orders';
import { parsePurchase } from '../services/purchases';
import { promoCodes } from '../services/promo-codes';
import { stripeSettings } from '../services/stripe-gateway';

type User = { id: number; email: string };

const present = (block: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(block).flatMap(([k, v]) => (v ? [[k, String(v)]] : [])));

type Blocks = { entreprise: Record<string, string>; facturation: Record<string, string>; differente: boolean };

/** A company's own address in the payment form's names, and its billing address when the box says it differs. */
async function companyBlocks(strapi: Core.Strapi, accountId: number): Promise<Blocks> {
  const company = await organisations(strapi).mainCompany(accountId);
  if (!company) return { entreprise: {}, facturation: {}, differente: false };
  const own = {
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
  const billing = differente ? Object.fromEntries(Object.keys(own).map((field) => [field, company[field as keyof typeof company]])) : own;
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

/** The purchase named by `/pack-cv/{n}`, `/pack/{packId}` or `/offre/{offreId}` after a promo code (spec 02 §7). */
function purchaseOfPromoPath(params: Record<string, string>): Purchase | null | 'aucun' {
  if (params.nombre) return parsePurchase({ type: 'pack-cv', nombre: params.nombre });
  if (params.pack) return parsePurchase({ type: 'pack', pack: params.pack });
  if (params.offre) return parsePurchase({ type: 'offre', offre: params.offre });
  return 'aucun';
}

/**
 * The basket for every purchase (issue #12 item 2): the quote, the promo code, the order and its payment,
 * always for the caller's account.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The promo code's answer for a purchase (`aucun`: whether it can be used for anything the account buys). */
  async function promoAnswer(ctx: Context, purchase: Purchase | null | 'aucun') {
    const membership = membershipIn(ctx);
    const { accountId } = membership;
    const invalid = () => {
      ctx.status = 404;
      const body: PromoValidation = { code: 404, message: messages.codePromoInvalide };
      ctx.body = body;
    };
    const code = String(ctx.params.code ?? '');
    if (purchase === null) return invalid();
    if (purchase === 'aucun') {
      for (const type of PURCHASES_OF[membership.type]) {
        const promo = await promoCodes(strapi).usable(code, accountId, type);
        if (promo) {
          ctx.body = {
            code: 200,
            recapitulatif: { label: promo.libelle, pourcentage: promo.pourcentage, montant: 0 },
            textefin: `Code ${promo.code} : −${promo.pourcentage} % sur le total HT.`,
          };
          return;
        }
      }
      return invalid();
    }
    const facturation = await billingPrefill(strapi, membership);
    const quote = await orders(strapi).quote(
      { id: accountId, type: membership.type },
      purchase,
      country(ctx.query.pays, facturation.societeFacturePays ?? 'FR'),
      code,
    );
    if (!quote || quote === 'promo' || !quote.promo) return invalid();
    const body: PromoValidation = {
      code: 200,
      recapitulatif: { label: quote.promo.libelle, pourcentage: quote.promo.pourcentage, montant: quote.basket.discountCents },
      textefin: `Code ${quote.promo.code} appliqué : −${quote.promo.pourcentage} % sur le total HT, soit −${formatCents(quote.basket.discountCents)} HT.`,
      panier: quote.basket,
    };
    ctx.body = body;
  }

  return {
    /** GET /recrutement/achat?type=pack&pack=standard | type=pack-cv&nombre=5 | type=offre&offre= | type=booster&offre=&option= */
    async quote(ctx: Context) {
      const membership = membershipIn(ctx);
      const purchase = parsePurchase(ctx.query);
      const { entreprise, facturation, differente } = await billingBlocks(strapi, membership);
      const quote = purchase
        ? await orders(strapi).quote(
            { id: membership.accountId, type: membership.type },
            purchase,
            country(ctx.query.pays, facturation.societeFacturePays ?? 'FR'),
          )
        : null;
      if (!purchase || !quote || quote === 'promo') {
        ctx.status = 404;
        ctx.body = { code: 404, message: messages.achatIndisponible };
        return;
      }
      const body: PurchaseQuote = {
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
        body.abonnement = { fin, prolongeJusquAu: extendedSubscription(fin, SUBSCRIPTIONS[membership.type].dureeMois, todayIso()) };
      }
      ctx.body = body;
    },

    /** GET /recrutement/societe/tva — the VAT rate of the account's billing country (spec 02 §7: `code`, `tva`). */
    async vat(ctx: Context) {
      const facturation = await billingPrefill(strapi, membershipIn(ctx));
      ctx.body = { code: 200, tva: vatRate(country(ctx.query.pays, facturation.societeFacturePays ?? 'FR')) };
    },

    /**
     * GET /codepromo/validation/{code}[/pack-cv/{n} | /pack/{packId} | /offre/{offreId}] (spec 02 §7): the
     * percentage applies to the HT total; `montant` is the discount in cents. Bare, it says whether the code
     * can be used for anything now.
     */
    promo: (ctx: Context) => promoAnswer(ctx, purchaseOfPromoPath(ctx.params as Record<string, string>)),

    /** GET /codepromo/validation/{code}/abonnement — the same for the account's subscription (issue #38 item 5). */
    promoSubscription: (ctx: Context) => promoAnswer(ctx, { type: 'abonnement' }),

    /** POST /recrutement/commande — `achat` (the purchase) and the payment form; answers the order and, for a card, Stripe's page. */
    async create(ctx: Context) {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const { accountId, type } = membershipIn(ctx);
      const purchase = parsePurchase((body.achat ?? {}) as Record<string, unknown>);
      // A school may have no VAT number (its establishment form allows it).
      const parsed = parseForm(type === 'ecole' ? schoolPaymentSchema : paymentSchema, body);
      const answer = (status: number, payload: OrderCreated) => {
        ctx.status = status;
        ctx.body = payload;
      };
      if (!parsed.ok) return answer(400, { code: 400, errors: parsed.errors });
      if (!purchase) return answer(404, { code: 404, message: messages.achatIndisponible });
      const idempotencyKey = ctx.get('Idempotency-Key') || undefined;
      if (idempotencyKey && !IDEMPOTENCY_KEY.test(idempotencyKey)) return answer(400, { code: 400, message: messages.requeteIllisible });
      const user = ctx.state.user as User;
      const result = await orders(strapi).create({
        account: { id: accountId, type },
        userId: user.id,
        email: user.email,
        purchase,
        payment: parsed.data,
        campagne: campaignOf(body.campagne),
        idempotencyKey,
      });
      if (result.ok) return answer(200, { code: 200, commande: result.order, url: result.url });
      if (result.status === 400) return answer(400, { code: 400, errors: result.errors });
      return answer(result.status, { code: result.status, message: result.message });
    },
  };
};
