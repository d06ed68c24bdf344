import { OPTION_IDS, type OptionId } from './constants';
import type { CreditKind } from './constants';
import { addDays, addMonths, daysBetween } from './dates';
import { OPTION_PRICES } from './offer-prices';
import type { PageKind } from './pages';
import type { Basket, BasketLine } from './pricing';

/**
 * What Cep sells (spec 01 §2, §9; issue #12). Prices HT in cents, decided against the sector's boards
 * (docs/decisions.md, « Packs et prix »): a pack costs well under its offers bought one by one.
 */
export const PACK_IDS = ['essentielle', 'standard', 'premium'] as const;
export type PackId = (typeof PACK_IDS)[number];
/** The tier shown first on the packs page (spec 01 §2). */
export const DEFAULT_PACK: PackId = 'essentielle';

/** Months during which a pack's credits can be used; what is left then expires (the ledger records it). */
export const PACK_VALIDITY_MONTHS = 12;

export interface Pack {
  id: PackId;
  nom: string;
  accroche: string;
  prixHtCents: number;
  /** Credits granted, by kind. */
  credits: Partial<Record<CreditKind, number>>;
  dureeMois: number;
}

export const PACKS: Record<PackId, Pack> = {
  essentielle: {
    id: 'essentielle',
    nom: 'Essentielle',
    accroche: 'Pour un domaine qui recrute quelques postes et sa saison de vendanges.',
    prixHtCents: 39000,
    credits: { offre: 3, vendanges: 5, cv: 10, remontee: 1 },
    dureeMois: PACK_VALIDITY_MONTHS,
  },
  standard: {
    id: 'standard',
    nom: 'Standard',
    accroche: 'Pour une maison qui recrute toute l’année, à la vigne, au chai et à la vente.',
    prixHtCents: 79000,
    credits: { offre: 8, vendanges: 10, cv: 30, remontee: 3, newsletter: 2, reseaux: 1 },
    dureeMois: PACK_VALIDITY_MONTHS,
  },
  premium: {
    id: 'premium',
    nom: 'Premium',
    accroche: 'Pour un groupe et ses filiales : de quoi couvrir chaque propriété et chaque saison.',
    prixHtCents: 149000,
    credits: { offre: 20, vendanges: 25, cv: 100, remontee: 8, newsletter: 5, reseaux: 3, cvtheque: 2 },
    dureeMois: PACK_VALIDITY_MONTHS,
  },
};

export const isPackId = (value: string): value is PackId => (PACK_IDS as readonly string[]).includes(value);

/** CV packs `/pack-cv/{n}`: the sizes sold and their price HT, cheaper per CV as the pack grows. */
export const CV_PACK_PRICES_CENTS: Record<number, number> = { 1: 1500, 5: 5900, 10: 9900, 20: 17900 };
export const CV_PACK_SIZES = Object.keys(CV_PACK_PRICES_CENTS).map(Number);
export const isCvPackSize = (n: number) => CV_PACK_SIZES.includes(n);

/** Boosters bought for a published offer, and the credit each one is (anonymous, option 6, stays free). */
export const BOOSTER_OPTIONS = [OPTION_IDS.newsletter, OPTION_IDS.topOfList, OPTION_IDS.cvLibrary, OPTION_IDS.socialNetworks] as const;
export type BoosterOption = (typeof BOOSTER_OPTIONS)[number];
export const BOOSTER_CREDIT_KIND: Record<BoosterOption, CreditKind> = {
  [OPTION_IDS.newsletter]: 'newsletter',
  [OPTION_IDS.topOfList]: 'remontee',
  [OPTION_IDS.cvLibrary]: 'cvtheque',
  [OPTION_IDS.socialNetworks]: 'reseaux',
};
export const isBoosterOption = (value: number): value is BoosterOption => (BOOSTER_OPTIONS as readonly number[]).includes(value);

/** Days an offer stays first in `/offres`, marked « À la une », after a top-of-list booster (option 4). */
export const TOP_OF_LIST_DAYS = 7;

/**
 * The yearly subscription (spec 02 §4 `abonnement`; issue #38 item 5), one per kind of account: what a
 * school's page, courses, events and blog, or a company's blog, need to be written. Bought like a pack; paying
 * adds its months to the running subscription (or starts one today).
 */
export interface Subscription {
  compte: PageKind;
  nom: string;
  accroche: string;
  /** What it unlocks, one line each. */
  inclus: readonly string[];
  prixHtCents: number;
  dureeMois: number;
}

export const SUBSCRIPTION_MONTHS = 12;

/** Where each kind of account's own pages live on the site (its orders, its subscription). */
export type AccountArea = '/recrutement' | '/ecole';
export const ACCOUNT_AREAS: Record<PageKind, AccountArea> = { entreprise: '/recrutement', ecole: '/ecole' };

