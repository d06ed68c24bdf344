import 'server-only';
import type { ApplicationStatus, FieldErrors, PublicOffer } from '@cep/domain';
import type { CvEntry, CvLanguageLine, CvValues } from './candidate-cv';
import { cmsGet, cmsSend, cmsUpload } from './client';

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });
const id = (value: string) => encodeURIComponent(value);

/** GET /offres/{id}/postuler: what the apply form needs (spec 02 §3, §5; issue #11 item 3). */
export interface ApplyContext {
  code: number;
  offre: { id: string; titre: string; entreprise: string; vendanges: boolean; mode: 'mail' | 'url'; url: string | null };
  /** The profile test (`/offre/profil/test`): is the CV complete enough to be sent? */
  profil: boolean;
  /** The CV file kept on the profile, which the form offers to send. */
  cvProfil: { nom: string; taille: number } | null;
  dejaPostule: { id: string; date: string } | null;
}

/**
 * POST /offres/{id}/postuler: 200 with the next page (`url`); 400 with field errors or `profil: false`;
 * 409 when already applied (or the offer no longer takes applications here, with the recruiter's `url`).
 */
export interface ApplyAnswer {
  code: number;
  id?: string;
  url?: string;
  message?: string;
  errors?: FieldErrors;
  profil?: boolean;
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
  code: number;
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
  relanceLe: string | null;
}

export interface RecruiterApplicationList {
  code: number;
  offre: { id: string; titre: string; etat: string };
  candidatures: RecruiterApplication[];
  compteurs: Record<'0' | '1' | '2', number>;
  total: number;
  page: number;
  pages: number;
}

/** GET /recrutement/candidature/{id}/profil: the applicant's CV as it is now. */
export interface ApplicantProfile {
  code: number;
  cv: CvValues;
  experiences: CvEntry[];
  diplomes: CvEntry[];
  langues: CvLanguageLine[];
  photo?: boolean;
  /** Asked of the cms: who the profile is, for the page's title (shown when present). */
  candidat?: { nom: string; prenom: string };
}

export interface ApplicationCallAnswer {
  code: number;
  message?: string;
  date?: string;
  url?: string;
}

/** GET /candidat/selection: the shortlisted ids, and the public view of those still public. */
export interface SelectionList {
  data: string[];
  offres: PublicOffer[];
}

export const getApplyContext = (jwt: string, offerId: string) =>
  cmsGet<ApplyContext>(`/offres/${id(offerId)}/postuler`, undefined, bearer(jwt));

/** The multipart form goes as it is: `cv`, `lettre`, `candidatOffreReponse`, `cvProfil`, or the harvest fields. */
export async function applyToOffer(jwt: string, offerId: string, form: FormData): Promise<ApplyAnswer> {
  const { status, body } = await cmsUpload<ApplyAnswer>(`/offres/${id(offerId)}/postuler`, form, bearer(jwt));
  return { ...body, code: body.code ?? status };
}

/** An offer received on the recruiter's site: the click is counted, the answer names where to go. */
export async function applicationRedirect(jwt: string, offerId: string): Promise<ApplicationCallAnswer> {
  const { status, body } = await cmsSend<ApplicationCallAnswer>(
    'POST',
    `/offres/${id(offerId)}/postuler/redirection`,
    undefined,
    bearer(jwt),
  );
  return { ...body, code: body.code ?? status };
}

export const getCandidateApplications = (jwt: string, query: { page?: string; statut?: string; searchCandidature?: string }) =>
  cmsGet<CandidateApplicationList>('/candidat/candidatures', query, bearer(jwt));

export async function chaseUpApplication(jwt: string, applicationId: string): Promise<ApplicationCallAnswer> {
  const { status, body } = await cmsSend<ApplicationCallAnswer>(
    'POST',
    `/candidat/relance/candidature/${id(applicationId)}`,
    undefined,
    bearer(jwt),
  );
  return { ...body, code: body.code ?? status };
}

export async function withdrawApplication(jwt: string, applicationId: string): Promise<ApplicationCallAnswer> {
  const { status, body } = await cmsSend<ApplicationCallAnswer>(
    'DELETE',
    `/candidat/supprime/candidature/${id(applicationId)}`,
    undefined,
    bearer(jwt),
  );
  return { ...body, code: body.code ?? status };
}

export const getRecruiterApplications = (
  jwt: string,
  offerId: string,
  query: { page?: string; statut?: string; searchCandidat?: string },
) => cmsGet<RecruiterApplicationList>(`/recrutement/offre/candidature/${id(offerId)}`, query, bearer(jwt));

/** The spec's `changestatus` answers `{ id, label }` (no code) on success. */
export async function changeApplicationStatus(
  jwt: string,
  applicationId: string,
  status: ApplicationStatus,
): Promise<{ code: number; id?: string; label?: string; message?: string }> {
  const answer = await cmsSend<{ code?: number; id?: string; label?: string; message?: string }>(
    'POST',
    `/recrutement/offre/candidature/changestatus/${id(applicationId)}/${status}`,
    undefined,
    bearer(jwt),
  );
  return { ...answer.body, code: answer.body.code ?? answer.status };
}

export const getApplicantProfile = (jwt: string, applicationId: string) =>
  cmsGet<ApplicantProfile>(`/recrutement/candidature/${id(applicationId)}/profil`, undefined, bearer(jwt));

export async function getSelectionOffers(jwt: string): Promise<PublicOffer[]> {
  return (await cmsGet<SelectionList>('/candidat/selection', undefined, bearer(jwt)))?.offres ?? [];
}

/** The candidate's dashboard: CV completion and visibility, applications per status, the shortlist's size. */
export interface CandidateDashboard {
  cv: { pourcentage: number; visible: boolean; complet: boolean } | null;
  candidatures: { total: number; parStatut: Record<ApplicationStatus, number> } | null;
  selection: number | null;
}

/** Each part is read on its own: one that fails leaves the others shown (null: « unavailable »). */
export async function getCandidateDashboard(jwt: string): Promise<CandidateDashboard> {
  const count = (statut: string) =>
    getCandidateApplications(jwt, { statut })
      .then((list) => list?.total ?? 0)
      .catch(() => null);
  const [cv, s0, s1, s2, selection] = await Promise.all([
    cmsGet<{ pourcentage: number; visible: boolean; cvComplet: boolean }>('/candidat/cv', undefined, bearer(jwt)).catch(() => null),
    count('0'),
    count('1'),
    count('2'),
    cmsGet<SelectionList>('/candidat/selection', undefined, bearer(jwt))
      .then((answer) => answer?.data.length ?? 0)
      .catch(() => null),
  ]);
  return {
    cv: cv ? { pourcentage: cv.pourcentage, visible: cv.visible, complet: cv.cvComplet } : null,
    candidatures: s0 === null || s1 === null || s2 === null ? null : { total: s0 + s1 + s2, parStatut: { 0: s0, 1: s1, 2: s2 } },
    selection,
  };
}
