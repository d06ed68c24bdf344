import { billingZoneRequired, FRANCE, placeRequired } from '@cep/domain';
import type { FormValues } from '@/components/forms/field-defs';

/** The names an address block gives its place fields. */
export interface PlaceNames {
  country: string;
  postalCode: string;
  city: string;
  intlCity: string;
}

const countryOf = (values: FormValues, name: string) => String(values[name] || FRANCE);

/** The place fields the chosen country requires (the schemas' own rule, from `@cep/domain`), for their asterisks. */
export function placeFieldsRequired(values: FormValues, names: PlaceNames): string[] {
  return placeRequired(countryOf(values, names.country)).map((part) => names[part]);
}

/** The billing fields the chosen country and the sector require: the EU's postal code and VAT number, France's city. */
export function billingFieldsRequired(
  values: FormValues,
  names: PlaceNames & { vat: string; sector: string },
  options: { vatOptional?: boolean } = {},
): string[] {
  const sector = String(values[names.sector] ?? '') || undefined;
  return billingZoneRequired(countryOf(values, names.country), sector, options).map((part) => names[part]);
}
