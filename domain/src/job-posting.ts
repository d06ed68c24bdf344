import type { PayPeriod } from './constants';
import { openPositions, type HarvestDetails } from './harvest';
import type { OfferTranslations } from './offer-translations';

/** The public view of one offer: what `/api/offres/{id}` answers and the offer page shows. */
export interface PublicOffer {
  id: string;
  titre: string;
  contrat: { id: number; libelle: string };
  /** Sanitised HTML (cms `sanitize-html`). */
  texte: string;
  formationCandidat: string;
  detailPlus: string;
  pays: string;
  ville: string;
  codePostal: string;
  departement: string;
  region: string;
  teletravail: boolean;
  /** Places beyond the main one (departments, regions), for the '+N' badge. */
  autresLieux: string[];
  domaines: string[];
  experience: string | null;
  niveauEtude: string | null;
  remuneration: { min: number | null; max: number | null; periode: PayPeriod } | null;
  avantages: string[];
  langues: Array<{ langue: string; niveau: string }>;
  duree: string | null;
  vendanges: boolean;
  /** A harvest offer's window, positions, housing, meals and transport (issue #40); null for other offers. */
  vendangesDetail: HarvestDetails | null;
  permisMobile: boolean;
  photo: string | null;
  candidature: { mode: 'url' | 'mail'; url: string | null } | null;
  datePublication: string | null;
  dateExpiration: string | null;
  ouverte: boolean;
  /** `page`: the company page's id while it is online; `logo`: its logo's path. */
  entreprise: { nom: string; ville: string; description: string; page: string | null; logo: string | null } | null;
  /**
   * The recruiter's own translations (issue #41 item 1), complete ones only (a title and a description), their texts
   * sanitised HTML like the French ones; the French fields above stay the reference.
   */
  traductions: OfferTranslations;
}

/** Google's employment types (developers.google.com/search/docs/appearance/structured-data/job-posting). */
const EMPLOYMENT_TYPES: Record<number, string> = {
  1: 'FULL_TIME',
  2: 'TEMPORARY',
  3: 'TEMPORARY',
  4: 'INTERN',
  5: 'INTERN',
  6: 'CONTRACTOR',
};
const UNIT_TEXT: Record<PayPeriod, string> = { heure: 'HOUR', mois: 'MONTH', an: 'YEAR' };

/** Shown as the employer of an anonymous offer: Google requires an organisation, the company stays hidden. */
export const ANONYMOUS_EMPLOYER = 'Employeur confidentiel (offre diffusée par Cep)';

export type JobPosting = Record<string, unknown>;

/** schema.org JobPosting of an offer, for its page's JSON-LD. */
export function toJobPosting(offer: PublicOffer, siteUrl: string): JobPosting {
  const abroad = offer.pays !== 'FR';
  const address = {
    '@type': 'PostalAddress',
    addressLocality: offer.ville || undefined,
    postalCode: abroad ? undefined : offer.codePostal || undefined,
    addressRegion: offer.departement || undefined,
    addressCountry: offer.pays,
  };
  const pay = offer.remuneration;
  const harvest = offer.vendangesDetail;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: offer.titre,
    description: offer.texte,
    identifier: { '@type': 'PropertyValue', name: 'Cep', value: offer.id },
    url: `${siteUrl}/offres/${offer.id}`,
    datePosted: offer.datePublication ?? undefined,
    validThrough: offer.dateExpiration ?? undefined,
    // A harvest job is seasonal, whatever its contract: Google's TEMPORARY (its PER_DIEM is a day-labour rate).
    employmentType: harvest ? 'TEMPORARY' : (EMPLOYMENT_TYPES[offer.contrat.id] ?? 'OTHER'),
    jobStartDate: harvest?.debutAuPlusTot,
    // Every position filled: said by the page, not as « 0 openings » to aggregators.
    totalJobOpenings: harvest && openPositions(harvest) > 0 ? openPositions(harvest) : undefined,
    hiringOrganization: { '@type': 'Organization', name: offer.entreprise?.nom ?? ANONYMOUS_EMPLOYER },
    jobLocation: offer.ville ? { '@type': 'Place', address } : undefined,
    ...(offer.teletravail ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'France' } } : {}),
    baseSalary:
      pay && (pay.min !== null || pay.max !== null)
        ? {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: pay.min ?? undefined,
              maxValue: pay.max ?? undefined,
              unitText: UNIT_TEXT[pay.periode],
            },
          }
        : undefined,
  };
}

/**
 * Google's required JobPosting properties that are missing or malformed: title, description, datePosted,
 * hiringOrganization.name, and a jobLocation address (or a telecommute job with a location requirement).
 */
export function jobPostingProblems(posting: JobPosting): string[] {
  const problems: string[] = [];
  const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  if (posting['@type'] !== 'JobPosting') problems.push('@type');
  if (!text(posting.title)) problems.push('title');
  if (!text(posting.description)) problems.push('description');
  if (!text(posting.datePosted) || Number.isNaN(Date.parse(String(posting.datePosted)))) problems.push('datePosted');
  if (posting.validThrough !== undefined && Number.isNaN(Date.parse(String(posting.validThrough)))) problems.push('validThrough');
  const organization = posting.hiringOrganization as { name?: unknown } | undefined;
  if (!text(organization?.name)) problems.push('hiringOrganization.name');
  const location = posting.jobLocation as { address?: { addressCountry?: unknown; addressLocality?: unknown } } | undefined;
  const remote = posting.jobLocationType === 'TELECOMMUTE' && posting.applicantLocationRequirements !== undefined;
  if (!remote && (!text(location?.address?.addressCountry) || !text(location?.address?.addressLocality))) problems.push('jobLocation');
  return problems;
}
