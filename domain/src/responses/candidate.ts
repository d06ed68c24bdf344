import type { HarvestAvailability } from '../harvest-availability';
// The answers of the candidate's CV routes (spec 02 §3, §5, §7; issue #11) and of their personal data (issue #11 item 9).
import type { CvEntry, CvLanguageLine, CvValues } from './applications';

/** What the CV page shows of a stored CV file: its name and size, never its storage key. */
export interface CvFileInfo {
  nom: string;
  taille: number;
}

/** GET /candidat/cv: the whole CV, its completion and visibility, and whether a photo and a CV file are stored. */
export interface CandidateCv {
  code: 200;
  cv: CvValues;
  experiences: CvEntry[];
  diplomes: CvEntry[];
  langues: CvLanguageLine[];
  pourcentage: number;
  cvComplet: boolean;
  visible: boolean;
  photo: boolean;
  fichier: CvFileInfo | null;
  /** The harvest availability (issue #40 item 3), sent with each harvest application; null when none is stated. */
  disponibilitesVendanges: HarvestAvailability | null;
}

/** `PUT /candidat/cv/vendanges`: the availability as kept (null: cleared). */
export interface AvailabilitySaved {
  code: 200;
  disponibilitesVendanges: HarvestAvailability | null;
}

/** A change to the CV (the main form saved, a line or a language removed): the completion after it. */
export interface CvCompletionAnswer {
  code: 200;
  pourcentage: number;
  cvComplet: boolean;
}

/** A line (experience, diploma) or a language added or changed: its id, and the completion after it. */
export interface CvLineSaved extends CvCompletionAnswer {
  id: string;
}

/** GET /load-form/{experience|diplome}/{id}: one line's values for its form, under its kind (JSON, not the HTML fragment). */
export type CvEntryForm = { code: 200; experience: CvEntry } | { code: 200; diplome: CvEntry };

/** POST /canditat/profile/visibile/recruteur: shown to recruiters or not, in the spec's words. */
export interface CvVisibility {
  code: 200;
  cvComplet: boolean;
  visible: boolean;
  message: string;
}

/** POST /candidat/cv/{photo|fichier}: the stored file's name and size. */
export interface CvFileStored {
  code: 200;
  fichier: CvFileInfo;
}

/** GET /offre/profil/test (no `code`): may the CV be sent with an application? The spec's message when not. */
export interface ProfileTest {
  profil: boolean;
  message?: string;
}
