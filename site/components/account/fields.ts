import { abroad, inEu, inFrance, type FieldDef, type FormValues } from '@/components/forms/field-defs';
import { account } from '@/lib/i18n/fr/account';

const f = account.account.fields;

/** The address block of a company, a school or a billing entity, with the spec's field names. */
export function addressFields(
  p: { address: string; complement: string; postalCode: string; city: string; intlCity: string; country: string; phone: string },
  when?: (v: FormValues) => boolean,
): FieldDef[] {
  const both = (extra: (v: FormValues) => boolean) => (v: FormValues) => (when ? when(v) : true) && extra(v);
  return [
    { name: p.address, label: f.adresse, autoComplete: 'address-line1', showWhen: when },
    { name: p.complement, label: f.complement, autoComplete: 'address-line2', showWhen: when },
    { name: p.country, label: f.pays, kind: 'country', showWhen: when },
    { name: p.postalCode, label: f.codePostal, autoComplete: 'postal-code', maxLength: 10, showWhen: both(inEu(p.country)) },
    { name: p.city, label: f.ville, kind: 'city', postalCodeField: p.postalCode, showWhen: both(inFrance(p.country)) },
    { name: p.intlCity, label: f.villeInternational, autoComplete: 'address-level2', showWhen: both(abroad(p.country)) },
    { name: p.phone, label: f.telephone, kind: 'tel', autoComplete: 'tel', showWhen: when },
  ];
}
