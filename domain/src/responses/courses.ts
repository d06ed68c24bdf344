import type { CourseState } from '../courses';

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

/** GET /ecole/formations: the school's courses, drafts included, and whether its subscription runs (spec 02 §4). */
export interface SchoolCourseList {
  code: 200;
  abonnement: 0 | 1;
  formations: SchoolCourseCard[];
}

/** GET /ecole/formation/loadsession/{id}: the course's sessions. */
export interface CourseSessionList {
  code: 200;
  sessions: CourseSessionView[];
}

/**
 * A course saved (POST /ecole/formation, PUT /ecole/formation/{id}): its id (a new one has just been created) and
 * state; `url`, the spec's redirection, when the save published it.
 */
export interface CourseSaved {
  code: 200;
  id: string;
  etat: CourseState;
  url?: string;
}

/** POST /ecole/publier/{id}: published, and the spec's redirection (`?actionPublier=ok`). */
export interface CoursePublished {
  code: 200;
  id: string;
  etat: 'publiee';
  url: string;
}

/** POST /ecole/formation/savesession/{id}: the session saved. */
export interface SessionSaved {
  code: 200;
  session: CourseSessionView;
}

/** An image or the brochure of a course stored: its public address. */
export interface CourseFileSaved {
  code: 200;
  url: string;
}

/** GET /nbformation/{query}: how many published courses match. */
export interface CourseCount {
  nb: number;
}

/** GET /formations/{id}: a published course. */
export interface PublicCourseAnswer {
  data: PublicCourse;
}

/** GET /plan/formations: every published course, for sitemap.xml. */
export interface CourseSitemap {
  data: Array<{ id: string; modifie: string }>;
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
