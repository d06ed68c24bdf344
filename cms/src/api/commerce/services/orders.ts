import { randomInt } from 'node:crypto';
import type { Core, Modules } from '@strapi/strapi';
import {
  ACCOUNT_AREAS,
  formatCents,
  formatMessage,
  formatLongDate,
  messages,
  priceBasket,
  purchaseCredits,
  type Basket,
  type OrderState,
  type OrderView,
  type PageKind,
  type Payment,
  type Campaign,
  type Purchase,
  type PurchaseType,
} from '@cep/domain';
import { emails } from '../../../email/templates';
import { documentData } from '../../../utils/document-data';
import { siteUrl } from '../../../email/site-url';
import { queueEmail } from '../../email';
import { pricePurchase } from './purchases';
import { promoCodes, type UsablePromo } from './promo-codes';
import type { Transaction } from '../../../utils/row-lock';
import { seller } from './seller';
import { createCheckoutSession, stripeSettings } from './stripe-gateway';
import { settleFreeOrder } from './fulfilment';
import { basketOf, jsonField, purchaseLabel, type BasketColumns } from './order-model';
import { isUniqueViolation } from '../../../utils/unique-violation';
import { UIDS } from '../../../uids';
import { errorMessage } from '../../../utils/error-message';
import { COMPANY_BILLING_FIELDS } from '../../account';

/** Days a bank transfer has to arrive before its order expires (decided: docs/decisions.md). */
export const TRANSFER_DAYS = 14;
/** Stripe's hosted page lives 24 hours; an unpaid card order expires with it (plus a margin for late events). */
export const CARD_SESSION_HOURS = 25;

/** Crockford's base 32 without look-alikes: a reference read over the phone or typed in a transfer label. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const newReference = () =>
  `CEP-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

const BILLING_FIELDS = [...COMPANY_BILLING_FIELDS, 'secteurActivite'] as const;

/** The billing block as the order keeps it (what the invoice will say). */
export const billingOf = (payment: Payment) =>
  Object.fromEntries(BILLING_FIELDS.flatMap((field) => (payment[field] ? [[field, String(payment[field])]] : [])));

type OrderRow = BasketColumns & {
  documentId: string;
  reference: string;
  type: PurchaseType;
  achat: unknown;
  codePromo?: string | null;
  modePaiement: 'carte' | 'virement';
  etat: OrderState;
  createdAt?: string | Date | null;
  expireLe?: string | Date | null;
  payeeLe?: string | Date | null;
  offer?: { documentId: string; offreTitre?: string | null } | null;
  invoices?: Array<{ numero: string; type: 'facture' | 'avoir'; emiseLe: string | Date; totalTtc: number }>;
};

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

export const ORDER_POPULATE: {
  offer: { fields: Array<'documentId' | 'offreTitre'> };
  invoices: { fields: Array<'numero' | 'type' | 'emiseLe' | 'totalTtc'> };
} = {
  offer: { fields: ['documentId', 'offreTitre'] },
  invoices: { fields: ['numero', 'type', 'emiseLe', 'totalTtc'] },
};

type OrderDocument = Modules.Documents.Document<typeof UIDS.order, { populate: typeof ORDER_POPULATE }>;

/**
 * The order as the view reads it. Its required columns (and its invoices') are written with it, never emptied:
 * one read back empty is a broken row, refused here rather than shown with a made-up amount.
 */
