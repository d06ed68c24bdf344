import {
  BENEFITS,
  contractLabel,
  departementLabel,
  DOMAINS,
  durationLabel,
  EXPERIENCE_LEVELS,
  isOfferOpen,
  labelOf,
  LANGUAGE_LEVELS,
  LANGUAGES,
  type PublicOffer,
  regionName,
  SALARY_BENEFITS,
  readHarvestDetails,
  readOfferTranslations,
  STUDY_LEVELS,
} from '@cep/domain';
import { toPlainText } from '../../../utils/rich-text';
import { toNumber, type Offer } from './attributes';
import { isoDate, languageList, numberList, stringList } from '../../../utils/json-columns';

const labels = (choices: Parameters<typeof labelOf>[0], values: Array<number | null> | null) =>
  (values ?? []).flatMap((id) => {
    const label = id === null ? undefined : labelOf(choices, id);
    return label ? [label] : [];
  });

/** Places beyond the main one, for the '+N' badge: departments and regions ticked besides the city's. */
function otherPlaces(row: Offer): string[] {
  const departments = stringList(row.offreDepartements)
    .filter((code) => code !== row.offreDepartement)
    .map(departementLabel);
  const regions = stringList(row.offreRegions).flatMap((code) => regionName(code) ?? []);
  return [...departments, ...regions];
}

/**
 * What everyone may read about a published offer: never the company of an anonymous one, never the application e-mail.
 * Its translations are the recruiter's texts only (no company field), complete ones, sanitised when written.
 */
export function toPublicOffer(row: Offer): PublicOffer {
  const min = toNumber(row.offreRemunerationmin);
  const max = toNumber(row.offreRemunerationmax);
  return {
    id: row.documentId,
    titre: row.offreTitre ?? '',
    contrat: { id: row.offreContrat ?? 0, libelle: contractLabel(row.offreContrat ?? 0) ?? '' },
    texte: row.offreTexte ?? '',
    formationCandidat: row.offreFormationcandidat ?? '',
    detailPlus: row.offreDetailplus ?? '',
    pays: row.offrePays ?? 'FR',
    ville: row.offreVille ?? '',
    codePostal: row.offreCodePostal ?? '',
    departement: row.offreDepartement ?? '',
    region: row.offreRegion ?? '',
    teletravail: Boolean(row.offreHomeOffice),
    autresLieux: otherPlaces(row),
    domaines: labels(DOMAINS, [row.offreDomaine1 ?? null, row.offreDomaine2 ?? null, row.offreDomaine3 ?? null]),
    experience: row.offreExperience ? (labelOf(EXPERIENCE_LEVELS, row.offreExperience) ?? null) : null,
    niveauEtude: row.offreNiveauEtude ? (labelOf(STUDY_LEVELS, row.offreNiveauEtude) ?? null) : null,
    remuneration: min === null && max === null ? null : { min, max, periode: row.offreRemunerationPeriode ?? 'an' },
    avantages: [
      ...labels(BENEFITS, numberList(row.offreAvantage)),
      ...labels(SALARY_BENEFITS, numberList(row.offreAvantageSalaire)),
      ...(row.offreAvantageAutre ? [row.offreAvantageAutre] : []),
    ],
    langues: languageList(row.offreLangue).map((l) => ({
      langue: labelOf(LANGUAGES, l.langue) ?? '',
      niveau: labelOf(LANGUAGE_LEVELS, l.niveau) ?? '',
    })),
    duree: row.dureeContratValue && row.dureeContratChoice ? durationLabel(row.dureeContratValue, row.dureeContratChoice) : null,
    vendanges: Boolean(row.emploivendagesaisonier),
    vendangesDetail: row.emploivendagesaisonier ? readHarvestDetails(row.vendanges) : null,
    permisMobile: Boolean(row.permisMobile),
    photo: row.photocouverture ?? null,
    candidature: row.offreModeReception
      ? { mode: row.offreModeReception, url: row.offreModeReception === 'url' ? (row.offrePostuleurl ?? null) : null }
      : null,
    datePublication: isoDate(row.datePublication),
    dateExpiration: isoDate(row.dateExpiration),
    ouverte: isOfferOpen(row),
    entreprise:
      row.anonyme || !row.company
        ? null
        : {
            nom: row.company.societeRaisonsocial ?? '',
            ville: row.company.societeVille ?? '',
            description: toPlainText(row.company.description),
            // The page is linked only while it is online (issue #14).
            page: row.company.enLigne ? row.company.documentId : null,
            logo: row.company.logo ?? null,
          },
    traductions: readOfferTranslations(row.traductions),
  };
}
