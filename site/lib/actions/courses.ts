'use server';

import { courseContactSchema, courseSessionSchema, createCourseSchema, messages, parseForm } from '@cep/domain';
import { courseRoutes } from '@cep/domain/contracts';
import { call } from '@/lib/cms/call';
import { visitorHeaders } from '@/lib/cms';
import { answerOf, callInSession } from './session-action';

const LIST = '/ecole/formations';

/** Saves a course: `draft` with the title alone (a draft only), otherwise with the publication rules (spec 02 §5). */
export async function saveCourseAction(courseId: string | null, input: unknown, draft: boolean) {
  const parsed = parseForm(createCourseSchema(draft ? 'brouillon' : 'publication'), input);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const body = { ...parsed.data, brouillon: draft };
  const answered = courseId
    ? await callInSession(courseRoutes.update, { params: { id: courseId }, body }, { revalidate: LIST })
    : await callInSession(courseRoutes.create, { body }, { revalidate: LIST });
  return answerOf(answered);
}

export async function deleteCourseAction(courseId: string) {
  return answerOf(await callInSession(courseRoutes.remove, { params: { id: courseId } }, { revalidate: LIST }));
}

export async function saveSessionAction(courseId: string, input: unknown, sessionId: string | null) {
  const parsed = parseForm(courseSessionSchema, input);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const body = { ...parsed.data, ...(sessionId ? { session: sessionId } : {}) };
  return answerOf(await callInSession(courseRoutes.saveSession, { params: { id: courseId }, body }));
}

export async function deleteSessionAction(sessionId: string) {
  return answerOf(await callInSession(courseRoutes.removeSession, { params: { id: sessionId } }));
}

/** The cover or a photo (`/image/{field}`) or the brochure (`/plaquette`), sent under the field's name. */
export async function uploadCourseFileAction(
  courseId: string,
  field: 'photocouverture' | 'photo1' | 'photo2' | 'plaquette',
  form: FormData,
) {
  const answered =
    field === 'plaquette'
      ? await callInSession(courseRoutes.brochure, { params: { id: courseId }, body: form })
      : await callInSession(courseRoutes.image, { params: { id: courseId, field }, body: form });
  return answerOf(answered);
}

/** `/ecole/formation/deleteplaquette/{id}` or `/ecole/formation/deletephoto/{1|2}/{id}`. */
export async function deleteCourseFileAction(courseId: string, field: 'plaquette' | 'photo1' | 'photo2') {
  const answered =
    field === 'plaquette'
      ? await callInSession(courseRoutes.removeBrochure, { params: { id: courseId } })
      : await callInSession(courseRoutes.removePhoto, { params: { n: field === 'photo1' ? '1' : '2', id: courseId } });
  return answerOf(answered);
}

/** The « formation » contact popup (spec 02 §3, §8): no session needed; a logged-in user's fields are prefilled. */
export async function sendCourseContactAction(courseId: string, input: unknown) {
  const parsed = parseForm(courseContactSchema, { ...(input as object), formationId: courseId });
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const { formationId: _course, ...body } = parsed.data;
  try {
    // The visitor's address goes along: the cms throttles this form per client (it sends e-mails).
    return answerOf(await call(courseRoutes.contact, { params: { id: courseId }, body, headers: await visitorHeaders() }));
  } catch {
    return { code: 500, message: messages.erreurReessayer };
  }
}