function orderRowOf(doc: OrderDocument): OrderRow {
  const need = <T>(value: T | null | undefined, column: string): T => {
    if (value === null || value === undefined) throw new Error(`order ${doc.documentId}: ${column} is empty`);
    return value;
  };
  return {
    documentId: doc.documentId,
    reference: need(doc.reference, 'reference'),
    type: need(doc.type, 'type'),
    achat: doc.achat,
    lignes: doc.lignes,
    sousTotalHt: need(doc.sousTotalHt, 'sousTotalHt'),
    remiseHt: doc.remiseHt,
    totalHt: need(doc.totalHt, 'totalHt'),
    tauxTva: need(doc.tauxTva, 'tauxTva'),
    tva: need(doc.tva, 'tva'),
    totalTtc: need(doc.totalTtc, 'totalTtc'),
    codePromo: doc.codePromo,
    modePaiement: need(doc.modePaiement, 'modePaiement'),
    etat: need(doc.etat, 'etat'),
    createdAt: doc.createdAt,
    expireLe: doc.expireLe,
    payeeLe: doc.payeeLe,
    offer: doc.offer ? { documentId: doc.offer.documentId, offreTitre: doc.offer.offreTitre } : null,
    invoices: (doc.invoices ?? []).map((invoice) => ({
      numero: need(invoice.numero, 'an invoice numero'),
      type: need(invoice.type, 'an invoice type'),
      emiseLe: need(invoice.emiseLe, 'an invoice emiseLe'),
      totalTtc: need(invoice.totalTtc, 'an invoice totalTtc'),
    })),
  };
}

export function orderView(row: OrderRow): OrderView {
  const bank = seller();
  return {
    id: row.documentId,
    reference: row.reference,
    type: row.type,
    libelle: purchaseLabel(row.achat) ?? row.reference,
    etat: row.etat,
    modePaiement: row.modePaiement,
    panier: basketOf(row),
    codePromo: row.codePromo ?? null,
    creeLe: iso(row.createdAt) ?? '',
    expireLe: iso(row.expireLe),
    payeeLe: iso(row.payeeLe),
    offre: row.offer ? { id: row.offer.documentId, titre: row.offer.offreTitre ?? '' } : null,
    factures: (row.invoices ?? [])
      .map((invoice) => ({
        numero: invoice.numero,
        type: invoice.type,
        emiseLe: iso(invoice.emiseLe) ?? '',
        totalTtcCents: invoice.totalTtc,
      }))
      .sort((a, b) => a.emiseLe.localeCompare(b.emiseLe)),
    virement:
      row.modePaiement === 'virement' && row.etat === 'en_attente' && bank
        ? {
            titulaire: bank.raisonSociale,
            iban: bank.iban,
            bic: bank.bic,
            reference: row.reference,
            montantCents: row.totalTtc,
            avantLe: iso(row.expireLe) ?? '',
          }
        : null,
  };
}

/** Thrown inside an order's transaction to roll it back when its promo use cannot be held. */
class PromoTaken extends Error {}

/** The buying account: its row and its kind (what it may buy, where its pages are). */
export type Buyer = { id: number; type: PageKind };

export type Quote = { priced: NonNullable<Awaited<ReturnType<typeof pricePurchase>>>; basket: Basket; promo: UsablePromo | null };

export type CreateResult =
  | { ok: true; order: OrderView; url?: string }
  | { ok: false; status: 400; errors: Record<string, string> }
  | { ok: false; status: 404 | 409 | 502 | 503; message: string };

