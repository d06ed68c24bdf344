import type { Modules } from '@strapi/strapi';
import {
  FRANCE,
  hasText,
  messages,
  OFFER_LANGUAGES,
  OFFER_TEXT_MAX,
  readHarvestDetails,
  readOfferTranslations,
  type FieldErrors,
  type OfferLanguage,
  type OfferStep1,
  type OfferStep2,
  type OfferTranslation,
  type OfferTranslations,
} from '@cep/domain';
import { communeByCode } from '../../../places/coordinates';
import { documentData } from '../../../utils/document-data';
import { toSafeHtml } from '../../../utils/rich-text';
import { languageList, numberList, stringList } from '../../../utils/json-columns';
import { UIDS } from '../../../uids';

/** An offer's own columns, as Strapi's generated types give them. */
export type OfferFields = Modules.Documents.Document<typeof UIDS.offer>;

/** The relations the recruiter pages, the public page and moderation read; exactly these are populated. */
export const OFFER_RELATIONS: {
  company: { fields: Array<'societeRaisonsocial' | 'societeVille' | 'description' | 'enLigne' | 'logo'> };
  account: { fields: Array<'type'> };
  recruteur: { fields: Array<'email' | 'prenom'> };
} = {
  company: { fields: ['societeRaisonsocial', 'societeVille', 'description', 'enLigne', 'logo'] },
  account: { fields: ['type'] },
  recruteur: { fields: ['email', 'prenom'] },
};

/** An offer with those relations. */
export type Offer = Modules.Documents.Document<typeof UIDS.offer, { populate: typeof OFFER_RELATIONS }>;

/** Offer columns as the Document Service takes them (null clears a column). */
export const offerData = (columns: Record<string, unknown>) => documentData(UIDS.offer, columns);

const nullable = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
export const toNumber = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));

/**
 * Step 1 as columns: the commune picked in the list gives its name, postal code, department, region and
 * point (radius search); rich text is sanitised here, on write.
 */
export function step1Attributes(data: OfferStep1) {
  const commune = data.offreVille ? communeByCode(data.offreVille) : undefined;
  const france = data.offrePays === FRANCE;
  return {
    offreTitre: data.offreTitre,
    offreContrat: nullable(data.offreContrat),
    offreTexte: toSafeHtml(data.offreTexte),
    offreFormationcandidat: toSafeHtml(data.offreFormationcandidat),
    offreDetailplus: toSafeHtml(data.offreDetailplus),
    offrePays: data.offrePays,
    offreVilleCode: commune?.code ?? null,
    offreVille: france ? (commune?.nom ?? null) : nullable(data.offreVilleInternational),
    offreVilleInternational: nullable(data.offreVilleInternational),
    offreCodePostal: commune?.codePostal ?? null,
    offreDepartement: commune?.departement ?? data.offreDepartements[0] ?? null,
    offreRegion: commune?.region ?? null,
    latitude: commune?.point?.lat ?? null,
    longitude: commune?.point?.lng ?? null,
    offreHomeOffice: data.offreHomeOffice,
    offreRegions: data.offreRegions,
    offreDepartements: data.offreDepartements,
    offreDomaine1: nullable(data.offreDomaine1),
    offreDomaine2: nullable(data.offreDomaine2),
    offreDomaine3: nullable(data.offreDomaine3),
    offreExperience: nullable(data.offreExperience),
    offreNiveauEtude: nullable(data.offreNiveauEtude),
    offreRemunerationmin: nullable(data.offreRemunerationmin),
    offreRemunerationmax: nullable(data.offreRemunerationmax),
    offreRemunerationPeriode: data.offreRemunerationPeriode,
    offreAvantage: data.offreAvantage,
    offreAvantageSalaire: data.offreAvantageSalaire,
    offreAvantageAutre: nullable(data.offreAvantageAutre),
    permisMobile: data.permisMobile,
    offreLangue: data.offreLangue,
    dureeContratValue: nullable(data.dureeContratValue),
    dureeContratChoice: nullable(data.dureeContratChoice),
    emploivendagesaisonier: data.emploivendagesaisonier,
    vendanges: data.vendanges ?? null,
  };
}

