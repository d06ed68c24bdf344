import { COUNTRY_CODES, FRANCE, isEuCountry } from '@cep/domain';

/** Form values as the browser holds them: text, or a box's state. */
export type FormValues = Record<string, string | boolean>;

/** A field described as data, for forms built from a list (the account sections, the team and subsidiary forms). */
export interface FieldDef {
  name: string;
  label: string;
  /** `city` is the official list of French communes; `country` the countries below. */
  kind?: 'text' | 'email' | 'tel' | 'number' | 'password' | 'country' | 'city';
  autoComplete?: string;
  maxLength?: number;
  /** A French city picked in the official list fills this postal code field too. */
  postalCodeField?: string;
  /** Shown only when this returns true (country-driven cities, the billing block). */
  showWhen?: (values: FormValues) => boolean;
}

/** The countries the domain accepts (France, the rest of the EU, the sector's other countries), named in French. */
const names = new Intl.DisplayNames(['fr'], { type: 'region' });
export const COUNTRIES = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
  a.value === FRANCE ? -1 : b.value === FRANCE ? 1 : a.label.localeCompare(b.label, 'fr'),
);

export const inFrance = (field: string) => (values: FormValues) => (values[field] || FRANCE) === FRANCE;
export const abroad = (field: string) => (values: FormValues) => !inFrance(field)(values);
/** The EU zone asks for a postal code too (spec 01 §5). */
export const inEu = (field: string) => (values: FormValues) => isEuCountry(String(values[field] || FRANCE));
