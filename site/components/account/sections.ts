import {
  billingInfoSchema,
  companyInfoSchema,
  messages,
  schoolBillingSchema,
  schoolEstablishmentSchema,
  userInfoSchema,
  VAT_NUMBER_MAX,
} from '@cep/domain';
import type { z } from 'zod';
import type { SectionKey } from '@/lib/actions/account';
import type { FieldDef, FormValues } from '@/components/forms/field-defs';
import { account } from '@/lib/i18n/fr/account';
import { addressFields } from './fields';
import { billingFieldsRequired, placeFieldsRequired } from './zone-required';

const f = account.account.fields;

/** A form of « Mon compte »: the cms's sections, a school's billing apart from a company's. */
export type FormKey = SectionKey | 'facturationEcole';

export interface SectionDef {
  key: FormKey;
  /** The cms section it is saved to (`PUT /compte/{path}`). */
  path: SectionKey;
  /** The toast title of spec 01 §8 / spec 02 §8. */
  title: string;
  schema: z.ZodType;
  fields: FieldDef[];
  /**
   * The 'billing address differs' box: ticked, it shows the billing block; changing it clears the block
   * (spec 02 §4). `invert` when the stored flag means the opposite (a school stores 'same address').
   */
  toggle?: { field: string; label: string; invert: boolean; block: string[] };
  /** Fields the schema requires only for some values (a country, the box): marked as the values change. */
  alsoRequired?: (values: FormValues) => string[];
}

/** The form keeps the box's state under one name, whatever the stored flag is called. */
export const BILLING_DIFFERS = 'factureDifferente';
/** The login address as loaded: a different one typed in the form asks for the current password (issue #10). */
export const LOGIN_EMAIL = 'emailDeConnexion';
const emailChanged = (v: FormValues) =>
  String(v.email ?? '')
    .trim()
    .toLowerCase() !== String(v[LOGIN_EMAIL] ?? '').toLowerCase();
const billingShown = (v: FormValues) => v[BILLING_DIFFERS] === true;
const schoolBillingShown = billingShown;

/** The billing block's place fields, on the account page and the purchase page. */
export const BILLING_PLACE = {
  country: 'societeFacturePays',
  postalCode: 'societeFactureCodePostal',
  city: 'societeFactureVille',
  intlCity: 'societeFactureVilleInternational',
};

const billingFields = addressFields(
  {
    ...BILLING_PLACE,
    address: 'societeFactureAdresse',
    complement: 'societeFactureAdresseComplementaire',
    phone: 'societeFactureTelephone',
  },
  billingShown,
);

const schoolBillingFields = addressFields(
  {
    address: 'adressefactureAdresse',
    complement: 'adressefactureAdresseComplementaire',
    postalCode: 'adressefactureCp',
    city: 'adressefactureVille',
    intlCity: 'adressefactureVilleInternational',
    country: 'adressefacturePays',
    phone: 'adressefactureTel',
  },
  schoolBillingShown,
);

