import { formatCalendarDay } from '../format';
import { START_ANSWER_LABELS, startMomentText } from '../harvest-start';
import { type HarvestSearchFlag, HARVEST_HOUSING, HARVEST_JOBS, HARVEST_MEALS, HARVEST_SEARCH_FLAGS, HARVEST_TRANSPORT } from '../harvest';
import { contracts, durationLabel } from '../offer';
import {
  BENEFITS,
  DOMAINS,
  EXPERIENCE_LEVELS,
  LANGUAGE_LEVELS,
  LANGUAGES,
  SALARY_BENEFITS,
  STUDY_LEVELS,
  type Choice,
} from '../referentials';
import type { LabelsById, OfferWords } from './offer-words';

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;
const byId = (choices: readonly Choice[]): LabelsById => Object.fromEntries(choices.map((c) => [c.id, c.label]));
const byKey = <K extends string>(list: ReadonlyArray<{ key: K; label: string }>) =>
  Object.fromEntries(list.map((item) => [item.key, item.label])) as Record<K, string>;

/**
 * « entre le 8 et le 16 septembre 2027 », « entre le 28 août et le 5 septembre 2027 », « le 8 septembre 2027 »: a
 * window of start, the month and year said once when both days share them.
 */
function frenchWindow(from: string, to: string): string {
  const [start, end] = [formatCalendarDay(from), formatCalendarDay(to)];
  if (from === to) return `le ${start}`;
  const [startDay, startMonth, startYear] = start.split(' ');
  const [, endMonth, endYear] = end.split(' ');
  if (startYear !== endYear) return `entre le ${start} et le ${end}`;
  if (startMonth !== endMonth) return `entre le ${startDay} ${startMonth} et le ${end}`;
  return `entre le ${startDay} et le ${end}`;
}

/** French, the reference: the lists' own labels and the words the offer page has always said. */
export const FR_OFFER_WORDS: OfferWords = {
  intl: 'fr-FR',
  page: {
    details: 'En bref',
    description: 'Description du poste',
    candidate: 'Profil recherché',
    more: 'Informations complémentaires',
    anonymousCompany: 'Entreprise confidentielle',
    harvest: 'Vendanges',
    season: 'La saison de vendanges',
    permisMobile: 'Permis et véhicule exigés',
    teletravail: 'Télétravail possible',
  },
  facts: {
    contract: 'Contrat',
    duration: 'Durée',
    place: 'Lieu',
    pay: 'Rémunération',
    experience: 'Expérience',
    studyLevel: 'Niveau d’études',
    domains: 'Domaines',
    languages: 'Langues',
    benefits: 'Avantages',
    published: 'Publiée le',
    until: 'Jusqu’au',
  },
  pay: {
    range: (low, high) => `${low} à ${high}`,
    from: (low) => `À partir de ${low}`,
    upTo: (high) => `Jusqu’à ${high}`,
    periods: { heure: 'brut de l’heure', mois: 'brut par mois', an: 'brut par an' },
  },
  harvest: {
    start: 'Début',
    plannedDuration: 'Durée prévue',
    days: (n) => plural(n, 'jour', 'jours'),
    positions: 'Postes',
    allFilled: 'Tous les postes sont pourvus',
    openOf: (open, total) => `${plural(open, 'poste ouvert', 'postes ouverts')} sur ${total}`,
    jobs: 'Métiers',
    housing: 'Logement',
    places: (n) => plural(n, 'place', 'places'),
    meals: 'Repas',
    and: ' et ',
    noMeals: 'Non fournis',
    transport: 'Transport',
    minimumAge: 'Âge minimum',
    years: (n) => `${n} ans`,
    firstSeason: 'Première saison',
    beginnersWelcome: 'Débutants bienvenus',
    window: frenchWindow,
    cardStart: (when) => `Début ${when}`,
    cardHousedOnSite: 'Logement sur place',
    cardCamping: 'Camping sur place',
    cardMeals: 'Repas fournis',
    openPositions: (n) => plural(n, 'poste ouvert', 'postes ouverts'),
    startMoment: startMomentText,
    startAnswers: START_ANSWER_LABELS,
  },
  duration: durationLabel,
  labels: {
    contracts: Object.fromEntries(contracts.map((c) => [c.id, c.label])),
    domains: byId(DOMAINS),
    experience: byId(EXPERIENCE_LEVELS),
    studyLevels: byId(STUDY_LEVELS),
    languages: byId(LANGUAGES),
    languageLevels: byId(LANGUAGE_LEVELS),
    benefits: byId(BENEFITS),
    salaryBenefits: byId(SALARY_BENEFITS),
    harvestJobs: byKey(HARVEST_JOBS),
    harvestHousing: byKey(HARVEST_HOUSING),
    harvestMeals: byKey(HARVEST_MEALS),
    harvestTransport: byKey(HARVEST_TRANSPORT),
    harvestFlags: Object.fromEntries(HARVEST_SEARCH_FLAGS.map((flag) => [flag.param, flag.label])) as Record<HarvestSearchFlag, string>,
  },
};
