import type { HarvestAvailability } from '../harvest-availability';
// The answers of the application routes (spec 02 §2–§7; issue #11), and the CV lines a recruiter reads.
import type { ApplicationStatus } from '../constants';

/** An experience or a diploma as its form holds it: month and year (the day is always 1), or « en cours ». */
export interface CvEntry {
  id: string;
  titre: string;
  lieu: string;
  description: string;
  debutMois: number | null;
  debutAnnee: number | null;
  finMois: number | null;
  finAnnee: number | null;
  enCours: boolean;
}

export interface CvLanguageLine {
  id: string;
  langue: number;
  niveau: number;
}

/** The main form's stored values (GET /candidat/cv `cv`). */
export interface CvValues {
  cvTitre: string;
  cvAnneesExperience: number | null;
  cvNiveauEtude: number | null;
  cvExperience: number | null;
  cvRemuneration: number | null;
  cvContratSouhaite: number[];
  cvDomaines: number[];
  cvZonegeo: string[];
  cvPermis: boolean;
}

/** GET /offres/{id}/postuler: what the apply form needs (spec 02 §3, §5; issue #11 item 3). */
export interface ApplyContext {
  code: 200;
  offre: { id: string; titre: string; entreprise: string; vendanges: boolean; mode: 'mail' | 'url'; url: string | null };
  /** The profile test (`/offre/profil/test`): is the CV complete enough to be sent? */
  profil: boolean;
  /** The CV file kept on the profile, which the form offers to send. */
  cvProfil: { nom: string; taille: number } | null;
  dejaPostule: { id: string; date: string } | null;
}

/** POST /offres/{id}/postuler: sent; the next page is `url` (refusals: field errors, the profile test, already applied). */
/** What became of one offer of « Postuler à plusieurs offres » (issue #40 item 3). */
export interface ApplicationOutcome {
  offre: { id: string; titre: string; entreprise: string };
  /** `envoyee`: sent; `deja`: applied before; `fermee`: no longer open (or received elsewhere); `introuvable`; `pas-vendanges`. */
  resultat: 'envoyee' | 'deja' | 'fermee' | 'introuvable' | 'pas-vendanges';
  /** The application's id, when sent. */
  candidature: string | null;
}

/** `POST /offres/postuler-plusieurs`: one outcome per offer, in the order asked. */
export interface ApplicationsSent {
  code: 200;
  envoyees: number;
  resultats: ApplicationOutcome[];
}

export interface ApplicationSent {
  code: 200;
  id: string;
  url: string;
  message: string;
}

/** POST /offres/{id}/postuler/redirection: the click counted, the recruiter's address to go to. */
export interface ApplicationRedirect {
  code: 200;
  url: string;
}

/** POST /candidat/relance/candidature/{id}: the chase-up's date. */
export interface ChaseUpSent {
  code: 200;
  date: string;
  message: string;
}

/** The spec's `changestatus` answers `{ id, label }` (no code) on success. */
export interface StatusChanged {
  id: string;
  label: string;
}

/** One application in the candidate's list (`/candidat/candidatures`). */
export interface CandidateApplication {
  id: string;
  date: string;
  statut: ApplicationStatus;
  statutLabel: string;
  offre: { id: string | null; titre: string; entreprise: string; enLigne: boolean };
  message: string;
  cv: boolean;
  lettre: boolean;
  express: boolean;
  /** The chase-up: its date once sent; else whether it may be sent now, or from when. */
  relance: { date: string | null; possible: boolean; possibleLe: string | null };
}

export interface CandidateApplicationList {
  code: 200;
  candidatures: CandidateApplication[];
  total: number;
  page: number;
  pages: number;
}

/** One application in the recruiter's list of an offer (`/recrutement/offre/candidature/{offerId}`). */
export interface RecruiterApplication {
  id: string;
  date: string | null;
  statut: ApplicationStatus;
  statutLabel: string;
  /** Not opened by any recruiter of the account before this listing. */
  nouvelle: boolean;
  /** The candidate's data is gone (account deleted, retention): no contact, files or decision. */
  retiree: boolean;
  candidat: { nom: string; prenom: string; email: string; telephone: string | null; titre: string | null };
  message: string;
  cv: boolean;
  lettre: boolean;
  photo: boolean;
  /** A harvest application without a CV: the candidate's availability. */
  express: { du: string | null; au: string | null } | null;
  /** The harvest availability on the candidate's CV when they applied to a harvest offer (issue #40 item 3). */
  disponibilites: HarvestAvailability | null;
  relanceLe: string | null;
}

export interface RecruiterApplicationList {
  code: 200;
  /** `vendanges`: a harvest offer, whose start the estate confirms (issue #40 item 2). */
  offre: { id: string; titre: string; etat: string; vendanges: boolean };
  candidatures: RecruiterApplication[];
  compteurs: Record<'0' | '1' | '2', number>;
  total: number;
  page: number;
  pages: number;
}

/** GET /recrutement/candidature/{id}/profil: the applicant's CV as it is now. */
export interface ApplicantProfile {
  code: 200;
  cv: CvValues;
  experiences: CvEntry[];
  diplomes: CvEntry[];
  langues: CvLanguageLine[];
  photo?: boolean;
  /** Asked of the cms: who the profile is, for the page's title (shown when present). */
  candidat?: { nom: string; prenom: string };
}
