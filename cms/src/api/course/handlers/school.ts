import type { Core } from '@strapi/strapi';
import { courseSessionSchema, createCourseSchema, messages, parseForm } from '@cep/domain';
import type { courseRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { schoolPages } from '../../page';
import { schoolCourses, type CourseImage } from '../services/school-courses';
import type { CourseRow } from '../utils/course-values';

type Routes = typeof courseRoutes;

const isDraft = (body: Record<string, unknown>) => body.brouillon === true || body.brouillon === '1' || body.brouillon === 'true';
const publishedUrl = (id: string) => `/ecole/formation/${id}?actionPublier=ok`;
/** Spec 02 §7 names the photos by their place: `/ecole/formation/deletephoto/{1|2}/{id}`. */
const PHOTO_FIELDS: Record<'1' | '2', CourseImage> = { '1': 'photo1', '2': 'photo2' };
const courseNotFound = () => refuse.notFound(messages.formationIntrouvable);

/**
 * The school's courses (spec 02 §2, §4, §5, §7): list, form, save as a draft or publish, delete, sessions,
 * images and brochure. Every route runs behind the account-member policy (school accounts with a subscription
 * for writes); a course of another account is not found.
 */
export const schoolHandlers = (
  strapi: Core.Strapi,
): Handlers<
  Pick<
    Routes,
    | 'list'
    | 'sessions'
    | 'findOne'
    | 'create'
    | 'update'
    | 'publish'
    | 'remove'
    | 'saveSession'
    | 'removeSession'
    | 'image'
    | 'removePhoto'
    | 'brochure'
    | 'removeBrochure'
  >
> => {
  const courses = schoolCourses(strapi);

  /** Publishes and answers the spec's redirection, or the fields publication still needs. */
  async function publishAndAnswer(row: CourseRow) {
    const result = await courses.publish(row);
    if (!result.ok) {
      // The refusal says which course stays unpublished (a draft just saved has its id only here).
      return refuse.invalid(result.errors, { id: row.documentId, message: messages.donneesNonValides });
    }
    return { code: 200 as const, id: row.documentId, etat: 'publiee' as const, url: publishedUrl(row.documentId) };
  }

  return {
    /** The school's courses, drafts included. */
    async list({ membership }) {
      return { code: 200, abonnement: membership.subscribed ? 1 : 0, formations: await courses.list(membership.accountId) };
    },

    /** The course's sessions. */
    async sessions({ params, membership }) {
      const row = await courses.owned(membership.accountId, params.id);
      return row ? { code: 200, sessions: await courses.sessions(row) } : courseNotFound();
    },

    /** The form as JSON. */
    async findOne({ params, membership }) {
      const row = await courses.owned(membership.accountId, params.id);
      return row ? courses.form(row) : courseNotFound();
    },

    /** A new course; without `brouillon` it is published at once. */
    async create({ body, membership }) {
      const draft = isDraft(body);
      const parsed = parseForm(createCourseSchema(draft ? 'brouillon' : 'publication'), body);
      if (!parsed.ok) return refuse.invalid(parsed.errors);
      const school = await schoolPages(strapi).owned(membership.accountId);
      if (!school) return refuse.notFound();
      const row = await courses.create(membership.accountId, Number(school.id), parsed.data);
      if (!draft) return publishAndAnswer(row);
      return { code: 200, id: row.documentId, etat: row.etat ?? 'brouillon' };
    },

    /** A draft saves with the title alone; a published course keeps the publication rules. */
    async update({ params, body, membership }) {
      // Another account's course is not found, whatever the form holds.
      const row = await courses.owned(membership.accountId, params.id);
      if (!row) return courseNotFound();
      const relaxed = isDraft(body) && row.etat === 'brouillon';
      const parsed = parseForm(createCourseSchema(relaxed ? 'brouillon' : 'publication'), body);
      if (!parsed.ok) return refuse.invalid(parsed.errors);
      const saved = await courses.update(row, parsed.data);
      if (!relaxed && saved.etat === 'brouillon') return publishAndAnswer(saved);
      return { code: 200, id: saved.documentId, etat: saved.etat ?? 'brouillon' };
    },

    /** The spec's GET, a POST here: it changes the course. */
    async publish({ params, membership }) {
      const row = await courses.owned(membership.accountId, params.id);
      return row ? publishAndAnswer(row) : courseNotFound();
    },

    /** The spec's GET; it deletes. */
    async remove({ params, membership }) {
      const row = await courses.owned(membership.accountId, params.id);
      if (!row) return courseNotFound();
      await courses.remove(row);
      return { code: 200 };
    },

    /** `lieu`, `dateDeb`, `dateFin`, and `session` to change one. */
    async saveSession({ params, body, membership }) {
      const row = await courses.owned(membership.accountId, params.id);
      if (!row) return courseNotFound();
      const parsed = parseForm(courseSessionSchema, body);
      if (!parsed.ok) return refuse.invalid(parsed.errors);
      const sessionId = typeof body.session === 'string' && body.session ? body.session : undefined;
      const session = await courses.saveSession(row, parsed.data, sessionId);
      return session ? { code: 200, session } : refuse.notFound();
    },

    /** The session's own id. */
    async removeSession({ params, membership }) {
      return (await courses.removeSession(membership.accountId, params.id)) ? { code: 200 } : refuse.notFound();
    },

    /** photocouverture, photo1 or photo2 (multipart, under the field's name). */
    async image({ params, files, membership }) {
      const row = await courses.owned(membership.accountId, params.id);
      if (!row) return courseNotFound();
      const stored = await courses.setImage(row, params.field, files[params.field]?.bytes ?? Buffer.alloc(0));
      return stored.ok ? { code: 200, url: stored.url } : refuse.invalid({ [params.field]: stored.message });
    },

    async removePhoto({ params, membership }) {
      const row = await courses.owned(membership.accountId, params.id);
      if (!row) return courseNotFound();
      await courses.removeImage(row, PHOTO_FIELDS[params.n]);
      return { code: 200 };
    },

    /** A PDF of at most 2,000,000 bytes. */
    async brochure({ params, files, membership }) {
      const row = await courses.owned(membership.accountId, params.id);
      if (!row) return courseNotFound();
      const stored = await courses.setBrochure(row, files.plaquette?.bytes ?? Buffer.alloc(0));
      return stored.ok ? { code: 200, url: stored.url } : refuse.invalid({ plaquette: stored.message });
    },

    async removeBrochure({ params, membership }) {
      const row = await courses.owned(membership.accountId, params.id);
      if (!row) return courseNotFound();
      await courses.removeBrochure(row);
      return { code: 200 };
    },
  };
};
