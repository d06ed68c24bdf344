import { billingInfoSchema, companyInfoSchema, messages, schoolAccountSchema, userInfoSchema, VAT_NUMBER_MAX } from '@cep/domain';
import type { z } from 'zod';
import type { SectionKey } from '@/lib/cms';
import { addressFields, type FieldDef, type FormValues } from './fields';

export interface SectionDef {
  key: SectionKey;
  /** The toast title of spec 01 §8 / spec 02 §8. */
  title: string;
  schema: z.ZodType;
  fields: FieldDef[];
  /**
   * The 'billing address differs' box: ticked, it shows the billing block; changing it clears the block
   * (spec 02 §4). `invert` when the stored flag means the opposite (a school stores 'same address').
   */
  toggle?: { field: string; label: string; invert: boolean; block: string[] };
}

/** The form keeps the box's state under one name, whatever the stored flag is called. */
export const BILLING_DIFFERS = 'factureDifferente';
const billingShown = (v: FormValues) => v[BILLING_DIFFERS] === true;
const schoolBillingShown = billingShown;

const billingFields = addressFields(
  {
    address: 'societeFactureAdresse',
    complement: 'societeFactureAdresseComplementaire',
    postalCode: 'societeFactureCodePostal',
    city: 'societeFactureVille',
    intlCity: 'societeFactureVilleInternational',
    country: 'societeFacturePays',
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
    title: messages.toastInfosUtilisateur,
    schema: userInfoSchema,
    fields: [
      { name: 'prenom', label: 'Prénom', autoComplete: 'given-name' },
      { name: 'nom', label: 'Nom', autoComplete: 'family-name' },
      { name: 'fonction', label: 'Fonction', autoComplete: 'organization-title' },
      { name: 'email', label: 'Adresse e-mail', kind: 'email', autoComplete: 'email' },
      { name: 'telephone', label: 'Téléphone', kind: 'tel', autoComplete: 'tel' },
    ],
  },
  entreprise: {
    key: 'entreprise',
    title: messages.toastInfosEntreprise,
    schema: companyInfoSchema,
    fields: [
      { name: 'societeRaisonsocial', label: 'Raison sociale', autoComplete: 'organization' },
      { name: 'secteurActivite', label: "Secteur d'activité" },
      ...addressFields({
        address: 'societeAdresse',
        complement: 'societeAdressecomplementaire',
        postalCode: 'societeCp',
        city: 'societeVille',
        intlCity: 'societeVilleInternational',
        country: 'societePays',
        phone: 'societeTel',
      }),
      { name: 'societeTvaintra', label: 'N° de TVA intracommunautaire', maxLength: VAT_NUMBER_MAX },
      { name: 'societeSiret', label: 'SIRET', maxLength: 17 },
      { name: 'societeDatecreation', label: 'Année de création', kind: 'number' },
    ],
  },
  facturation: {
    key: 'facturation',
    title: messages.toastInfosFacturation,
    schema: billingInfoSchema,
    toggle: {
      field: 'factureDifferente',
      label: "L'adresse de facturation est différente de celle de l'entreprise",
      invert: false,
      block: billingFields.map((f) => f.name).concat('societeFactureRaisonSociale', 'societeFactureTva', 'societeFactureSiret'),
    },
    fields: [
      { name: 'societeFactureRaisonSociale', label: 'Raison sociale de facturation', autoComplete: 'organization', showWhen: billingShown },
      ...billingFields,
      { name: 'societeFactureTva', label: 'N° de TVA intracommunautaire', maxLength: VAT_NUMBER_MAX, showWhen: billingShown },
      { name: 'societeFactureSiret', label: 'SIRET', maxLength: 17, showWhen: billingShown },
    ],
  },
  etablissement: {
    key: 'etablissement',
    title: messages.toastInfosEtablissement,
    schema: schoolAccountSchema,
    toggle: {
      field: 'adresseFactureIdentique',
      label: "L'adresse de facturation est différente de celle de l'établissement",
      invert: true,
      block: schoolBillingFields.map((f) => f.name).concat('adressefactureNom'),
    },
    fields: [
      { name: 'ecoleNom', label: "Nom de l'établissement", autoComplete: 'organization' },
      ...addressFields({
        address: 'ecoleAdresse',
        complement: 'ecoleAdresseComplementaire',
        postalCode: 'ecoleCp',
        city: 'ecoleVille',
        intlCity: 'ecoleVilleInternational',
        country: 'ecolePays',
        phone: 'ecoleTel',
      }),
      { name: 'ecoleTvaIntra', label: 'N° de TVA intracommunautaire', maxLength: VAT_NUMBER_MAX },
      { name: 'ecoleSiret', label: 'SIRET', maxLength: 17 },
      { name: 'adressefactureNom', label: 'Nom pour la facturation', showWhen: schoolBillingShown },
      ...schoolBillingFields,
    ],
  },
};
