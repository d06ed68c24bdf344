import { z } from '../zod';
import { messages } from '../messages';
import { plainPasswordSchema } from '../password';
import { SITE_LANGUAGES, type SiteLanguage } from '../site-languages';
import { FRANCE, requiresVatNumber, vatNumberFitsCountry } from '../vat';
import {
  checkbox,
  emptyToUndefined,
  cityField,
  countryField,
  creationYearField,
  emailField,
  optionalPhoneField,
  optionalText,
  phoneField,
  postalCodeField,
  requiredText,
  siretField,
  vatNumberField,
} from './fields';

const refuseUnknown = { error: (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? messages.champNonAutorise : undefined) };

/**
 * Sign-up (spec 01 §3, §7). The role comes from the endpoint, so every sign-up body is strict: a `role`,
 * `confirmed`, `blocked` or unknown field is refused under its own name.
 */
export const candidateRegistrationSchema = z.strictObject(
  {
    prenom: requiredText(120),
    nom: requiredText(120),
    email: emailField(),
    plainPassword: plainPasswordSchema,
  },
  refuseUnknown,
);

export const recruiterRegistrationSchema = z.strictObject(
  {
    prenom: requiredText(120),
    nom: requiredText(120),
    email: emailField(),
    telephone: optionalPhoneField(),
    societeRaisonsocial: requiredText(255),
    secteurActivite: requiredText(120),
    plainPassword: plainPasswordSchema,
  },
  refuseUnknown,
);

export const schoolRegistrationSchema = z.strictObject(
  {
    prenom: requiredText(120),
    nom: requiredText(120),
    email: emailField(),
    telephone: optionalPhoneField(),
    ecoleNom: requiredText(255),
    plainPassword: plainPasswordSchema,
  },
  refuseUnknown,
);

export const forgotPasswordSchema = z.object({ email: emailField() });

export const resetPasswordSchema = z.object({
  token: requiredText(512),
  plainPassword: plainPasswordSchema,
});

/** Recruiter user of a company account (spec 01 §3); nom, prénom and e-mail share spec 02's message. */
export const recruiterUserSchema = z.object({
  recruteurNom: requiredText(120, messages.recruteurVerifier),
  recruteurPrenom: requiredText(120, messages.recruteurVerifier),
  recruteurFonction: optionalText(120),
  recruteurMail: emailField(messages.recruteurVerifier),
  recruteurTel: optionalPhoneField(),
});

/** "Mon compte" — user info section. */
export const userInfoSchema = z.object({
  prenom: requiredText(120),
  nom: requiredText(120),
  fonction: optionalText(120),
  email: emailField(),
  telephone: optionalPhoneField(),
  /** Asked only when the e-mail changes: the login address is the account's key (decided). */
  currentPassword: z.string().max(200).optional(),
});

/** « Mon compte » › Préférences: the language of a candidate's e-mails, SMS and notifications (issue #41 item 2). */
export const emailLanguageSchema = z.object({ langue: z.enum(SITE_LANGUAGES, { error: messages.langueInconnue }) });

/**
 * A language sent or stored beside a form's fields (a sign-up's, from the site's cookie; a user's column): one of
 * ours, or French — the reference — for anything else, never an error.
 */
export function languageOrFrench(value: unknown): SiteLanguage {
  return emailLanguageSchema.shape.langue.catch('fr').parse(value);
}

/** "Mon compte" — login info section: the current password proves it is the owner (decided). */
export const loginInfoSchema = z.object({
  currentPassword: z.string({ error: messages.champObligatoire }).min(1, { error: messages.champObligatoire }),
  plainPassword: plainPasswordSchema,
});

type Ctx = z.RefinementCtx;

/** France needs a French city and postal code; another country needs the international city. */
/** The place fields a country requires: in France the city from the list and its postal code, elsewhere the city typed. */
export function placeRequired(country: string): Array<'city' | 'postalCode' | 'intlCity'> {
  return country === FRANCE ? ['city', 'postalCode'] : ['intlCity'];
}

function requirePlace(
  ctx: Ctx,
  country: string,
  fields: { city: string; postalCode: string; intlCity: string },
  values: Record<string, unknown>,
) {
  const missing = (key: string) => !values[key] || String(values[key]).trim() === '';
  for (const part of placeRequired(country)) {
    const key = fields[part];
    if (missing(key)) ctx.addIssue({ code: 'custom', path: [key], message: messages.champObligatoire });
  }
}

const optionalPostalCode = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(postalCodeField().optional());
const optionalCity = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(cityField().optional());

/**
 * "Mon compte" — company info (spec 01 §3): `societeDatecreation` between 1900 and this year. The place follows the
 * billing's rule (spec 01 §5), since the company's address is the billing address unless another is given: in the
 * EU zone, the postal code and the VAT number (issue #38 item 8: a German company saved here without them was then
 * refused at billing).
 */
