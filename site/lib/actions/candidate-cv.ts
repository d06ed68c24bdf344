'use server';

import {
  cvItemSchema,
  cvLanguageSchema,
  cvSchema,
  harvestAvailabilitySchema,
  messages,
  parseForm,
  type CvEntry,
  type CvFileInfo,
  type FieldErrors,
} from '@cep/domain';
import { candidateRoutes } from '@cep/domain/contracts';
import type { CvEntryKind, CvFileKind } from '@/lib/cms/candidate-cv';
import { checkCvDocument, checkCvPhoto } from '@/lib/cv-files';
import { answerOf, callInSession } from './session-action';

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

/** Any of the CV routes' answers, or their refusal: what `answer` picks from. */
interface CvOutcome extends Omit<CvActionAnswer, 'entry'> {
  experience?: CvEntry;
  diplome?: CvEntry;
}

/** Only what the page reads leaves the server. */
function answer(r: CvOutcome): CvActionAnswer {
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

/** The spec's delete path names an experience `poste`; its load-form and save paths `experience`. */
const DELETE_KIND: Record<CvEntryKind, 'poste' | 'diplome'> = { experience: 'poste', diplome: 'diplome' };

/** The main form: checked with the shared schema here, then by the cms. */
export async function saveCvAction(values: Record<string, unknown>): Promise<CvActionAnswer> {
  const parsed = parseForm(cvSchema, values);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  return answer(answerOf(await callInSession(candidateRoutes.update, { body: parsed.data })));
}

/** « Modifier »: one line's stored values (`/load-form/{kind}/{id}`). */
export async function loadCvEntryAction(kind: CvEntryKind, id: string): Promise<CvActionAnswer> {
  const k = kindOf(kind);
  if (!k) return NOT_FOUND;
  return answer(answerOf(await callInSession(candidateRoutes.loadForm, { params: { kind: k, id: String(id) } })));
}

/** Adds a line (`id` null) or changes one; the values go as typed (month and year), the cms turns them into dates. */
export async function saveCvEntryAction(kind: CvEntryKind, id: string | null, values: Record<string, unknown>): Promise<CvActionAnswer> {
  const k = kindOf(kind);
  if (!k) return NOT_FOUND;
  const parsed = parseForm(cvItemSchema, values);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const answered =
    id === null
      ? await callInSession(candidateRoutes.createEntry, { params: { kind: k }, body: values })
      : await callInSession(candidateRoutes.updateEntry, { params: { kind: k, id: String(id) }, body: values });
  return answer(answerOf(answered));
}

export async function deleteCvEntryAction(kind: CvEntryKind, id: string): Promise<CvActionAnswer> {
  const k = kindOf(kind);
  if (!k) return NOT_FOUND;
  return answer(answerOf(await callInSession(candidateRoutes.deleteEntry, { params: { kind: DELETE_KIND[k], id: String(id) } })));
}

/** A language and its level: checked with the shared schema here, then by the cms. */
export async function addCvLanguageAction(values: Record<string, unknown>): Promise<CvActionAnswer> {
  const parsed = parseForm(cvLanguageSchema, values);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  return answer(answerOf(await callInSession(candidateRoutes.addLanguage, { body: parsed.data })));
}

export async function deleteCvLanguageAction(id: string): Promise<CvActionAnswer> {
  return answer(answerOf(await callInSession(candidateRoutes.deleteLanguage, { params: { id: String(id) } })));
}

/** The visibility toggle: refused (400, the spec's message) while the CV is not complete enough. */
export async function setCvVisibilityAction(visible: boolean): Promise<CvActionAnswer> {
  return answer(answerOf(await callInSession(candidateRoutes.visibility, { body: { visible: visible === true } })));
}

const FIELDS: Record<CvFileKind, { field: 'photo' | 'cvFichier'; check: typeof checkCvPhoto; missing: string }> = {
  photo: { field: 'photo', check: checkCvPhoto, missing: messages.imageInvalide },
  fichier: { field: 'cvFichier', check: checkCvDocument, missing: messages.cvFormat },
};

/**
 * The photo (`photo`, 2 MB at most: next.config.ts lets server actions take that much) or the CV file
 * (`cvFichier`, 1 MB). Checked here as in the browser, then forwarded alone; the cms checks the bytes.
 */
async function upload(kind: CvFileKind, form: FormData): Promise<CvActionAnswer> {
  const { field, check, missing } = FIELDS[kind];
  const file = form.get(field);
  if (!(file instanceof File)) return { code: 400, errors: { [field]: missing } };
  const checked = check(file);
  if (!checked.ok) return { code: 400, errors: { [field]: checked.message } };
  const forwarded = new FormData();
  forwarded.append(field, file, file.name);
  return answer(answerOf(await callInSession(candidateRoutes.uploadFile, { params: { file: kind }, body: forwarded })));
}

export async function uploadCvPhotoAction(form: FormData): Promise<CvActionAnswer> {
  return upload('photo', form);
}

export async function uploadCvDocumentAction(form: FormData): Promise<CvActionAnswer> {
  return upload('fichier', form);
}

export async function deleteCvPhotoAction(): Promise<CvActionAnswer> {
  return answer(answerOf(await callInSession(candidateRoutes.removeFile, { params: { file: 'photo' } })));
}

export async function deleteCvDocumentAction(): Promise<CvActionAnswer> {
  return answer(answerOf(await callInSession(candidateRoutes.removeFile, { params: { file: 'fichier' } })));
}

/** The harvest availability (issue #40 item 3): checked with the shared schema here, then by the cms (which names the commune). */
export async function saveAvailabilityAction(
  values: Record<string, unknown>,
): Promise<{ code: number; errors?: FieldErrors; message?: string }> {
  const parsed = parseForm(harvestAvailabilitySchema, values);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const answered = await callInSession(candidateRoutes.availability, { body: parsed.data }, { revalidate: '/candidat/cv' });
  return answered.ok ? { code: 200 } : { code: answered.refusal.code, errors: answered.refusal.errors, message: answered.refusal.message };
}
