import type { CourseState } from '../courses';
import type { FieldErrors } from '../field-errors';

/** A course session (spec 02 §3): `datedeb`/`datefin` as ISO dates, with their French card dates. */
export interface CourseSessionView {
  id: string;
  lieu: string;
  dateDeb: string;
  dateFin: string;
  dateDebCard: string;
  dateFinCard: string;
}

/** A card of the school's list (`/ecole/formations/`). */
export interface SchoolCourseCard {
  id: string;
  titre: string;
  etat: CourseState;
  sessions: number;
  prochaineSession: string | null;
}

/** The course form's values: text fields as strings, lists as arrays. */
export interface CourseFormValues {
  titre: string;
  type: string;
  niveau: string;
  domaine: string;
  pays: string;
  tarif: string;
  objectif: string;
  modalites: string[];
  departements: string[];
  formationCommuneid: string;
  communeLibelle: string;
  financements: string[];
  financementAutre: string;
  urlVideo: string;
}

export interface CourseFiles {
  photocouverture: string | null;
  photo1: string | null;
  photo2: string | null;
  plaquette: string | null;
}

/** GET /ecole/formation/{id} as JSON: the form, its files and sessions. */
export interface CourseForm {
  code: 200;
  id: string;
  etat: CourseState;
  valeurs: CourseFormValues;
  fichiers: CourseFiles;
  sessions: CourseSessionView[];
}

/** The save of a course: its id (a new one has just been created), or the field errors. */
export interface CourseSaveAnswer {
  code: number;
  id?: string;
  etat?: CourseState;
  url?: string;
  errors?: FieldErrors;
  message?: string;
}

/** POST /ecole/formation/savesession/{id}: the session saved, or the spec's messages. */
export interface SessionSaveAnswer {
  code: number;
  session?: CourseSessionView;
  errors?: FieldErrors;
}

/** A course as its public page shows it (issue #14 item 5). */
export interface PublicCourse {
  id: string;
  titre: string;
  type: string | null;
  niveau: string | null;
  domaine: string | null;
  pays: string;
  /** Euros; 0 is free; null when not given. */
  tarif: number | null;
  /** Sanitised HTML, rendered by server components only. */
  objectif: string;
  modalites: string[];
  lieux: string[];
  commune: string | null;
  financements: string[];
  video: string | null;
  photocouverture: string | null;
  photos: string[];
  plaquette: string | null;
  /** Sessions not over yet, soonest first. */
  sessions: CourseSessionView[];
  ecole: { id: string; nom: string; ville: string; logo: string | null; page: string | null };
  datePublication: string | null;
  /** Work-study offers that go with this course (beyond the spec), open ones only. */
  offres: Array<{ id: string; titre: string; ville: string; entreprise: string | null }>;
}

/** A result card of /formations. */
export interface CourseHit {
  id: string;
  title: string;
  excerpt: string;
  school: string;
  city: string;
  postalCode: string;
  type: string;
  level: string;
  modalities: string[];
  price: number;
  lastSessionStart: number;
}

/** GET /search/formations: the engine's page of courses with its facets. */
export interface CourseSearchAnswer {
  hits: CourseHit[];
  exact: boolean;
  total: number;
  page: number;
  hitsPerPage: number;
  totalPages: number;
  facets: Record<string, Record<string, number>>;
}