export const companyInfoSchema = z
  .object({
    societeRaisonsocial: requiredText(255),
    societeAdresse: requiredText(255),
    societeAdressecomplementaire: optionalText(255),
    societeCp: optionalPostalCode(),
    societeVille: optionalCity(),
    societeVilleInternational: optionalText(120),
    societePays: countryField(),
    societeTel: phoneField(),
    secteurActivite: requiredText(120),
    societeTvaintra: vatNumberField(),
    societeSiret: siretField(),
    societeDatecreation: creationYearField().optional(),
  })
  .superRefine((v, ctx) =>
    requireBillingZone(ctx, v.societePays, v.secteurActivite, {
      postalCode: ['societeCp', v.societeCp],
      city: ['societeVille', v.societeVille],
      intlCity: ['societeVilleInternational', v.societeVilleInternational],
      vat: ['societeTvaintra', v.societeTvaintra],
    }),
  );

/**
 * Billing section (spec 01 §3): filled only when the box "the billing address differs" is ticked; in the EU
 * zone the VAT number and the postal code are then required (spec 01 §5).
 */
export const billingInfoSchema = z
  .object({
    factureDifferente: checkbox(),
    societeFactureRaisonSociale: optionalText(255),
    societeFactureAdresse: optionalText(255),
    societeFactureAdresseComplementaire: optionalText(255),
    societeFactureCodePostal: optionalText(10),
    societeFactureVille: optionalText(120),
    societeFactureVilleInternational: optionalText(120),
    societeFacturePays: countryField(),
    societeFactureTelephone: optionalPhoneField(),
    societeFactureTva: vatNumberField(),
    societeFactureSiret: siretField(),
    secteurActivite: optionalText(120),
  })
  .superRefine((v, ctx) => {
    if (!v.factureDifferente) return;
    for (const key of ['societeFactureRaisonSociale', 'societeFactureAdresse'] as const) {
      if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: messages.champObligatoire });
    }
    requireBillingZone(ctx, v.societeFacturePays, v.secteurActivite, {
      postalCode: ['societeFactureCodePostal', v.societeFactureCodePostal],
      city: ['societeFactureVille', v.societeFactureVille],
      intlCity: ['societeFactureVilleInternational', v.societeFactureVilleInternational],
      vat: ['societeFactureTva', v.societeFactureTva],
    });
  });

type Field = [string, string | undefined];

/**
 * The fields a billing country requires: the EU zone its postal code and VAT number (VAT unless a zero-VAT
 * sector); France the city from the list too; elsewhere the international city. One rule for the schemas below
 * and for the forms' asterisks (issue #38 item 8).
 */
export function billingZoneRequired(
  countryCode: string,
  sector?: string,
  { vatOptional = false }: { vatOptional?: boolean } = {},
): Array<keyof BillingZoneFields> {
  const parts: Array<keyof BillingZoneFields> = !vatOptional && requiresVatNumber(countryCode, sector) ? ['vat'] : [];
  if (countryCode === FRANCE) return [...parts, 'city', 'postalCode'];
  return [...parts, ...(requiresVatNumber(countryCode) ? (['postalCode'] as const) : []), 'intlCity'];
}

interface BillingZoneFields {
  postalCode: Field;
  city: Field;
  intlCity: Field;
  vat: Field;
}

export function requireBillingZone(
  ctx: Ctx,
  countryCode: string,
  sector: string | undefined,
  f: BillingZoneFields,
  options: { vatOptional?: boolean } = {},
) {
  for (const part of billingZoneRequired(countryCode, sector, options)) {
    if (!f[part][1]) ctx.addIssue({ code: 'custom', path: [f[part][0]], message: messages.champObligatoire });
  }
  if (f.vat[1] && !vatNumberFitsCountry(f.vat[1], countryCode))
    ctx.addIssue({ code: 'custom', path: [f.vat[0]], message: messages.tvaInvalide });
  if (countryCode === FRANCE && f.postalCode[1] && !/^\d{5}$/.test(f.postalCode[1]))
    ctx.addIssue({ code: 'custom', path: [f.postalCode[0]], message: messages.filialeCodePostal });
}

/** « Informations de l'établissement » (spec 02 §3, §8): the school's own address and identifiers. */
export const schoolEstablishmentSchema = z
  .object({
    ecoleNom: requiredText(255),
    ecoleAdresse: requiredText(255),
    ecoleAdresseComplementaire: optionalText(255),
    ecoleCp: optionalPostalCode(),
    ecoleVille: optionalCity(),
    ecoleVilleInternational: optionalText(120),
    ecolePays: countryField(),
    ecoleTel: phoneField(),
    ecoleTvaIntra: vatNumberField(),
    ecoleSiret: siretField(),
  })
  .superRefine((v, ctx) =>
    requirePlace(ctx, v.ecolePays, { city: 'ecoleVille', postalCode: 'ecoleCp', intlCity: 'ecoleVilleInternational' }, v),
  );

