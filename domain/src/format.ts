// Its own entry (`@cep/domain/format`): browser components format without the schemas and tables.
// Made once: building a formatter costs far more than formatting.
const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/** 36000 → « 36 000 € », 11.88 → « 11,88 € ». */
export function formatEuros(value: number): string {
  return EUROS.format(value);
}

/** « 22 novembre 2026 », the day as Paris sees it. */
export function formatLongDate(value: string | number | Date): string {
  return LONG_DATE.format(new Date(value));
}
