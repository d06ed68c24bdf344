import type { Core } from '@strapi/strapi';
import type { AccountView, BillingInfo, CompanyInfo, SchoolBilling, SchoolEstablishment, UserInfo } from '@cep/domain';
import type { Membership } from '../../../membership/current-membership';
import { organisations } from './organisations';
import { UIDS } from '../../../uids';

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
/** A company's billing address, apart from its own (the order of the account section's block and the payment form). */
export const COMPANY_BILLING_FIELDS = [
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

type Values = AccountView['utilisateur'];

/** A column as the answer carries it: a Date as the ISO string its JSON would be, anything not plain as null. */
const plain = (value: unknown): Values[string] =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : value instanceof Date
      ? value.toISOString()
      : null;

/** The section's fields of a row, null when empty; dates and numbers are already plain values. */
function pick(row: object | null | undefined, fields: readonly string[]): Values {
  const values = new Map(Object.entries(row ?? {}));
  return Object.fromEntries(fields.map((f) => [f, plain(values.get(f))]));
}

/** Nulls for every field: unticking "billing differs" clears the billing block (spec 02 §4). */
function cleared(fields: readonly string[]): Record<string, null> {
  return Object.fromEntries(fields.map((f) => [f, null]));
}

/**
 * The sections of "Mon compte" (spec 01 §2, spec 02 §2): the caller's own user, and their account's company
 * (with its billing) or school. Nothing here takes an id from the request.
 */
export function accountSections(strapi: Core.Strapi) {
  const companies = () => strapi.documents(UIDS.company);
  const schools = () => strapi.documents(UIDS.school);
  const orgs = organisations(strapi);

  async function mainCompanyId(membership: Membership): Promise<string> {
    const company = await orgs.mainCompany(membership.accountId);
    if (!company) throw new Error(`account ${membership.accountId} has no company`);
    return company.documentId;
  }

  async function schoolId(membership: Membership): Promise<string> {
    const school = await orgs.school(membership.accountId);
    if (!school) throw new Error(`account ${membership.accountId} has no school`);
    return school.documentId;
  }

  return {
    async read(userId: number, role: string, membership: Membership | null): Promise<AccountView> {
      const user = await strapi.db.query(UIDS.user).findOne({ where: { id: userId }, select: [...USER_FIELDS] });
      const view: AccountView = {
        role,
        proprietaire: membership?.role === 'proprietaire',
        utilisateur: pick(user, USER_FIELDS),
      };
      if (membership?.type === 'entreprise') {
        const company = await orgs.mainCompany(membership.accountId);
        view.entreprise = pick(company, COMPANY_FIELDS);
        view.facturation = { factureDifferente: Boolean(company?.factureDifferente), ...pick(company, COMPANY_BILLING_FIELDS) };
      }
      if (membership?.type === 'ecole') {
        const school = await orgs.school(membership.accountId);
        view.etablissement = pick(school, SCHOOL_FIELDS);
        view.facturation = { adresseFactureIdentique: school?.adresseFactureIdentique !== false, ...pick(school, SCHOOL_BILLING_FIELDS) };
      }
      return view;
    },

    async writeUser(userId: number, data: UserInfo) {
      await strapi
        .plugin('users-permissions')
        .service('user')
        .edit(userId, { ...data, username: data.email });
    },

    async writeCompany(membership: Membership, data: CompanyInfo) {
      await companies().update({ documentId: await mainCompanyId(membership), data: { ...cleared(COMPANY_FIELDS), ...data } });
    },

    async writeBilling(membership: Membership, data: BillingInfo) {
      const { factureDifferente, secteurActivite: _sector, ...billing } = data;
      const values = factureDifferente ? { ...cleared(COMPANY_BILLING_FIELDS), ...billing } : cleared(COMPANY_BILLING_FIELDS);
      await companies().update({ documentId: await mainCompanyId(membership), data: { factureDifferente, ...values } });
    },

    async writeSchool(membership: Membership, data: SchoolEstablishment) {
      await schools().update({ documentId: await schoolId(membership), data: { ...cleared(SCHOOL_FIELDS), ...data } });
    },

    /** The same address as the establishment's clears the billing block. */
    async writeSchoolBilling(membership: Membership, data: SchoolBilling) {
      const { adresseFactureIdentique, ...billing } = data;
      const values = adresseFactureIdentique ? cleared(SCHOOL_BILLING_FIELDS) : { ...cleared(SCHOOL_BILLING_FIELDS), ...billing };
      await schools().update({ documentId: await schoolId(membership), data: { adresseFactureIdentique, ...values } });
    },
  };
}
