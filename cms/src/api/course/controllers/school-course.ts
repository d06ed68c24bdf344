import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { courseSessionSchema, createCourseSchema, messages, parseForm } from '@cep/domain';
import { membershipIn } from '../../../utils/membership';
import { refuse } from '../../../utils/respond';
import { uploadIn } from '../../../private-files/uploads';
import { schoolPages } from '../../page/services/school-pages';
import { COURSE_IMAGES, schoolCourses, type CourseImage } from '../services/school-courses';
import type { CourseRow } from '../utils/course-values';

const isDraft = (body: Record<string, unknown>) => body.brouillon === true || body.brouillon === '1' || body.brouillon === 'true';
const publishedUrl = (id: string) => `/ecole/formation/${id}?actionPublier=ok`;
/** Spec 02 §7 names the photos by their place: `/ecole/formation/deletephoto/{1|2}/{id}`. */
const PHOTO_FIELDS: Record<string, CourseImage> = { '1': 'photo1', '2': 'photo2' };

/**
 * The school's courses (spec 02 §2, §4, §5, §7): list, form, save as a draft or publish, delete, sessions,
 * images and brochure. Every route runs behind the account-member policy (school accounts with a subscription
 * for writes); a course of another account is not found.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const courses = schoolCourses(strapi);

  async function owned(ctx: Context): Promise<CourseRow | null> {
    const row = await courses.owned(membershipIn(ctx).accountId, String(ctx.params.id));
    if (!row) {
      ctx.status = 404;
      ctx.body = { code: 404, message: messages.formationIntrouvable };
    }
    return row;
  }

  /** Publishes and answers the spec's redirection, or the fields publication still needs. */
  async function publishAndAnswer(ctx: Context, row: CourseRow) {
    const result = await courses.publish(row);
    if (!result.ok) return refuse(ctx, result.errors, { id: row.documentId, etat: row.etat, message: messages.donneesNonValides });
    ctx.body = { code: 200, id: row.documentId, etat: 'publiee', url: publishedUrl(row.documentId) };
  }

  return {
    /** GET /ecole/formations — the school's courses, drafts included. */
    async list(ctx: Context) {
      const { accountId, subscribed } = membershipIn(ctx);
      ctx.body = { code: 200, abonnement: subscribed ? 1 : 0, formations: await courses.list(accountId) };
    },

    /** GET /ecole/formation/:id — the form as JSON. */
    async findOne(ctx: Context) {
      const row = await owned(ctx);
      if (row) ctx.body = await courses.form(row);
    },

    /** POST /ecole/formation — a new course; without `brouillon` it is published at once. */
    async create(ctx: Context) {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const draft = isDraft(body);
      const parsed = parseForm(createCourseSchema(draft ? 'brouillon' : 'publication'), body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const { accountId } = membershipIn(ctx);
      const school = await schoolPages(strapi).owned(accountId);
      if (!school) return ctx.notFound();
      const row = await courses.create(accountId, Number(school.id), parsed.data);
      if (!draft) return publishAndAnswer(ctx, row);
      ctx.body = { code: 200, id: row.documentId, etat: row.etat };
    },

    /** PUT /ecole/formation/:id — a draft saves with the title alone; a published course keeps the publication rules. */
    async update(ctx: Context) {
      const row = await owned(ctx);
      if (!row) return;
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const relaxed = isDraft(body) && row.etat === 'brouillon';
      const parsed = parseForm(createCourseSchema(relaxed ? 'brouillon' : 'publication'), body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const saved = await courses.update(row, parsed.data);
      if (!relaxed && saved.etat === 'brouillon') return publishAndAnswer(ctx, saved);
      ctx.body = { code: 200, id: saved.documentId, etat: saved.etat };
    },

    /** POST /ecole/publier/:id — the spec's GET, a POST here: it changes the course. */
    async publish(ctx: Context) {
      const row = await owned(ctx);
      if (row) await publishAndAnswer(ctx, row);
    },

    /** DELETE /ecole/supformation/:id */
    async remove(ctx: Context) {
      const row = await owned(ctx);
      if (!row) return;
      await courses.remove(row);
      ctx.body = { code: 200 };
    },

    /** GET /ecole/formation/loadsession/:id — the course's sessions. */
    async sessions(ctx: Context) {
      const row = await owned(ctx);
      if (row) ctx.body = { code: 200, sessions: await courses.sessions(row) };
    },

    /** POST /ecole/formation/savesession/:id — `lieu`, `dateDeb`, `dateFin`, and `session` to change one. */
    async saveSession(ctx: Context) {
      const row = await owned(ctx);
      if (!row) return;
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const parsed = parseForm(courseSessionSchema, body);
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const sessionId = typeof body.session === 'string' && body.session ? body.session : undefined;
      const session = await courses.saveSession(row, parsed.data, sessionId);
      if (!session) return ctx.notFound();
      ctx.body = { code: 200, session };
    },

    /** DELETE /ecole/formation/deletesession/:id — the session's own id. */
    async removeSession(ctx: Context) {
      if (!(await courses.removeSession(membershipIn(ctx).accountId, String(ctx.params.id)))) return ctx.notFound();
      ctx.body = { code: 200 };
    },

    /** POST /ecole/formation/:id/image/:field — photocouverture, photo1 or photo2 (multipart, under the field's name). */
    async image(ctx: Context) {
      const field = String(ctx.params.field) as CourseImage;
      if (!(field in COURSE_IMAGES)) return ctx.notFound();
      const row = await owned(ctx);
      if (!row) return;
      const stored = await courses.setImage(row, field, (await uploadIn(ctx, field))?.bytes ?? Buffer.alloc(0));
      if (!stored.ok) return refuse(ctx, { [field]: stored.message });
      ctx.body = { code: 200, url: stored.url };
    },

    /** DELETE /ecole/formation/deletephoto/:n/:id */
    async removePhoto(ctx: Context) {
      const field = PHOTO_FIELDS[String(ctx.params.n)];
      if (!field) return ctx.notFound();
      const row = await owned(ctx);
      if (!row) return;
      await courses.removeImage(row, field);
      ctx.body = { code: 200 };
    },

    /** POST /ecole/formation/:id/plaquette — a PDF of at most 2,000,000 bytes. */
    async brochure(ctx: Context) {
      const row = await owned(ctx);
      if (!row) return;
      const stored = await courses.setBrochure(row, (await uploadIn(ctx, 'plaquette'))?.bytes ?? Buffer.alloc(0));
      if (!stored.ok) return refuse(ctx, { plaquette: stored.message });
      ctx.body = { code: 200, url: stored.url };
    },

    /** DELETE /ecole/formation/deleteplaquette/:id */
    async removeBrochure(ctx: Context) {
      const row = await owned(ctx);
      if (!row) return;
      await courses.removeBrochure(row);
      ctx.body = { code: 200 };
    },
  };
};
