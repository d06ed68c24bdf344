import type { Basket, SubscriptionPeriod } from '@cep/domain';

/** The columns a basket is read back from. */
export type BasketColumns = {
  lignes: unknown;
  sousTotalHt: number;
  remiseHt?: number | null;
  totalHt: number;
  tauxTva: number;
  tva: number;
  totalTtc: number;
};

/** Reads the basket back from the order's columns: exactly what was shown and paid. */
export function basketOf(row: BasketColumns): Basket {
  return {
    lines: Array.isArray(row.lignes) ? (row.lignes as Basket['lines']) : [],
    subtotalCents: row.sousTotalHt,
    discountCents: row.remiseHt ?? 0,
    totalHtCents: row.totalHt,
    vatRate: row.tauxTva,
    vatCents: row.tva,
    totalTtcCents: row.totalTtc,
  };
}

/**
 * A field of an object kept in a JSON column (an order's `achat`: the purchase, its label, a subscription's months
 * and the period it paid for), unchecked: whoever reads it checks what it holds.
 */
export const jsonField = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' && key in value ? Reflect.get(value, key) : undefined;

/** The order's `achat` as the object it is, to write it back with one field more. */
export const achatObject = (achat: unknown): object => (achat && typeof achat === 'object' ? achat : {});

/** The label the order was bought under (kept in its `achat`). */
export function purchaseLabel(achat: unknown): string | undefined {
  const label = jsonField(achat, 'libelle');
  return typeof label === 'string' ? label : undefined;
}

/** The months a subscription order adds (kept in its `achat`), or none for any other order. */
export const subscriptionMonths = (order: { type: string; achat: unknown }) =>
  order.type === 'abonnement' ? Number(jsonField(order.achat, 'dureeMois')) || 0 : 0;

/** The period a paid subscription order covered (written when it was paid), or null. */
export function subscriptionPeriodOf(order: { type: string; achat: unknown }): SubscriptionPeriod | null {
  const period = order.type === 'abonnement' ? jsonField(order.achat, 'periode') : null;
  const du = jsonField(period, 'du');
  const au = jsonField(period, 'au');
  return typeof du === 'string' && du && typeof au === 'string' && au ? { du, au } : null;
}
