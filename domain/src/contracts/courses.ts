import { z } from '../zod';
import { courseContactSchema } from '../schemas/content';
import type {
  CourseCount,
  CourseFileSaved,
  CourseForm,
  CoursePublished,
  CourseSaved,
  CourseSearchAnswer,
  CourseSessionList,
  CourseSitemap,
  PublicCourseAnswer,
  SchoolCourseList,
  SessionSaved,
} from '../responses/courses';
import type { Confirmation, Done } from '../responses/form';
import { documentId } from './fields';
import { route } from './route';

/** A school's members read their courses; writes need a running subscription (spec 02 §4 subscription lock). */
const reader = { member: { type: 'ecole' } } as const;
const writer = { member: { type: 'ecole', subscribed: true } } as const;
const byId = z.object({ id: documentId });

/** A /formations filter: one value, or several (repeated, `?type=a&type=b`, or `a,b`), each bounded. */
const queryValues = (max = 200) => z.union([z.string().max(max), z.array(z.string().max(max)).max(50)]).optional();

/**
 * The /formations query string as the cms reads it (cms/src/search/course-search-query.ts): unknown values are
 * dropped there, so a shared link with a stale filter still works; the free text is cut to 200 characters there.
 */
export const courseSearchParams = z.object({
  q: queryValues(2000),
  type: queryValues(),
  niveau: queryValues(),
  domaine: queryValues(),
  region: queryValues(),
  departement: queryValues(),
  modalite: queryValues(),
  financement: queryValues(),
  ecole: queryValues(),
  session: queryValues(),
  autour: queryValues(),
  rayon: queryValues(),
  tri: queryValues(),
  page: queryValues(),
});

/**
 * The course form as it travels: `brouillon` (true, '1' or 'true') saves a draft with the title alone, otherwise the
 * publication rules apply, so `createCourseSchema` checks the rest once the mode (and, for a change, the course's
 * state) is known.
 */
export const courseRequest = z.looseObject({ brouillon: z.unknown().optional() });

/** A session's form (`lieu`, `dateDeb`, `dateFin`, checked by `courseSessionSchema`) and `session` to change one. */
export const sessionRequest = z.looseObject({ session: z.unknown().optional() });

/** An upload's multipart form: its file alone (under `files`), no other field is read. */
const fileOnly = z.object({});

/** The « formation » contact popup: the course is the path's. */
export const courseContactRequest = courseContactSchema.omit({ formationId: true });

/**
 * Courses (spec 02 §2–§8; issue #14 items 4–6): the school's courses first, then the public search, count, page,
 * contact popup and sitemap. The spec's GETs that change data are POST or DELETE on the same paths.
 */
export const courseRoutes = {
  list: route<SchoolCourseList>()({
    method: 'GET',
    path: '/ecole/formations',
    summary: 'The school’s courses, drafts included, and whether its subscription runs.',
    access: reader,
  }),
  sessions: route<CourseSessionList>()({
    method: 'GET',
    path: '/ecole/formation/loadsession/:id',
    summary: 'One of the school’s courses’ sessions.',
    access: reader,
    params: byId,
    refusals: [404],
  }),
  findOne: route<CourseForm>()({
    method: 'GET',
    path: '/ecole/formation/:id',
    summary: 'One of the school’s courses as its form: the values, the files and the sessions.',
    access: reader,
    params: byId,
    refusals: [404],
  }),
  create: route<CourseSaved>()({
    method: 'POST',
    path: '/ecole/formation',
    summary: 'A new course: a draft with `brouillon`, otherwise published at once.',
    access: writer,
    body: courseRequest,
    refusals: [400, 404],
  }),
  update: route<CourseSaved>()({
    method: 'PUT',
    path: '/ecole/formation/:id',
    summary: 'Changes a course: a draft saves with its title alone, a published course keeps the publication rules.',
    access: writer,
    params: byId,
    body: courseRequest,
    refusals: [400, 404],
  }),
  publish: route<CoursePublished>()({
    method: 'POST',
    path: '/ecole/publier/:id',
    summary: 'Publishes a course, or names the fields publication still needs (the spec’s GET; it writes).',
    access: writer,
    params: byId,
    refusals: [400, 404],
  }),
  remove: route<Done>()({
    method: 'DELETE',
    path: '/ecole/supformation/:id',
    summary: 'Deletes a course with its sessions and files (the spec’s GET; it deletes).',
    access: writer,
    params: byId,
    refusals: [404],
  }),
  saveSession: route<SessionSaved>()({
    method: 'POST',
    path: '/ecole/formation/savesession/:id',
    summary: 'A new session of a course, or (with `session`) one of its sessions changed.',
    access: writer,
    params: byId,
    body: sessionRequest,
    refusals: [400, 404],
  }),
  removeSession: route<Done>()({
    method: 'DELETE',
    path: '/ecole/formation/deletesession/:id',
    summary: 'Deletes a session of one of the school’s courses, by the session’s own id.',
    access: writer,
    params: byId,
    refusals: [404],
  }),
  image: route<CourseFileSaved>()({
    method: 'POST',
    path: '/ecole/formation/:id/image/:field',
    summary: 'A course’s cover or one of its two photos, sent under the field’s name and checked by its bytes.',
    access: writer,
    params: z.object({ id: documentId, field: z.enum(['photocouverture', 'photo1', 'photo2']) }),
    body: fileOnly,
    files: ['photocouverture', 'photo1', 'photo2'],
    refusals: [400, 404],
  }),
  removePhoto: route<Done>()({
    method: 'DELETE',
    path: '/ecole/formation/deletephoto/:n/:id',
    summary: 'Removes a course’s first or second photo.',
    access: writer,
    params: z.object({ n: z.enum(['1', '2']), id: documentId }),
    refusals: [404],
  }),
  brochure: route<CourseFileSaved>()({
    method: 'POST',
    path: '/ecole/formation/:id/plaquette',
    summary: 'A course’s brochure: a PDF of at most 2,000,000 bytes, checked by its bytes.',
    access: writer,
    params: byId,
    body: fileOnly,
    files: ['plaquette'],
    refusals: [400, 404],
  }),
  removeBrochure: route<Done>()({
    method: 'DELETE',
    path: '/ecole/formation/deleteplaquette/:id',
    summary: 'Removes a course’s brochure.',
    access: writer,
    params: byId,
    refusals: [404],
  }),
  search: route<CourseSearchAnswer>()({
    method: 'GET',
    path: '/search/formations',
    summary: 'The published courses matching a search, with its facets, a page at a time.',
    access: { public: true },
    query: courseSearchParams,
  }),
  count: route<CourseCount>()({
    method: 'GET',
    path: '/nbformation/:query',
    summary: 'How many published courses match a free-text query.',
    access: { public: true },
    params: z.object({ query: z.string().max(2000) }),
  }),
  findPublic: route<PublicCourseAnswer>()({
    method: 'GET',
    path: '/formations/:id',
    summary: 'A published course’s page; a draft or a deleted course is not found.',
    access: { public: true },
    params: byId,
    refusals: [404],
  }),
  contact: route<Confirmation>()({
    method: 'POST',
    path: '/formation/contact/:id',
    summary: 'The course’s contact popup: kept for staff and e-mailed to the school’s members, the sender as Reply-To.',
    access: { public: true },
    params: byId,
    body: courseContactRequest,
    refusals: [400, 404],
    throttle: { rule: 'contact' },
  }),
  sitemap: route<CourseSitemap>()({
    method: 'GET',
    path: '/plan/formations',
    summary: 'Every published course, for sitemap.xml.',
    access: { public: true },
  }),
};
