import { EU_COUNTRIES, FRANCE, isEuCountry } from '@cep/domain';

export type FieldKind = 'text' | 'email' | 'tel' | 'number' | 'country' | 'checkbox' | 'city';
export type FormValues = Record<string, string | boolean>;

export interface FieldDef {
  name: string;
  label: string;
  kind?: FieldKind;
  autoComplete?: string;
  maxLength?: number;
  /** A French city picked in the official list fills this postal code field too. */
  postalCodeField?: string;
  /** Shown only when this returns true (country-driven cities, the billing block). */
  showWhen?: (values: FormValues) => boolean;
}

/** France plus the rest of the EU and the usual export countries, named in French. */
const names = new Intl.DisplayNames(['fr'], { type: 'region' });
export const COUNTRIES = [FRANCE, ...EU_COUNTRIES.filter((c) => c !== FRANCE), 'CH', 'GB', 'US', 'CA', 'CN', 'JP']
  .map((code) => ({ code, name: names.of(code) ?? code }))
  .sort((a, b) => (a.code === FRANCE ? -1 : b.code === FRANCE ? 1 : a.name.localeCompare(b.name, 'fr')));

export const inFrance = (field: string) => (values: FormValues) => (values[field] || FRANCE) === FRANCE;
export const abroad = (field: string) => (values: FormValues) => !inFrance(field)(values);
/** The EU zone asks for a postal code too (spec 01 §5). */
export const inEu = (field: string) => (values: FormValues) => isEuCountry(String(values[field] || FRANCE));

/** The address block of a company, a school or a billing entity, with the spec's field names. */
export function addressFields(
  p: { address: string; complement: string; postalCode: string; city: string; intlCity: string; country: string; phone: string },
  when?: (v: FormValues) => boolean,
): FieldDef[] {
  const both = (extra: (v: FormValues) => boolean) => (v: FormValues) => (when ? when(v) : true) && extra(v);
  return [
    { name: p.address, label: 'Adresse', autoComplete: 'address-line1', showWhen: when },
    { name: p.complement, label: 'Complément d’adresse', autoComplete: 'address-line2', showWhen: when },
    { name: p.country, label: 'Pays', kind: 'country', showWhen: when },
    { name: p.postalCode, label: 'Code postal', autoComplete: 'postal-code', maxLength: 10, showWhen: both(inEu(p.country)) },
    { name: p.city, label: 'Ville', kind: 'city', postalCodeField: p.postalCode, showWhen: both(inFrance(p.country)) },
    { name: p.intlCity, label: 'Ville (hors France)', autoComplete: 'address-level2', showWhen: both(abroad(p.country)) },
    { name: p.phone, label: 'Téléphone', kind: 'tel', autoComplete: 'tel', showWhen: when },
  ];
}
