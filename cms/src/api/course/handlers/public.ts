import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { courseRoutes } from '@cep/domain/contracts';
import { emails } from '../../../email/templates';
import { siteUrl } from '../../../email/site-url';
import { queueEmail } from '../../email';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { courseSearchQuery } from '../../../search/course-search-query';
import { publicCourses } from '../services/public-courses';
import { UIDS } from '../../../uids';

type Routes = typeof courseRoutes;

/** Public course reads (issue #14 item 5): the search, the count, the page, the contact popup, the sitemap. */
export const publicHandlers = (strapi: Core.Strapi): Handlers<Pick<Routes, 'search' | 'count' | 'findPublic' | 'contact' | 'sitemap'>> => ({
  /** ?q=&type=&niveau=&domaine=&region=&departement=&modalite=&financement=&session=&autour=&rayon=&tri=&page= */
  async search({ query }) {
    return publicCourses(strapi).search(courseSearchQuery(query));
  },

  /** How many published courses match a free-text query (spec 02 §7). */
  async count({ params }) {
    return { nb: await publicCourses(strapi).count({ q: params.query.slice(0, 200) }) };
  },

  /** A published course; a draft or a deleted course is not found. */
  async findPublic({ params }) {
    const course = await publicCourses(strapi).findPublic(params.id);
    return course ? { data: course } : refuse.notFound(messages.formationIntrouvable);
  },

  /**
   * The « formation » contact popup (spec 02 §3, §8): kept for staff, e-mailed to every member of the school's
   * account with the sender as Reply-To. 'Message envoyé.'
   */
  async contact({ params, body: message }) {
    const course = await strapi.documents(UIDS.course).findFirst({
      filters: { documentId: params.id, etat: 'publiee' },
      fields: ['titre'],
      populate: { account: { fields: ['id'], populate: { members: { populate: { user: { fields: ['email'] } } } } } },
    });
    if (!course) return refuse.notFound(messages.formationIntrouvable);
    const recipients = (course.account?.members ?? []).flatMap((m) => (m.user?.email ? [m.user.email] : []));
    const content = emails.courseContact(course.titre ?? '', message, message.message, siteUrl(`/formations/${params.id}`));
    await strapi.db.transaction(async () => {
      await strapi.documents(UIDS.courseContact).create({ data: { ...message, course: course.id } });
      for (const to of recipients) await queueEmail(strapi, to, content, { replyTo: message.email });
    });
    return { code: 200, message: messages.messageEnvoye };
  },

  /** Every published course, for sitemap.xml. */
  async sitemap() {
    return { data: await publicCourses(strapi).sitemap() };
  },
});
