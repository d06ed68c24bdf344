import { billingMatchesCompany } from '@cep/domain';
import type { AccountView } from '@cep/domain';
import type { FormValues } from '@/components/forms/field-defs';
import { BILLING_DIFFERS, LOGIN_EMAIL } from './sections';

type Values = Record<string, string | number | boolean | null> | undefined;

const COMPANY_BILLING_PAIRS: Array<[string, string]> = [
  ['societeRaisonsocial', 'societeFactureRaisonSociale'],
  ['societeAdresse', 'societeFactureAdresse'],
  ['societeCp', 'societeFactureCodePostal'],
  ['societeVille', 'societeFactureVille'],
  ['societePays', 'societeFacturePays'],
];
const SCHOOL_BILLING_PAIRS: Array<[string, string]> = [
  ['ecoleNom', 'adressefactureNom'],
  ['ecoleAdresse', 'adressefactureAdresse'],
  ['ecoleCp', 'adressefactureCp'],
  ['ecoleVille', 'adressefactureVille'],
  ['ecolePays', 'adressefacturePays'],
];

function asForm(values: Values): FormValues {
  return Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k, typeof v === 'boolean' ? v : v === null ? '' : String(v)]));
}

/**
 * The form values of each section. The billing box starts unticked, block hidden, when billing equals the
 * company's or establishment's address at load (spec 02 §4).
 */
export function initialValues(view: AccountView) {
  const company = asForm(view.entreprise);
  const billing = asForm(view.facturation);
  const school = asForm(view.etablissement);
  return {
    utilisateur: { ...asForm(view.utilisateur), [LOGIN_EMAIL]: String(view.utilisateur.email ?? '') },
    entreprise: company,
    facturation: {
      ...billing,
      [BILLING_DIFFERS]: billing.factureDifferente === true && !billingMatchesCompany(company, billing, COMPANY_BILLING_PAIRS),
    },
    etablissement: school,
    facturationEcole: {
      ...billing,
      [BILLING_DIFFERS]: billing.adresseFactureIdentique === false && !billingMatchesCompany(school, billing, SCHOOL_BILLING_PAIRS),
    },
  };
}
