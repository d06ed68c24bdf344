import { UNLIMITED, type CreditBalance } from './credits';
import type { CreditKind } from './constants';
import { vatRate } from './vat';

/**
 * Basket pricing in integer cents (spec 01 §9: HT per line rounded to two decimals, TTC total;
 * spec 02 §9: the promo percentage applies to the HT total). Integer cents never drift.
 */
export type LineKind = 'publication' | 'option' | 'pack' | 'cv' | 'abonnement';

export interface BasketLine {
  label: string;
  kind: LineKind;
  /** Unit price HT in cents. */
  unitCents: number;
  quantity: number;
  /** The credits that can pay this line instead of money, in order of preference (one credit per unit). */
  creditKinds?: readonly CreditKind[];
}

export interface PricedLine extends BasketLine {
  /** HT of the line in cents, after a credit. */
  totalCents: number;
  coveredByCredit: boolean;
  /** The credit that pays it, when one does. */
  creditKind?: CreditKind;
}

export interface Basket {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  totalHtCents: number;
  vatRate: number;
  vatCents: number;
  totalTtcCents: number;
}

export interface BasketOptions {
  country: string;
  /** The account's balances: a line its credit covers costs 0 € HT (spec 01 §9). */
  credits?: Partial<Record<CreditKind, CreditBalance>>;
  /** Promo percentage, 0–100. */
  promoPercent?: number;
}

/** Rounds half away from zero to the cent: 12.345 € → 12.35 €. */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

export function priceBasket(lines: BasketLine[], options: BasketOptions): Basket {
  const left = { ...options.credits };
  const priced = lines.map((line): PricedLine => {
    const quantity = Math.max(0, Math.floor(line.quantity));
    const unit = Math.max(0, Math.round(line.unitCents));
    const kind = unit > 0 ? line.creditKinds?.find((k) => left[k] === UNLIMITED || (left[k] ?? 0) >= quantity) : undefined;
    if (kind && left[kind] !== UNLIMITED) left[kind] = (left[kind] as number) - quantity;
    return kind
      ? { ...line, unitCents: unit, quantity, coveredByCredit: true, creditKind: kind, totalCents: 0 }
      : { ...line, unitCents: unit, quantity, coveredByCredit: false, totalCents: unit * quantity };
  });
  const subtotalCents = priced.reduce((sum, line) => sum + line.totalCents, 0);
  const percent = Math.min(100, Math.max(0, options.promoPercent ?? 0));
  const discountCents = roundCents((subtotalCents * percent) / 100);
  const totalHtCents = subtotalCents - discountCents;
  const rate = vatRate(options.country);
  const vatCents = roundCents((totalHtCents * rate) / 100);
  return { lines: priced, subtotalCents, discountCents, totalHtCents, vatRate: rate, vatCents, totalTtcCents: totalHtCents + vatCents };
}

/** The same basket billed to another country: only the VAT changes (the form shows it as the country is picked). */
export function withBillingCountry(basket: Basket, country: string): Basket {
  const rate = vatRate(country);
  const vatCents = roundCents((basket.totalHtCents * rate) / 100);
  return { ...basket, vatRate: rate, vatCents, totalTtcCents: basket.totalHtCents + vatCents };
}
