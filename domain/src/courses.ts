import { todayIso } from './dates';
import { COURSE_FUNDINGS, COURSE_MODALITIES, COURSE_TYPES } from './schemas/school';

type Labels<T extends readonly string[]> = Record<T[number], string>;

/** What a course's choices read as on the site (the values are the stored ones). */
export const COURSE_TYPE_LABELS: Labels<typeof COURSE_TYPES> = {
  diplomante: 'Diplômante',
  certifiante: 'Certifiante',
  courte: 'Formation courte',
  continue: 'Formation continue',
};

export const COURSE_MODALITY_LABELS: Labels<typeof COURSE_MODALITIES> = {
  presentiel: 'Présentiel',
  distanciel: 'À distance',
  alternance: 'Alternance',
  mixte: 'Mixte',
};

export const COURSE_FUNDING_LABELS: Labels<typeof COURSE_FUNDINGS> = {
  cpf: 'CPF',
  opco: 'OPCO',
  'france-travail': 'France Travail',
  region: 'Région',
  personnel: 'Financement personnel',
  autre: 'Autre',
};

/** A course's states (spec 02 §4): a draft, then published; deleting hides it. */
export const COURSE_STATES = ['brouillon', 'publiee'] as const;
export type CourseState = (typeof COURSE_STATES)[number];

/**
 * A school's subscription (spec 02 §4 `abonnement`): 1 while its end date is today or later, 0 otherwise (no
 * date: never subscribed). Staff set the end date from the backoffice.
 */
export function isSubscribed(endDate: string | null | undefined, today: string = todayIso()): boolean {
  return Boolean(endDate) && String(endDate) >= today;
}