/** Step 2 as columns of the offer (the company's own fields are written on the company). */
export function step2Attributes(data: OfferStep2, companyId: number) {
  return {
    company: companyId,
    offreModeReception: data.offreModeReception,
    offrePostuleurl: data.offreModeReception === 'url' ? nullable(data.offrePostuleurl) : null,
    offreMail: data.offreModeReception === 'mail' ? nullable(data.offreMail) : null,
    options: data.options,
    anonyme: data.options.includes(6),
  };
}

/** Step 1 values for the form, in the spec's field names; the city comes with its label for the autocomplete. */
export function step1Values(row: OfferFields) {
  return {
    offreTitre: row.offreTitre,
    offreContrat: row.offreContrat,
    // The editor's HTML as stored (sanitised on write): the form edits it as rich text (spec 01 §3).
    offreTexte: row.offreTexte ?? '',
    offreFormationcandidat: row.offreFormationcandidat ?? '',
    offreDetailplus: row.offreDetailplus ?? '',
    offrePays: row.offrePays ?? FRANCE,
    offreVille: row.offreVilleCode ?? '',
    offreVilleLibelle: row.offreVilleCode ? `${row.offreVille ?? ''} (${row.offreCodePostal ?? ''})` : '',
    offreVilleInternational: row.offreVilleInternational ?? '',
    offreHomeOffice: Boolean(row.offreHomeOffice),
    offreRegions: stringList(row.offreRegions),
    offreDepartements: stringList(row.offreDepartements),
    offreDomaine1: row.offreDomaine1,
    offreDomaine2: row.offreDomaine2,
    offreDomaine3: row.offreDomaine3,
    offreExperience: row.offreExperience,
    offreNiveauEtude: row.offreNiveauEtude,
    offreRemunerationmin: toNumber(row.offreRemunerationmin),
    offreRemunerationmax: toNumber(row.offreRemunerationmax),
    offreRemunerationPeriode: row.offreRemunerationPeriode ?? 'an',
    offreAvantage: numberList(row.offreAvantage),
    offreAvantageSalaire: numberList(row.offreAvantageSalaire),
    offreAvantageAutre: row.offreAvantageAutre ?? '',
    permisMobile: Boolean(row.permisMobile),
    offreLangue: languageList(row.offreLangue),
    dureeContratValue: row.dureeContratValue,
    dureeContratChoice: row.dureeContratChoice,
    emploivendagesaisonier: Boolean(row.emploivendagesaisonier),
    vendanges: readHarvestDetails(row.vendanges),
    photocouverture: row.photocouverture,
  };
}

/**
 * The translations form as the `traductions` column (issue #41 item 1): the texts sanitised like the French ones, on
 * write. A description the allow-list empties (markup alone) leaves no translation rather than a half one.
 */
/**
 * The translations as stored: each text sanitised like the French fields. What sanitising changes is checked again
 * (a text it leaves empty, or longer than the bound), each at its field: a translation saved must be one the public
 * page can show, never one dropped on reading.
 */
export function translationColumn(translations: OfferTranslations): { column: OfferTranslations } | { errors: FieldErrors } {
  const column: OfferTranslations = {};
  const errors: FieldErrors = {};
  for (const language of OFFER_LANGUAGES) {
    const translation = translations[language];
    if (!translation) continue;
    const stored = {
      titre: translation.titre,
      texte: toSafeHtml(translation.texte),
      formationCandidat: toSafeHtml(translation.formationCandidat),
      detailPlus: toSafeHtml(translation.detailPlus),
    };
    if (!hasText(stored.texte)) errors[`${language}.texte`] = messages.traductionTexteRequis;
    for (const field of ['texte', 'formationCandidat', 'detailPlus'] as const)
      if (stored[field].length > OFFER_TEXT_MAX) errors[`${language}.${field}`] = messages.texteTropLong;
    column[language] = stored;
  }
  return Object.keys(errors).length > 0 ? { errors } : { column };
}

const NO_TRANSLATION: OfferTranslation = { titre: '', texte: '', formationCandidat: '', detailPlus: '' };

/** Every language's fields for the form, from a stored column: '' where the offer has no translation. */
export function translationValues(column: unknown): Record<OfferLanguage, OfferTranslation> {
  const translations = readOfferTranslations(column);
  return Object.fromEntries(OFFER_LANGUAGES.map((language) => [language, translations[language] ?? NO_TRANSLATION])) as Record<
    OfferLanguage,
    OfferTranslation
  >;
}
