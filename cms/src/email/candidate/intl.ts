import { INTL_LOCALES, type SiteLanguage } from '@cep/domain';
import type { SlotTime } from './inputs';

type Style = 'day' | 'clock';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'full', timeZone: 'UTC' },
  clock: { timeStyle: 'short', timeZone: 'UTC' },
};

// Made once per language and style: building a formatter costs far more than formatting (a start tells 300 workers).
const made = new Map<string, Intl.DateTimeFormat>();
function formatter(language: SiteLanguage, style: Style): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  const found = made.get(key);
  if (found) return found;
  const format = new Intl.DateTimeFormat(INTL_LOCALES[language], OPTIONS[style]);
  made.set(key, format);
  return format;
}

/** A calendar day (`2026-09-12`) with its weekday, as the language writes it: « sábado, 12 de septiembre de 2026 ». */
export const fullDay = (language: SiteLanguage, day: string) => formatter(language, 'day').format(new Date(`${day}T00:00:00Z`));

/** An hour of the day (`07:30`) as the language writes it: « 7:30 » in Spanish, « 07:30 » in Polish. */
export const clock = (language: SiteLanguage, hour: string) => formatter(language, 'clock').format(new Date(`1970-01-01T${hour}:00Z`));

/** A job-dating slot: « sábado, 5 de septiembre de 2027, 9:30–10:00 ». */
export const slotMoment = (language: SiteLanguage, slot: SlotTime) =>
  `${fullDay(language, slot.day)}, ${clock(language, slot.debut)}–${clock(language, slot.fin)}`;

/** The plural category of a count in a language (Polish and Romanian words change with it: one, few, many, other). */
const plurals = new Map<SiteLanguage, Intl.PluralRules>();
export function pluralOf(language: SiteLanguage, count: number): Intl.LDMLPluralRule {
  const rules = plurals.get(language) ?? new Intl.PluralRules(INTL_LOCALES[language]);
  plurals.set(language, rules);
  return rules.select(count);
}