export function orders(strapi: Core.Strapi) {
  const documents = () => strapi.documents(UIDS.order);

  /** The reference of a transfer still awaited for the same purchase of the same offer (its publication, or the same booster). */
  async function awaitedTransfer(accountId: number, offerId: number, purchase: Purchase): Promise<string | null> {
    const rows = await documents().findMany({
      filters: { account: { id: accountId }, offer: { id: offerId }, type: purchase.type, etat: 'en_attente', modePaiement: 'virement' },
    });
    const option = purchase.type === 'booster' ? purchase.option : undefined;
    return rows.find((row) => jsonField(row.achat, 'option') === option)?.reference ?? null;
  }

  async function view(documentId: string): Promise<OrderView> {
    const row = await documents().findOne({ documentId, populate: ORDER_POPULATE });
    if (!row) throw new Error(`order ${documentId}: not found`);
    return orderView(orderRowOf(row));
  }

  return {
    view,

    /** What a purchase costs this account, for this billing country and promo code; null when it cannot be bought. */
    async quote(account: Buyer, purchase: Purchase, country: string, promoCode?: string): Promise<Quote | 'promo' | null> {
      const priced = await pricePurchase(strapi, account, purchase);
      if (!priced) return null;
      const promo = promoCode ? await promoCodes(strapi).usable(promoCode, account.id, purchase.type) : null;
      if (promoCode && !promo) return 'promo';
      const basket = priceBasket(priced.lines, { country, promoPercent: promo?.pourcentage });
      return { priced, basket, promo };
    },

    /**
     * Records the order as priced now, then starts its payment: Stripe's hosted page for a card (its URL is
     * returned), the bank details by e-mail for a transfer. A basket a promo makes free is paid at once.
     */
    async create(input: {
      account: Buyer;
      userId: number;
      email: string;
      purchase: Purchase;
      payment: Payment;
      /** The visit's campaigns (issue #16 item 7), when the purchase form carried them. */
      campagne?: Campaign | null;
      /** The purchase form's key (`Idempotency-Key`): the same request again answers the order it made. */
      idempotencyKey?: string;
    }): Promise<CreateResult> {
      const accountId = input.account.id;
      const area = ACCOUNT_AREAS[input.account.type];
      // Per account: another account's key can neither find nor block this one's order.
      const key = input.idempotencyKey ? `${accountId}:${input.idempotencyKey}` : null;
      const replayed = key ? await this.replay(key, input.email, area) : null;
      if (replayed) return replayed;
      const bank = seller();
      if (!bank) return { ok: false, status: 503, message: messages.achatIndisponible };
      const stripe = stripeSettings();
      if (input.payment.modePaiement === 'carte' && !stripe) return { ok: false, status: 503, message: messages.carteNonConfiguree };
      const quote = await this.quote(input.account, input.purchase, input.payment.societeFacturePays, input.payment.codePromo);
      if (quote === 'promo') return { ok: false, status: 400, errors: { codePromo: messages.codePromoInvalide } };
      if (!quote) return { ok: false, status: 404, message: messages.achatIndisponible };
      const { priced, basket, promo } = quote;
      // The same offer's publication or booster already awaits a transfer: a second order would be paid twice.
      const awaited = priced.offerId ? await awaitedTransfer(accountId, priced.offerId, input.purchase) : null;
      if (awaited) {
        // A double click whose first order committed since the replay above: that order answers, not « already awaited ».
        const again = key ? await this.replay(key, input.email, area) : null;
        return again ?? { ok: false, status: 409, message: formatMessage('virementAttendu', { reference: awaited }) };
      }
      const now = new Date();
      const expires =
        input.payment.modePaiement === 'virement'
          ? new Date(now.getTime() + TRANSFER_DAYS * 86_400_000)
          : new Date(now.getTime() + CARD_SESSION_HOURS * 3_600_000);
      // The order and the promo use it holds are written together: a code whose limit is reached meanwhile (the
      // account's one use, the code's last) leaves no order behind.
      const order = await strapi.db
        .transaction(async ({ trx }: Transaction) => {
          const created = await documents().create({
            data: documentData(UIDS.order, {
              reference: newReference(),
              account: accountId,
              user: input.userId,
              offer: priced.offerId,
              type: input.purchase.type,
              achat: { ...input.purchase, libelle: priced.label, dureeMois: priced.dureeMois },
              lignes: basket.lines,
              credits: purchaseCredits(input.purchase, basket),
              codePromo: promo?.code,
              promo: promo?.id,
              promoPourcentage: promo?.pourcentage ?? 0,
              sousTotalHt: basket.subtotalCents,
              remiseHt: basket.discountCents,
              totalHt: basket.totalHtCents,
              tauxTva: basket.vatRate,
              tva: basket.vatCents,
              totalTtc: basket.totalTtcCents,
              facturation: billingOf(input.payment),
              modePaiement: input.payment.modePaiement,
              etat: 'en_attente',
              expireLe: expires.toISOString(),
              campagne: input.campagne ?? null,
              cleIdempotence: key,
            }),
          });
          if (promo && !(await promoCodes(strapi).reserve(trx, promo, accountId, Number(created.id)))) throw new PromoTaken();
          // The bank details go out with the order: committed together, never one without the other.
          if (input.payment.modePaiement === 'virement' && basket.totalTtcCents > 0)
            await queueEmail(
              strapi,
              input.email,
              emails.transferInstructions(
                created.reference ?? '',
                priced.label,
                formatCents(basket.totalTtcCents),
                { titulaire: bank.raisonSociale, iban: bank.iban, bic: bank.bic },
                formatLongDate(expires),
                siteUrl(`${area}/commandes`),
              ),
            );
          return created;
        })
        .catch((error: unknown) => {
          if (error instanceof PromoTaken) return null;
          // The same key committed meanwhile (a double click, a retry racing the first request): that order answers.
          if (key && isUniqueViolation(error)) return 'replay' as const;
          throw error;
        });
      if (order === 'replay')
        return (await this.replay(key ?? '', input.email, area)) ?? { ok: false, status: 409, message: messages.erreurReessayer };
      if (!order) return { ok: false, status: 400, errors: { codePromo: messages.codePromoInvalide } };
      if (basket.totalTtcCents === 0) {
        await settleFreeOrder(strapi, Number(order.id));
        return { ok: true, order: await view(order.documentId) };
      }
      if (input.payment.modePaiement === 'virement') return { ok: true, order: await view(order.documentId) };
      return this.startCardPayment(order.documentId, area, input.email);
    },

    /**
     * The order a key already made, answered as its creation was: the order, and for a card still waiting a new
     * attempt on Stripe's page (the first answer, with its URL, may be what was lost). Null when the key is new.
     */
    async replay(key: string, email: string, area: string): Promise<CreateResult | null> {
      const existing = await documents().findFirst({ filters: { cleIdempotence: key }, fields: ['documentId', 'etat', 'modePaiement'] });
      if (!existing) return null;
      if (existing.modePaiement === 'carte' && existing.etat === 'en_attente')
        return this.startCardPayment(existing.documentId, area, email);
      return { ok: true, order: await view(existing.documentId) };
    },

    /**
     * A new attempt on Stripe's page for an order still waiting (the first one failed or was abandoned); Stripe
     * sends the buyer back to the order's page in their account's area (`area`).
     */
    async startCardPayment(documentId: string, area: string, email?: string): Promise<CreateResult> {
      const stripe = stripeSettings();
      if (!stripe) return { ok: false, status: 503, message: messages.carteNonConfiguree };
      const row = await documents().findOne({ documentId });
      if (!row || row.etat !== 'en_attente' || row.modePaiement !== 'carte')
        return { ok: false, status: 404, message: messages.commandeClose };
      const attempt = Number(row.tentatives ?? 0) + 1;
      await documents().update({ documentId, data: { tentatives: attempt } });
      try {
        const session = await createCheckoutSession(stripe, {
          orderDocumentId: documentId,
          reference: row.reference ?? '',
          label: purchaseLabel(row.achat) ?? row.reference ?? '',
          totalTtcCents: Number(row.totalTtc),
          email,
          successUrl: siteUrl(`${area}/commande/${documentId}/confirmation?session_id={CHECKOUT_SESSION_ID}`),
          cancelUrl: siteUrl(`${area}/commande/${documentId}/confirmation?annule=1`),
          idempotencyKey: `commande-${documentId}-tentative-${attempt}`,
        });
        await documents().update({ documentId, data: { stripeSession: session.id } });
        return { ok: true, order: await view(documentId), url: session.url };
      } catch (error) {
        strapi.log.error(`Stripe: no checkout session for order ${row.reference}: ${errorMessage(error)}`);
        return { ok: false, status: 502, message: messages.paiementIndisponible };
      }
    },

    /** The account's order, or null (another account's order is not found). */
    async owned(accountId: number, documentId: string) {
      return documents().findFirst({ filters: { documentId, account: { id: accountId } } });
    },

    async list(accountId: number): Promise<OrderView[]> {
      const rows = await documents().findMany({
        filters: { account: { id: accountId } },
        sort: { createdAt: 'desc' },
        populate: ORDER_POPULATE,
        limit: 200,
      });
      return rows.map((row) => orderView(orderRowOf(row)));
    },
  };
}
