'use server';

import { cvItemSchema, cvLanguageSchema, cvSchema, messages, type FieldErrors } from '@cep/domain';
import {
  addCvLanguage,
  deleteCvEntry,
  deleteCvFile,
  deleteCvLanguage,
  loadCvEntry,
  saveCv,
  saveCvEntry,
  setCvVisibility,
  uploadCvFile,
  type CvCallAnswer,
  type CvEntry,
  type CvEntryKind,
  type CvFileInfo,
  type CvFileKind,
} from '@/lib/cms';
import { checkCvDocument, checkCvPhoto } from '@/lib/cv-files';
import { withSession, type Refusal } from './session-action';

/** What the CV page reads from every call: the outcome, field errors, and the completion after the change. */
export interface CvActionAnswer {
  code: number;
  errors?: FieldErrors;
  message?: string;
  id?: string;
  pourcentage?: number;
  cvComplet?: boolean;
  visible?: boolean;
  fichier?: CvFileInfo;
  entry?: CvEntry;
}

/** Only what the page reads leaves the server. */
function answer(result: CvCallAnswer | Refusal): CvActionAnswer {
  const r = result as CvCallAnswer;
  return {
    code: r.code,
    errors: r.errors,
    message: r.message,
    id: r.id,
    pourcentage: r.pourcentage,
    cvComplet: r.cvComplet,
    visible: r.visible,
    fichier: r.fichier,
    entry: r.experience ?? r.diplome,
  };
}

/** A server action's arguments come from the browser: only the two kinds the cms knows go through. */
const kindOf = (kind: unknown): CvEntryKind | null => (kind === 'experience' || kind === 'diplome' ? kind : null);
const NOT_FOUND: CvActionAnswer = { code: 404 };

/** The main form: checked with the shared schema here, then by the cms. */
export async function saveCvAction(values: Record<string, unknown>): Promise<CvActionAnswer> {
  return answer(await withSession({ schema: cvSchema, input: values }, saveCv));
}

/** « Modifier »: one line's stored values (`/load-form/{kind}/{id}`). */
export async function loadCvEntryAction(kind: CvEntryKind, id: string): Promise<CvActionAnswer> {
  const k = kindOf(kind);
  if (!k) return NOT_FOUND;
  return answer(await withSession({}, (jwt) => loadCvEntry(jwt, k, String(id))));
}

/** Adds a line (`id` null) or changes one; the values go as typed (month and year), the cms turns them into dates. */
export async function saveCvEntryAction(kind: CvEntryKind, id: string | null, values: Record<string, unknown>): Promise<CvActionAnswer> {
  const k = kindOf(kind);
  if (!k) return NOT_FOUND;
  return answer(
    await withSession({ schema: cvItemSchema, input: values }, (jwt) => saveCvEntry(jwt, k, id === null ? null : String(id), values)),
  );
}

export async function deleteCvEntryAction(kind: CvEntryKind, id: string): Promise<CvActionAnswer> {
  const k = kindOf(kind);
  if (!k) return NOT_FOUND;
  return answer(await withSession({}, (jwt) => deleteCvEntry(jwt, k, String(id))));
}

export async function addCvLanguageAction(values: Record<string, unknown>): Promise<CvActionAnswer> {
  return answer(await withSession({ schema: cvLanguageSchema, input: values }, addCvLanguage));
}

export async function deleteCvLanguageAction(id: string): Promise<CvActionAnswer> {
  return answer(await withSession({}, (jwt) => deleteCvLanguage(jwt, String(id))));
}

/** The visibility toggle: refused (400, the spec's message) while the CV is not complete enough. */
export async function setCvVisibilityAction(visible: boolean): Promise<CvActionAnswer> {
  return answer(await withSession({}, (jwt) => setCvVisibility(jwt, visible === true)));
}

const FIELDS: Record<CvFileKind, { field: string; check: typeof checkCvPhoto; missing: string }> = {
  photo: { field: 'photo', check: checkCvPhoto, missing: messages.imageInvalide },
  fichier: { field: 'cvFichier', check: checkCvDocument, missing: messages.cvFormat },
};

/**
 * The photo (`photo`, 2 MB at most: next.config.ts lets server actions take that much) or the CV file
 * (`cvFichier`, 1 MB). Checked here as in the browser, then forwarded alone; the cms checks the bytes.
 */
async function upload(kind: CvFileKind, form: FormData): Promise<CvActionAnswer> {
  const { field, check, missing } = FIELDS[kind];
  return answer(
    await withSession({}, async (jwt) => {
      const file = form.get(field);
      if (!(file instanceof File)) return { code: 400, errors: { [field]: missing } };
      const checked = check(file);
      if (!checked.ok) return { code: 400, errors: { [field]: checked.message } };
      const forwarded = new FormData();
      forwarded.append(field, file, file.name);
      return uploadCvFile(jwt, kind, forwarded);
    }),
  );
}

export async function uploadCvPhotoAction(form: FormData): Promise<CvActionAnswer> {
  return upload('photo', form);
}

export async function uploadCvDocumentAction(form: FormData): Promise<CvActionAnswer> {
  return upload('fichier', form);
}

export async function deleteCvPhotoAction(): Promise<CvActionAnswer> {
  return answer(await withSession({}, (jwt) => deleteCvFile(jwt, 'photo')));
}

export async function deleteCvDocumentAction(): Promise<CvActionAnswer> {
  return answer(await withSession({}, (jwt) => deleteCvFile(jwt, 'fichier')));
}
