import { VAT_NUMBER_MAX } from '@cep/domain';
import { addressFields } from '@/components/account/fields';
import type { FieldDef } from '@/components/forms/field-defs';
import { commerce } from '@/lib/i18n/fr/commerce';

const t = commerce.purchase;

/** The payment form's billing block (spec 01 §3, spec 02 §3), with the account page's address fields. */
export const BILLING_FIELDS: FieldDef[] = [
  { name: 'societeFactureRaisonSociale', label: t.company, autoComplete: 'organization' },
  ...addressFields({
    address: 'societeFactureAdresse',
    complement: 'societeFactureAdresseComplementaire',
    postalCode: 'societeFactureCodePostal',
    city: 'societeFactureVille',
    intlCity: 'societeFactureVilleInternational',
    country: 'societeFacturePays',
    phone: 'societeFactureTelephone',
  }),
  { name: 'societeFactureTva', label: t.vatNumber, maxLength: VAT_NUMBER_MAX },
  { name: 'societeFactureSiret', label: t.siret, maxLength: 17 },
];
