// Its own entry (`@cep/domain/format`): browser components format without the schemas and tables.
// Made once: building a formatter costs far more than formatting.
const WHOLE_EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const EUROS_AND_CENTS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
const CALENDAR_DAY = {
  long: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }),
  full: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' }),
};

/** 36000 → « 36 000 € », 11.88 → « 11,88 € », 12.5 → « 12,50 € » (cents are written in full or not at all). */
export function formatEuros(value: number): string {
  return Math.round(value * 100) % 100 === 0 ? WHOLE_EUROS.format(value) : EUROS_AND_CENTS.format(value);
}

/** An amount kept in cents, always with its cents (prices and invoices): 123456 → « 1 234,56 € ». */
export function formatCents(cents: number): string {
  return EUROS_AND_CENTS.format(cents / 100);
}

/** French writes the first of the month « 1er » (« 1er décembre »), which Intl does not. */
function withFirst(format: Intl.DateTimeFormat, date: Date): string {
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** « 22 novembre 2026 », « 1er décembre 2026 »: the day of a moment as Paris sees it. */
export function formatLongDate(value: string | number | Date): string {
  return withFirst(LONG_DATE, new Date(value));
}

/** A calendar day (`2027-03-12`, no time): « 12 mars 2027 », or with `full` « vendredi 12 mars 2027 ». */
export function formatCalendarDay(iso: string, style: 'long' | 'full' = 'long'): string {
  return withFirst(CALENDAR_DAY[style], new Date(`${iso}T00:00:00Z`));
}

/**
 * « de » before a name, elided before a vowel sound: « d’Élodie Marchand », « d’Yves », « de Yann », « de Lucas
 * Martin ». A Y elides only before a consonant (« Yves »), not as a consonant itself (« Yann »). Before an H, « de »
 * is kept: whether it is mute (« d’Hélène ») or aspirated (« de Hugues ») cannot be told from the letters.
 */
export function ofName(name: string): string {
  const trimmed = name.trim();
  return /^([aeiouàâäéèêëîïôöùûüœæ]|y[^aeiouàâäéèêëîïôöùûü])/i.test(trimmed) ? `d’${trimmed}` : `de ${trimmed}`;
}
