/**
 * How complete a CV is (issue #11): one function for the cms (item calls, visibility, applications) and the
 * site (the gauge). Each part weighs what a recruiter looks at first; the five fields the spec requires and
 * one line of experience or diploma make a CV « sufficiently complete » (docs/decisions.md).
 */
export interface CvContent {
  cvTitre?: string | null;
  cvAnneesExperience?: number | null;
  cvNiveauEtude?: number | null;
  cvRemuneration?: number | null;
  cvContratSouhaite?: readonly number[] | null;
  cvDomaines?: readonly number[] | null;
  cvZonegeo?: readonly string[] | null;
  experiences: number;
  diplomes: number;
  langues: number;
}

const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;

/** Each part and its weight (they add up to 100). */
const PARTS: Array<{ weight: number; done: (cv: CvContent) => boolean; required: boolean }> = [
  { weight: 15, done: (cv) => filled(cv.cvTitre), required: true },
  { weight: 10, done: (cv) => filled(cv.cvAnneesExperience), required: true },
  { weight: 10, done: (cv) => filled(cv.cvNiveauEtude), required: true },
  { weight: 10, done: (cv) => filled(cv.cvRemuneration), required: true },
  { weight: 10, done: (cv) => filled(cv.cvContratSouhaite), required: true },
  { weight: 20, done: (cv) => cv.experiences + cv.diplomes > 0, required: true },
  { weight: 10, done: (cv) => filled(cv.cvDomaines), required: false },
  { weight: 10, done: (cv) => filled(cv.cvZonegeo), required: false },
  { weight: 5, done: (cv) => cv.langues > 0, required: false },
];

export interface CvCompletion {
  /** 0 to 100, what the gauge and the item calls answer (`pourcentage`). */
  pourcentage: number;
  /** Enough to be shown to recruiters and sent with an application. */
  complet: boolean;
}

export function cvCompletion(cv: CvContent): CvCompletion {
  return {
    pourcentage: PARTS.reduce((sum, part) => sum + (part.done(cv) ? part.weight : 0), 0),
    complet: PARTS.every((part) => !part.required || part.done(cv)),
  };
}
