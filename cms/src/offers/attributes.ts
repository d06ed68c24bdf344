import type { Modules } from '@strapi/strapi';
import { FRANCE, type OfferStep1, type OfferStep2, type PayPeriod } from '@cep/domain';
import { communeByCode } from '../places/coordinates';
import { toPlainText, toSafeHtml } from './rich-text';

/** The offer columns the recruiter pages and the public page read (schema.json). */
export interface OfferRow {
  id: number;
  documentId: string;
  offreTitre: string;
  offreContrat: number | null;
  offreTexte: string | null;
  offreFormationcandidat: string | null;
  offreDetailplus: string | null;
  offrePays: string | null;
  offreVilleCode: string | null;
  offreVille: string | null;
  offreVilleInternational: string | null;
  offreCodePostal: string | null;
  offreDepartement: string | null;
  offreRegion: string | null;
  offreHomeOffice: boolean | null;
  offreRegions: string[] | null;
  offreDepartements: string[] | null;
  latitude: number | null;
  longitude: number | null;
  offreDomaine1: number | null;
  offreDomaine2: number | null;
  offreDomaine3: number | null;
  offreExperience: number | null;
  offreNiveauEtude: number | null;
  offreRemunerationmin: number | string | null;
  offreRemunerationmax: number | string | null;
  offreRemunerationPeriode: PayPeriod | null;
  offreAvantage: number[] | null;
  offreAvantageSalaire: number[] | null;
  offreAvantageAutre: string | null;
  permisMobile: boolean | null;
  offreLangue: Array<{ langue: number; niveau: number }> | null;
  dureeContratValue: number | null;
  dureeContratChoice: string | null;
  emploivendagesaisonier: boolean | null;
  photocouverture: string | null;
  offreModeReception: 'url' | 'mail' | null;
  offrePostuleurl: string | null;
  offreMail: string | null;
  options: number[] | null;
  anonyme: boolean | null;
  etat: string;
  etape: number | null;
  creditUtilise: boolean | null;
  soumiseLe: string | null;
  datePublication: string | null;
  dateExpiration: string | null;
  dateSuspension: string | null;
  motifRefus: string | null;
  moderePar: string | null;
  modereLe: string | null;
  createdAt: string;
  updatedAt: string;
  company?: { id: number; documentId: string; societeRaisonsocial: string; societeVille: string | null; description: string | null } | null;
  compte?: { id: number; documentId: string } | null;
  recruteur?: { id: number; email: string; prenom: string | null } | null;
}

export const OFFER_RELATIONS: {
  company: { fields: Array<'id' | 'documentId' | 'societeRaisonsocial' | 'societeVille' | 'description'> };
  compte: { fields: Array<'id' | 'documentId'> };
  recruteur: { fields: Array<'id' | 'email' | 'prenom'> };
} = {
  company: { fields: ['id', 'documentId', 'societeRaisonsocial', 'societeVille', 'description'] },
  compte: { fields: ['id', 'documentId'] },
  recruteur: { fields: ['id', 'email', 'prenom'] },
};

type OfferInput = Modules.Documents.Params.Data.Input<'api::offer.offer'>;

/** Strapi's generated input types leave out null, which is how a column is cleared: one cast, here. */
export const offerData = (columns: Record<string, unknown>) => columns as OfferInput;

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
export function step1Values(row: OfferRow) {
  return {
    offreTitre: row.offreTitre,
    offreContrat: row.offreContrat,
    offreTexte: toPlainText(row.offreTexte),
    offreFormationcandidat: toPlainText(row.offreFormationcandidat),
    offreDetailplus: toPlainText(row.offreDetailplus),
    offrePays: row.offrePays ?? FRANCE,
    offreVille: row.offreVilleCode ?? '',
    offreVilleLibelle: row.offreVilleCode ? `${row.offreVille ?? ''} (${row.offreCodePostal ?? ''})` : '',
    offreVilleInternational: row.offreVilleInternational ?? '',
    offreHomeOffice: Boolean(row.offreHomeOffice),
    offreRegions: row.offreRegions ?? [],
    offreDepartements: row.offreDepartements ?? [],
    offreDomaine1: row.offreDomaine1,
    offreDomaine2: row.offreDomaine2,
    offreDomaine3: row.offreDomaine3,
    offreExperience: row.offreExperience,
    offreNiveauEtude: row.offreNiveauEtude,
    offreRemunerationmin: toNumber(row.offreRemunerationmin),
    offreRemunerationmax: toNumber(row.offreRemunerationmax),
    offreRemunerationPeriode: row.offreRemunerationPeriode ?? 'an',
    offreAvantage: row.offreAvantage ?? [],
    offreAvantageSalaire: row.offreAvantageSalaire ?? [],
    offreAvantageAutre: row.offreAvantageAutre ?? '',
    permisMobile: Boolean(row.permisMobile),
    offreLangue: row.offreLangue ?? [],
    dureeContratValue: row.dureeContratValue,
    dureeContratChoice: row.dureeContratChoice,
    emploivendagesaisonier: Boolean(row.emploivendagesaisonier),
    photocouverture: row.photocouverture,
  };
}
