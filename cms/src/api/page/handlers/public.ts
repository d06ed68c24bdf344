import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { pageRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { events } from '../services/events';
import { publicPages } from '../services/public-pages';

type Routes = typeof pageRoutes;

/** Pages of the agenda the site may ask for. */
const MAX_AGENDA_PAGE = 500;

/**
 * The public side (spec 01 §2, §3, §7): the agenda of upcoming events, and the company and school pages, only while
 * online (a draft answers 404 like a missing page), with their sitemap entries.
 */
export const publicHandlers = (strapi: Core.Strapi): Handlers<Pick<Routes, 'agenda' | 'company' | 'school' | 'sitemap'>> => ({
  /** GET /evenements?page=N — upcoming events, soonest first. */
  async agenda({ query }) {
    const page = Math.min(MAX_AGENDA_PAGE, Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1));
    return { code: 200, page, ...(await events(strapi).agenda(page)) };
  },

  /** GET /entreprises/:id */
  async company({ params }) {
    const page = await publicPages(strapi).company(params.id);
    return page ? { data: page } : refuse.notFound(messages.pageIntrouvable);
  },

  /** GET /ecoles/:id */
  async school({ params }) {
    const page = await publicPages(strapi).school(params.id);
    return page ? { data: page } : refuse.notFound(messages.pageIntrouvable);
  },

  /** GET /plan/pages — every page online, for sitemap.xml. */
  async sitemap() {
    return { data: await publicPages(strapi).sitemap() };
  },
});
