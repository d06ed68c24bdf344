'use server';

import { courseContactSchema, courseSessionSchema, createCourseSchema, messages, parseForm } from '@cep/domain';
import {
  deleteCourse,
  deleteCourseFile,
  deleteCourseSession,
  saveCourse,
  saveCourseSession,
  sendCourseContact,
  uploadCourseFile,
} from '@/lib/cms';
import { withSession } from './session-action';

const LIST = '/ecole/formations';

/** Saves a course: `draft` with the title alone (a draft only), otherwise with the publication rules (spec 02 §5). */
export async function saveCourseAction(courseId: string | null, input: unknown, draft: boolean) {
  return withSession({ schema: createCourseSchema(draft ? 'brouillon' : 'publication'), input, revalidate: LIST }, (jwt, form) =>
    saveCourse(jwt, courseId, { ...form, brouillon: draft }),
  );
}

export async function deleteCourseAction(courseId: string) {
  return withSession({ revalidate: LIST }, (jwt) => deleteCourse(jwt, courseId));
}

export async function saveSessionAction(courseId: string, input: unknown, sessionId: string | null) {
  return withSession({ schema: courseSessionSchema, input }, (jwt, form) =>
    saveCourseSession(jwt, courseId, { ...form, ...(sessionId ? { session: sessionId } : {}) }),
  );
}

export async function deleteSessionAction(sessionId: string) {
  return withSession({}, (jwt) => deleteCourseSession(jwt, sessionId));
}

export async function uploadCourseFileAction(
  courseId: string,
  field: 'photocouverture' | 'photo1' | 'photo2' | 'plaquette',
  form: FormData,
) {
  return withSession({}, (jwt) => uploadCourseFile(jwt, courseId, field, form));
}

export async function deleteCourseFileAction(courseId: string, field: 'plaquette' | 'photo1' | 'photo2') {
  return withSession({}, (jwt) => deleteCourseFile(jwt, courseId, field));
}

/** The « formation » contact popup (spec 02 §3, §8): no session needed; a logged-in user's fields are prefilled. */
export async function sendCourseContactAction(courseId: string, input: unknown) {
  const parsed = parseForm(courseContactSchema, { ...(input as object), formationId: courseId });
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  try {
    return await sendCourseContact(courseId, parsed.data);
  } catch {
    return { code: 500, message: messages.erreurReessayer };
  }
}
