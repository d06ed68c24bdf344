import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { courseContactSchema, messages, parseForm } from '@cep/domain';
import { emails } from '../../../email/templates';
import { siteUrl } from '../../../email/site-url';
import { queueEmail } from '../../email/services/email-queue';
import { refuse } from '../../../utils/respond';
import { courseSearchQuery } from '../../../search/course-search-query';
import { publicCourses } from '../services/public-courses';
import { COURSE_UID } from '../services/school-courses';

/** Public course reads (issue #14 item 5): the search, the count, the page, the contact popup, the sitemap. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /search/formations?q=&type=&niveau=&domaine=&region=&departement=&modalite=&financement=&session=&autour=&rayon=&tri=&page= */
  async search(ctx: Context) {
    ctx.body = await publicCourses(strapi).search(courseSearchQuery(ctx.query));
  },

  /** GET /nbformation/:query — how many published courses match a free-text query (spec 02 §7). */
  async count(ctx: Context) {
    ctx.body = { nb: await publicCourses(strapi).count({ q: String(ctx.params.query ?? '').slice(0, 200) }) };
  },

  /** GET /formations/:id — a published course; a draft or a deleted course is not found. */
  async findPublic(ctx: Context) {
    const course = await publicCourses(strapi).findPublic(String(ctx.params.id));
    if (!course) return ctx.notFound(messages.formationIntrouvable);
    ctx.body = { data: course };
  },

  /**
   * POST /formation/contact/:id — the « formation » contact popup (spec 02 §3, §8): kept for staff, e-mailed to
   * every member of the school's account with the sender as Reply-To. 'Message envoyé.' or, when the e-mail
   * cannot leave, code 500 ('Une erreur s'est produite. Veuillez réessayer.').
   */
  async contact(ctx: Context) {
    const id = String(ctx.params.id);
    const parsed = parseForm(courseContactSchema, { ...(ctx.request.body as object), formationId: id });
    if (!parsed.ok) return refuse(ctx, parsed.errors);
    const course = await strapi.documents(COURSE_UID).findFirst({
      filters: { documentId: id, etat: 'publiee' },
      fields: ['titre'],
      populate: { account: { fields: ['id'], populate: { members: { populate: { user: { fields: ['email'] } } } } } },
    });
    if (!course) return ctx.notFound(messages.formationIntrouvable);
    const { formationId: _id, ...message } = parsed.data;
    const recipients = (course.account?.members ?? []).flatMap((m) => (m.user?.email ? [m.user.email] : []));
    const content = emails.courseContact(course.titre ?? '', message, message.message, siteUrl(`/formations/${id}`));
    await strapi.db.transaction(async () => {
      await strapi.documents('api::course.course-contact').create({ data: { ...message, course: course.id } });
      for (const to of recipients) await queueEmail(strapi, to, content, { replyTo: message.email });
    });
    ctx.body = { code: 200, message: messages.messageEnvoye };
  },

  /** GET /plan/formations — every published course, for sitemap.xml. */
  async sitemap(ctx: Context) {
    ctx.body = { data: await publicCourses(strapi).sitemap() };
  },
});