export const SECTIONS: Record<SectionDef['key'], SectionDef> = {
  utilisateur: {
    key: 'utilisateur',
    path: 'utilisateur',
    title: messages.toastInfosUtilisateur,
    schema: userInfoSchema,
    fields: [
      { name: 'prenom', label: f.prenom, autoComplete: 'given-name' },
      { name: 'nom', label: f.nom, autoComplete: 'family-name' },
      { name: 'fonction', label: f.fonction, autoComplete: 'organization-title' },
      { name: 'email', label: f.email, kind: 'email', autoComplete: 'email' },
      { name: 'currentPassword', label: f.motDePasseEmail, kind: 'password', autoComplete: 'current-password', showWhen: emailChanged },
      { name: 'telephone', label: f.telephone, kind: 'tel', autoComplete: 'tel' },
    ],
  },
  entreprise: {
    key: 'entreprise',
    path: 'entreprise',
    title: messages.toastInfosEntreprise,
    schema: companyInfoSchema,
    alsoRequired: (v) =>
      billingFieldsRequired(v, {
        country: 'societePays',
        postalCode: 'societeCp',
        city: 'societeVille',
        intlCity: 'societeVilleInternational',
        vat: 'societeTvaintra',
        sector: 'secteurActivite',
      }),
    fields: [
      { name: 'societeRaisonsocial', label: f.raisonSociale, autoComplete: 'organization' },
      { name: 'secteurActivite', label: f.secteurActivite },
      ...addressFields({
        address: 'societeAdresse',
        complement: 'societeAdressecomplementaire',
        postalCode: 'societeCp',
        city: 'societeVille',
        intlCity: 'societeVilleInternational',
        country: 'societePays',
        phone: 'societeTel',
      }),
      { name: 'societeTvaintra', label: f.tva, maxLength: VAT_NUMBER_MAX },
      { name: 'societeSiret', label: f.siret, maxLength: 17 },
      { name: 'societeDatecreation', label: f.anneeCreation, kind: 'number' },
    ],
  },
  facturation: {
    key: 'facturation',
    path: 'facturation',
    title: messages.toastInfosFacturation,
    schema: billingInfoSchema,
    alsoRequired: (v) =>
      billingShown(v)
        ? [
            'societeFactureRaisonSociale',
            'societeFactureAdresse',
            ...billingFieldsRequired(v, { ...BILLING_PLACE, vat: 'societeFactureTva', sector: 'secteurActivite' }),
          ]
        : [],
    toggle: {
      field: 'factureDifferente',
      label: account.account.billingDiffersFromCompany,
      invert: false,
      block: billingFields.map((f) => f.name).concat('societeFactureRaisonSociale', 'societeFactureTva', 'societeFactureSiret'),
    },
    fields: [
      { name: 'societeFactureRaisonSociale', label: f.raisonSocialeFacturation, autoComplete: 'organization', showWhen: billingShown },
      ...billingFields,
      { name: 'societeFactureTva', label: f.tva, maxLength: VAT_NUMBER_MAX, showWhen: billingShown },
      { name: 'societeFactureSiret', label: f.siret, maxLength: 17, showWhen: billingShown },
    ],
  },
  etablissement: {
    key: 'etablissement',
    path: 'etablissement',
    title: messages.toastInfosEtablissement,
    schema: schoolEstablishmentSchema,
    alsoRequired: (v) =>
      placeFieldsRequired(v, { country: 'ecolePays', postalCode: 'ecoleCp', city: 'ecoleVille', intlCity: 'ecoleVilleInternational' }),
    fields: [
      { name: 'ecoleNom', label: f.ecoleNom, autoComplete: 'organization' },
      ...addressFields({
        address: 'ecoleAdresse',
        complement: 'ecoleAdresseComplementaire',
        postalCode: 'ecoleCp',
        city: 'ecoleVille',
        intlCity: 'ecoleVilleInternational',
        country: 'ecolePays',
        phone: 'ecoleTel',
      }),
      { name: 'ecoleTvaIntra', label: f.tva, maxLength: VAT_NUMBER_MAX },
      { name: 'ecoleSiret', label: f.siret, maxLength: 17 },
    ],
  },
  // A school's « Informations de facturation » (spec 02 §8's fourth header), saved on the same path as a company's.
  facturationEcole: {
    key: 'facturationEcole',
    path: 'facturation',
    title: messages.toastInfosFacturation,
    schema: schoolBillingSchema,
    alsoRequired: (v) =>
      schoolBillingShown(v)
        ? [
            'adressefactureNom',
            'adressefactureAdresse',
            ...placeFieldsRequired(v, {
              country: 'adressefacturePays',
              postalCode: 'adressefactureCp',
              city: 'adressefactureVille',
              intlCity: 'adressefactureVilleInternational',
            }),
          ]
        : [],
    toggle: {
      field: 'adresseFactureIdentique',
      label: account.account.billingDiffersFromSchool,
      invert: true,
      block: schoolBillingFields.map((f) => f.name).concat('adressefactureNom'),
    },
    fields: [{ name: 'adressefactureNom', label: f.nomFacturation, showWhen: schoolBillingShown }, ...schoolBillingFields],
  },
};