/**
 * A school's « Informations de facturation » (spec 02 §3, §8): the same address unless the box says otherwise; then
 * the billing block, with the `adressefacture` prefix.
 */
export const schoolBillingSchema = z
  .object({
    adresseFactureIdentique: checkbox(),
    adressefactureNom: optionalText(255),
    adressefactureAdresse: optionalText(255),
    adressefactureAdresseComplementaire: optionalText(255),
    adressefactureCp: optionalText(10),
    adressefactureVille: optionalText(120),
    adressefactureVilleInternational: optionalText(120),
    adressefacturePays: countryField(),
    adressefactureTel: optionalPhoneField(),
  })
  .superRefine((v, ctx) => {
    if (v.adresseFactureIdentique) return;
    for (const key of ['adressefactureNom', 'adressefactureAdresse'] as const) {
      if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: messages.champObligatoire });
    }
    requirePlace(
      ctx,
      v.adressefacturePays,
      { city: 'adressefactureVille', postalCode: 'adressefactureCp', intlCity: 'adressefactureVilleInternational' },
      v,
    );
  });

/** When the billing values equal the company's at load, the billing block starts hidden and unchecked (spec 02 §4). */
export function billingMatchesCompany(
  company: Record<string, unknown>,
  billing: Record<string, unknown>,
  pairs: Array<[string, string]>,
): boolean {
  return pairs.every(([c, b]) => (company[c] ?? '') === (billing[b] ?? ''));
}

/**
 * Subsidiary (spec 02 §5, its seven messages). `cityPostalCodes` gives the postal codes of a French city from
 * the official data (the cms has it); when it knows the city, the postal code must be one of them.
 */
export function createSubsidiarySchema(cityPostalCodes: (city: string) => string[] | undefined = () => undefined) {
  return z
    .object({
      raisonSociale: requiredText(255, messages.filialeRaisonSociale),
      adresse: requiredText(255, messages.filialeAdresse),
      adresseComplementaire: optionalText(255),
      codePostal: optionalText(10),
      ville: optionalText(120),
      villeInternational: optionalText(120),
      pays: countryField(),
      telephone: z
        .string({ error: messages.filialeTelephone })
        .transform((v) => v.replace(/[\s.-]/g, ''))
        .pipe(z.string().regex(/^\d{10}$/, { error: messages.filialeTelephone })),
      secteurActivite: requiredText(120, messages.filialeSecteur),
      registreMarque: optionalText(255),
      diffusionMarque: checkbox(),
    })
    .superRefine((v, ctx) => {
      if (v.pays !== FRANCE) {
        if (!v.villeInternational) ctx.addIssue({ code: 'custom', path: ['villeInternational'], message: messages.filialeVille });
        return;
      }
      if (!v.ville || !/^[\p{L}][\p{L}\s'’-]*$/u.test(v.ville))
        ctx.addIssue({ code: 'custom', path: ['ville'], message: messages.filialeVille });
      if (!v.codePostal || !/^\d{5}$/.test(v.codePostal)) {
        ctx.addIssue({ code: 'custom', path: ['codePostal'], message: messages.filialeCodePostal });
        return;
      }
      const known = v.ville ? cityPostalCodes(v.ville) : undefined;
      if (known && !known.includes(v.codePostal))
        ctx.addIssue({ code: 'custom', path: ['codePostal'], message: messages.filialeCodePostalVille });
    });
}

export type RecruiterUser = z.infer<typeof recruiterUserSchema>;
export type CompanyInfo = z.infer<typeof companyInfoSchema>;
export type BillingInfo = z.infer<typeof billingInfoSchema>;
export type SchoolEstablishment = z.infer<typeof schoolEstablishmentSchema>;
export type SchoolBilling = z.infer<typeof schoolBillingSchema>;
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * What staff allow a company's offers without (spec 01 §5: the city, the pay), with the reason kept beside it: an
 * exemption is a moderator's decision, not a setting (issue #38).
 */
export const offerExemptionsSchema = z
  .object({
    villeFacultative: checkbox(),
    remunerationFacultative: checkbox(),
    // react-admin sends an emptied text as null.
    exemptionMotif: z.preprocess(emptyToUndefined, optionalText(500)),
  })
  .superRefine((v, ctx) => {
    if ((v.villeFacultative || v.remunerationFacultative) && !v.exemptionMotif)
      ctx.addIssue({ code: 'custom', path: ['exemptionMotif'], message: messages.motifDerogationRequis });
  });
