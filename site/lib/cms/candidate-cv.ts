import 'server-only';
import type { CvEntry, CvLanguageLine, CvValues, FieldErrors, PlaceItem, PlacesAnswer } from '@cep/domain';
import { cmsGet, cmsSend, cmsUpload } from './client';

export type { CvEntry, CvLanguageLine, CvValues };

export type CvEntryKind = 'experience' | 'diplome';

export interface CvFileInfo {
  nom: string;
  taille: number;
}

/** GET /candidat/cv: the whole CV, its completion and visibility, and whether a photo and a CV file are stored. */
export interface CandidateCvAnswer {
  code: number;
  cv: CvValues;
  experiences: CvEntry[];
  diplomes: CvEntry[];
  langues: CvLanguageLine[];
  pourcentage: number;
  cvComplet: boolean;
  visible: boolean;
  photo?: boolean;
  fichier?: CvFileInfo | null;
}

/** The page's view: the cms's answer with the zones' labels, and no file when none is stored. */
export interface CandidateCvView extends Omit<CandidateCvAnswer, 'code' | 'photo' | 'fichier'> {
  zones: Array<Pick<PlaceItem, 'id' | 'value'>>;
  photo: boolean;
  fichier: CvFileInfo | null;
}

/** What every CV call answers: `code`, field errors, and the completion after the change. */
export interface CvCallAnswer {
  code: number;
  errors?: FieldErrors;
  message?: string;
  id?: string;
  pourcentage?: number;
  cvComplet?: boolean;
  visible?: boolean;
  fichier?: CvFileInfo;
  experience?: CvEntry;
  diplome?: CvEntry;
}

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });
/** The spec's delete path names an experience `poste`; its load-form path `experience`. */
const DELETE_KIND: Record<CvEntryKind, string> = { experience: 'poste', diplome: 'diplome' };
/** What `/json/localisation/{list}` resolves in one call. */
const LABELS_PER_CALL = 50;

/** The labels of stored zone ids ('dep33' → 'Gironde (33)'), from the cms's place lists; unknown ids keep their id. */
async function zoneLabels(ids: string[]): Promise<CandidateCvView['zones']> {
  const found = new Map<string, string>();
  for (let i = 0; i < ids.length; i += LABELS_PER_CALL) {
    const list = ids.slice(i, i + LABELS_PER_CALL).join(',');
    const answer = await cmsGet<PlacesAnswer>(`/json/localisation/${encodeURIComponent(list)}`).catch(() => null);
    for (const item of answer?.data.items ?? []) found.set(item.id, item.value);
  }
  return ids.map((id) => ({ id, value: found.get(id) ?? id }));
}

export async function getCandidateCv(jwt: string): Promise<CandidateCvView | null> {
  const answer = await cmsGet<CandidateCvAnswer>('/candidat/cv', undefined, bearer(jwt));
  if (!answer) return null;
  const { code: _code, photo, fichier, ...cv } = answer;
  return {
    ...cv,
    zones: await zoneLabels(cv.cv.cvZonegeo),
    photo: photo === true,
    // A stored file has a name: anything else is no file.
    fichier: fichier?.nom ? { nom: fichier.nom, taille: fichier.taille } : null,
  };
}

const send = async (jwt: string, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  (await cmsSend<CvCallAnswer>(method, path, body, bearer(jwt))).body;

export const saveCv = (jwt: string, data: unknown) => send(jwt, 'PUT', '/candidat/cv', data);

/** GET /load-form/{experience|diplome}/{id}: one line's values, or 404. */
export async function loadCvEntry(jwt: string, kind: CvEntryKind, id: string): Promise<CvCallAnswer> {
  const answer = await cmsGet<CvCallAnswer>(`/load-form/${kind}/${encodeURIComponent(id)}`, undefined, bearer(jwt));
  return answer ?? { code: 404 };
}

export const saveCvEntry = (jwt: string, kind: CvEntryKind, id: string | null, data: unknown) =>
  id ? send(jwt, 'PUT', `/candidat/cv/${kind}/${encodeURIComponent(id)}`, data) : send(jwt, 'POST', `/candidat/cv/${kind}`, data);

export const deleteCvEntry = (jwt: string, kind: CvEntryKind, id: string) =>
  send(jwt, 'DELETE', `/canditat/profile/cv/delete/${DELETE_KIND[kind]}/${encodeURIComponent(id)}`);

export const addCvLanguage = (jwt: string, data: unknown) => send(jwt, 'POST', '/candidat/cv/langue', data);

export const deleteCvLanguage = (jwt: string, id: string) =>
  send(jwt, 'DELETE', `/canditat/profile/cv/delete/competence/langue/${encodeURIComponent(id)}`);

/** Shown to recruiters or not: 400 with the spec's message while the CV is not complete enough. */
export const setCvVisibility = (jwt: string, visible: boolean) => send(jwt, 'POST', '/canditat/profile/visibile/recruteur', { visible });

export type CvFileKind = 'photo' | 'fichier';

export async function uploadCvFile(jwt: string, kind: CvFileKind, form: FormData): Promise<CvCallAnswer> {
  return (await cmsUpload<CvCallAnswer>(`/candidat/cv/${kind}`, form, bearer(jwt))).body;
}

export const deleteCvFile = (jwt: string, kind: CvFileKind) => send(jwt, 'DELETE', `/candidat/cv/${kind}`);
