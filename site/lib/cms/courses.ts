import 'server-only';
import type {
  CourseForm,
  CourseSaveAnswer,
  CourseSearchAnswer,
  CourseSessionView,
  PageFileAnswer,
  PublicCourse,
  SchoolCourseCard,
  SessionSaveAnswer,
} from '@cep/domain';
import { visitorHeaders } from './auth';
import { isSharedListQuery } from './cacheable';
import { cmsGet, cmsGetCached, cmsSend, cmsUpload } from './client';

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });
const id = encodeURIComponent;

export const getSchoolCourses = (jwt: string) =>
  cmsGet<{ code: 200; abonnement: 0 | 1; formations: SchoolCourseCard[] }>('/ecole/formations', undefined, bearer(jwt));

export const getCourseForm = (jwt: string, courseId: string) =>
  cmsGet<CourseForm>(`/ecole/formation/${id(courseId)}`, undefined, bearer(jwt));

/** A new course (POST /ecole/formation) or one changed; `brouillon` keeps a draft, otherwise it is published. */
export async function saveCourse(jwt: string, courseId: string | null, form: unknown) {
  const path = courseId ? `/ecole/formation/${id(courseId)}` : '/ecole/formation';
  return (await cmsSend<CourseSaveAnswer>(courseId ? 'PUT' : 'POST', path, form, bearer(jwt))).body;
}

export async function deleteCourse(jwt: string, courseId: string) {
  return (await cmsSend<{ code: number }>('DELETE', `/ecole/supformation/${id(courseId)}`, undefined, bearer(jwt))).body;
}

export const getCourseSessions = async (jwt: string, courseId: string) =>
  (await cmsGet<{ sessions: CourseSessionView[] }>(`/ecole/formation/loadsession/${id(courseId)}`, undefined, bearer(jwt)))?.sessions ?? [];

export async function saveCourseSession(jwt: string, courseId: string, form: unknown) {
  return (await cmsSend<SessionSaveAnswer>('POST', `/ecole/formation/savesession/${id(courseId)}`, form, bearer(jwt))).body;
}

export async function deleteCourseSession(jwt: string, sessionId: string) {
  return (await cmsSend<{ code: number }>('DELETE', `/ecole/formation/deletesession/${id(sessionId)}`, undefined, bearer(jwt))).body;
}

export async function uploadCourseFile(jwt: string, courseId: string, field: string, form: FormData) {
  const path = field === 'plaquette' ? `/ecole/formation/${id(courseId)}/plaquette` : `/ecole/formation/${id(courseId)}/image/${id(field)}`;
  return (await cmsUpload<PageFileAnswer>(path, form, bearer(jwt))).body;
}

/** `/ecole/formation/deleteplaquette/{id}` or `/ecole/formation/deletephoto/{1|2}/{id}`. */
export async function deleteCourseFile(jwt: string, courseId: string, field: 'plaquette' | 'photo1' | 'photo2') {
  const path =
    field === 'plaquette'
      ? `/ecole/formation/deleteplaquette/${id(courseId)}`
      : `/ecole/formation/deletephoto/${field.slice(-1)}/${id(courseId)}`;
  return (await cmsSend<{ code: number }>('DELETE', path, undefined, bearer(jwt))).body;
}

export async function searchCourses(input: Record<string, string | undefined>): Promise<CourseSearchAnswer> {
  // The home page's carousel and /formations as it opens are kept; a search or a filter is read fresh.
  const answer = isSharedListQuery(input)
    ? await cmsGetCached<CourseSearchAnswer>(['formations'], '/search/formations', input)
    : await cmsGet<CourseSearchAnswer>('/search/formations', input);
  return answer ?? { hits: [], exact: true, total: 0, page: 1, hitsPerPage: 20, totalPages: 0, facets: {} };
}

export const getPublicCourse = async (courseId: string) =>
  (await cmsGetCached<{ data: PublicCourse }>(['formations'], `/formations/${id(courseId)}`))?.data ?? null;

/** The « formation » contact popup: 'Message envoyé.', the field errors, or a failure the popup turns into its message. */
export async function sendCourseContact(courseId: string, form: unknown) {
  // The visitor's address goes along: the cms throttles this form per client (it sends e-mails).
  const headers = await visitorHeaders();
  return (
    await cmsSend<{ code: number; message?: string; errors?: Record<string, string> }>(
      'POST',
      `/formation/contact/${id(courseId)}`,
      form,
      headers,
      [500],
    )
  ).body;
}

export const getCourseSitemap = async () =>
  (await cmsGetCached<{ data: Array<{ id: string; modifie: string }> }>(['formations'], '/plan/formations'))?.data ?? [];
