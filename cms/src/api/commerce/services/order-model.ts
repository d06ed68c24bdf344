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

/** The months a subscription order adds (kept in its `achat`), or none for any other order. */
export const subscriptionMonths = (order: { type: string; achat: unknown }) =>
  order.type === 'abonnement' ? Number((order.achat as { dureeMois?: unknown } | null)?.dureeMois) || 0 : 0;

/** The period a paid subscription order covered (written when it was paid), or null. */
export function subscriptionPeriodOf(order: { type: string; achat: unknown }): SubscriptionPeriod | null {
  const period = order.type === 'abonnement' ? (order.achat as { periode?: Partial<SubscriptionPeriod> } | null)?.periode : null;
  return period?.du && period.au ? { du: period.du, au: period.au } : null;
}