export const SUBSCRIPTIONS: Record<PageKind, Subscription> = {
  ecole: {
    compte: 'ecole',
    nom: 'Abonnement école',
    accroche: 'Pour un établissement qui présente ses formations à ceux qui veulent travailler la vigne et le vin.',
    inclus: [
      'Votre page école dans l’annuaire des écoles',
      'Vos formations publiées sans limite, dans la recherche des formations',
      'Vos événements : journées portes ouvertes, salons',
      'Votre blog et les demandes d’information des candidats',
    ],
    prixHtCents: 59000,
    dureeMois: SUBSCRIPTION_MONTHS,
  },
  entreprise: {
    compte: 'entreprise',
    nom: 'Abonnement blog entreprise',
    accroche: 'Pour une maison qui raconte son domaine, ses métiers et ses saisons à ceux qui pourraient la rejoindre.',
    inclus: ['Vos articles publiés sur le blog de Cep', 'Vos articles sur la page de votre entreprise'],
    prixHtCents: 19000,
    dureeMois: SUBSCRIPTION_MONTHS,
  },
};

/** A subscription's basket: one line. */
export function subscriptionLines(subscription: Subscription): BasketLine[] {
  return [
    { kind: 'abonnement', label: `${subscription.nom} — ${subscription.dureeMois} mois`, unitCents: subscription.prixHtCents, quantity: 1 },
  ];
}

/**
 * The subscription's last day once `months` more are paid: added to the day it ends while it runs (nothing
 * paid is lost by renewing early), else counted from today.
 */
export function extendedSubscription(endDate: string | null | undefined, months: number, today: string): string {
  return subscriptionPeriod(endDate, months, today).au;
}

/** The period `months` more buy: from the running subscription's last day, or from today (its `du` is yesterday). */
export function subscriptionPeriod(endDate: string | null | undefined, months: number, today: string): SubscriptionPeriod {
  const running = Boolean(endDate) && String(endDate) >= today;
  return running
    ? { du: String(endDate), au: addMonths(String(endDate), months) }
    : { du: addDays(today, -1), au: addMonths(today, months) };
}

/**
 * The days a subscription order paid for: after `du` (the last day it extended, or the day before it started), up
 * to `au` included. Kept on the order when it is paid, so that a refund takes back only what is still ahead.
 */
export interface SubscriptionPeriod {
  du: string;
  au: string;
}

/**
 * The last day once an order's period is refunded: its days still to come are taken off the current last day
 * (none once its period is over; a later renewal keeps its own year).
 */
export function refundedSubscription(endDate: string | null, period: SubscriptionPeriod, today: string): string | null {
  if (!endDate) return null;
  const from = period.du > today ? period.du : today;
  const ahead = Math.max(0, daysBetween(from, period.au));
  return addDays(endDate, -ahead);
}

/** What an order buys. `offre`: an offer's publication and its options (step 3); the others speak for themselves. */
export type Purchase =
  | { type: 'offre'; offreId: string }
  | { type: 'pack'; packId: PackId }
  | { type: 'pack-cv'; nombre: number }
  | { type: 'booster'; offreId: string; option: BoosterOption }
  | { type: 'abonnement' };
export type PurchaseType = Purchase['type'];
export const PURCHASE_TYPES = ['offre', 'pack', 'pack-cv', 'booster', 'abonnement'] as const satisfies readonly PurchaseType[];

/** What each kind of account may buy: schools publish no offers and read no CVs. */
export const PURCHASES_OF: Record<PageKind, readonly PurchaseType[]> = {
  entreprise: PURCHASE_TYPES,
  ecole: ['abonnement'],
};

export const PURCHASE_TYPE_LABELS: Record<PurchaseType, string> = {
  offre: 'Publication d’offre',
  pack: 'Pack',
  'pack-cv': 'Pack CV',
  booster: 'Booster',
  abonnement: 'Abonnement',
};

/** A pack's basket: one line. */
export function packLines(pack: Pack): BasketLine[] {
  return [{ kind: 'pack', label: `Pack ${pack.nom}`, unitCents: pack.prixHtCents, quantity: 1 }];
}

export function cvPackLines(nombre: number): [BasketLine] {
  const cents = CV_PACK_PRICES_CENTS[nombre];
  if (cents === undefined) throw new RangeError(`no CV pack of ${nombre}`);
  return [{ kind: 'cv', label: nombre === 1 ? 'Accès à 1 CV' : `Pack de ${nombre} CV`, unitCents: cents, quantity: 1 }];
}

export function boosterLines(option: BoosterOption, offerTitle: string): [BasketLine] {
  const price = OPTION_PRICES[option as OptionId];
  return [{ kind: 'option', label: `${price.label} — ${offerTitle}`, unitCents: price.cents, quantity: 1 }];
}

/**
 * The credits an order grants when paid: a pack's, a CV pack's, the booster's own credit; for an offer, one
 * credit for each line paid in money (its publication, its options), which publishing the offer then spends —
 * so credits move only through the ledger, whatever paid for them.
 */
export function purchaseCredits(purchase: Purchase, basket: Basket): Partial<Record<CreditKind, number>> {
  switch (purchase.type) {
    case 'pack':
      return { ...PACKS[purchase.packId].credits };
    case 'pack-cv':
      return { cv: purchase.nombre };
    case 'abonnement':
      // A subscription is a date on the account, not a credit: paying it moves that date (fulfilment).
      return {};
    case 'booster':
      return { [BOOSTER_CREDIT_KIND[purchase.option]]: 1 };
    case 'offre': {
      const credits: Partial<Record<CreditKind, number>> = {};
      for (const line of basket.lines) {
        const kind = line.creditKinds?.[0];
        if (kind && !line.coveredByCredit && line.totalCents > 0) credits[kind] = (credits[kind] ?? 0) + line.quantity;
      }
      return credits;
    }
  }
}
