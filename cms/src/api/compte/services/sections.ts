import type { Core } from '@strapi/strapi';
import type { BillingInfo, CompanyInfo, SchoolAccount } from '@cep/domain';
import type { AccountScope } from './scope';

const USER_UID = 'plugin::users-permissions.user';

const USER_FIELDS = ['prenom', 'nom', 'fonction', 'email', 'telephone'] as const;
const COMPANY_FIELDS = [
  'societeRaisonsocial',
  'societeAdresse',
  'societeAdressecomplementaire',
  'societeCp',
  'societeVille',
  'societeVilleInternational',
  'societePays',
  'societeTel',
  'secteurActivite',
  'societeTvaintra',
  'societeSiret',
  'societeDatecreation',
] as const;
const BILLING_FIELDS = [
  'societeFactureRaisonSociale',
  'societeFactureAdresse',
  'societeFactureAdresseComplementaire',
  'societeFactureCodePostal',
  'societeFactureVille',
  'societeFactureVilleInternational',
  'societeFacturePays',
  'societeFactureTelephone',
  'societeFactureTva',
  'societeFactureSiret',
] as const;
const SCHOOL_FIELDS = [
  'ecoleNom',
  'ecoleAdresse',
  'ecoleAdresseComplementaire',
  'ecoleCp',
  'ecoleVille',
  'ecoleVilleInternational',
  'ecolePays',
  'ecoleTel',
  'ecoleTvaIntra',
  'ecoleSiret',
] as const;
const SCHOOL_BILLING_FIELDS = [
  'adressefactureNom',
  'adressefactureAdresse',
  'adressefactureAdresseComplementaire',
  'adressefactureCp',
  'adressefactureVille',
  'adressefactureVilleInternational',
  'adressefacturePays',
  'adressefactureTel',
] as const;

type Row = Record<string, unknown>;

function pick(row: Row | null | undefined, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, row?.[f] ?? null]));
}

/** Nulls for every field: unticking "billing differs" clears the billing block (spec 02 §4). */
function cleared(fields: readonly string[]): Record<string, null> {
  return Object.fromEntries(fields.map((f) => [f, null]));
}

/** The four sections of "Mon compte" (spec 01 §2, spec 02 §2), read and written for the caller's own account only. */
export function accountSections(strapi: Core.Strapi) {
  const companies = () => strapi.documents('api::company.company');
  const schools = () => strapi.documents('api::school.school');

  return {
    async read(scope: AccountScope) {
      const user = (await strapi.db.query(USER_UID).findOne({ where: { id: scope.userId } })) as Row;
      const view: Record<string, unknown> = { role: scope.role, proprietaire: scope.owner, utilisateur: pick(user, USER_FIELDS) };
      if (scope.companyDocumentId) {
        const company = (await companies().findOne({ documentId: scope.companyDocumentId })) as Row | null;
        view.entreprise = pick(company, COMPANY_FIELDS);
        view.facturation = { factureDifferente: Boolean(company?.factureDifferente), ...pick(company, BILLING_FIELDS) };
      }
      if (scope.schoolDocumentId) {
        const school = (await schools().findOne({ documentId: scope.schoolDocumentId })) as Row | null;
        view.etablissement = {
          ...pick(school, SCHOOL_FIELDS),
          adresseFactureIdentique: school?.adresseFactureIdentique !== false,
          ...pick(school, SCHOOL_BILLING_FIELDS),
        };
      }
      return view;
    },

    async writeUser(scope: AccountScope, data: Record<string, unknown>) {
      await strapi.db.query(USER_UID).update({ where: { id: scope.userId }, data: { ...data, username: data.email } });
    },

    async writeCompany(scope: AccountScope, data: CompanyInfo) {
      await companies().update({ documentId: scope.companyDocumentId as string, data: { ...cleared(COMPANY_FIELDS), ...data } });
    },

    async writeBilling(scope: AccountScope, data: BillingInfo) {
      const { factureDifferente, secteurActivite: _sector, ...billing } = data;
      const values = factureDifferente ? { ...cleared(BILLING_FIELDS), ...billing } : cleared(BILLING_FIELDS);
      await companies().update({ documentId: scope.companyDocumentId as string, data: { factureDifferente, ...values } });
    },

    async writeSchool(scope: AccountScope, data: SchoolAccount) {
      const billing = data.adresseFactureIdentique ? cleared(SCHOOL_BILLING_FIELDS) : {};
      await schools().update({ documentId: scope.schoolDocumentId as string, data: { ...cleared(SCHOOL_FIELDS), ...data, ...billing } });
    },
  };
}
