import { vatRate } from './vat';

/**
 * Basket pricing in integer cents (spec 01 §9: HT per line rounded to two decimals, TTC total;
 * spec 02 §9: the promo percentage applies to the HT total). Integer cents never drift.
 */
export type LineKind = 'publication' | 'option' | 'pack' | 'cv';

export interface BasketLine {
  label: string;
  kind: LineKind;
  /** Unit price HT in cents. */
  unitCents: number;
  quantity: number;
}

export interface PricedLine extends BasketLine {
  /** HT of the line in cents, after a credit. */
  totalCents: number;
  coveredByCredit: boolean;
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
  /** The company holds a publication credit: the publication line costs 0 € HT (spec 01 §9). */
  useCredit?: boolean;
  /** Promo percentage, 0–100. */
  promoPercent?: number;
}

/** Rounds half away from zero to the cent: 12.345 € → 12.35 €. */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Converts a euro amount with any decimals to whole cents, rounded to two decimals. */
export function eurosToCents(euros: number): number {
  return roundCents(euros * 100);
}

export function priceBasket(lines: BasketLine[], options: BasketOptions): Basket {
  let creditLeft = options.useCredit ? 1 : 0;
  const priced = lines.map((line): PricedLine => {
    const quantity = Math.max(0, Math.floor(line.quantity));
    const unit = Math.max(0, Math.round(line.unitCents));
    const covered = line.kind === 'publication' && creditLeft > 0;
    if (covered) creditLeft -= 1;
    return { ...line, unitCents: unit, quantity, coveredByCredit: covered, totalCents: covered ? 0 : unit * quantity };
  });
  const subtotalCents = priced.reduce((sum, line) => sum + line.totalCents, 0);
  const percent = Math.min(100, Math.max(0, options.promoPercent ?? 0));
  const discountCents = roundCents((subtotalCents * percent) / 100);
  const totalHtCents = subtotalCents - discountCents;
  const rate = vatRate(options.country);
  const vatCents = roundCents((totalHtCents * rate) / 100);
  return { lines: priced, subtotalCents, discountCents, totalHtCents, vatRate: rate, vatCents, totalTtcCents: totalHtCents + vatCents };
}

const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 123456 → '1 234,56 €' (French spacing). */
export function formatCents(cents: number): string {
  return euroFormat.format(cents / 100);
}
