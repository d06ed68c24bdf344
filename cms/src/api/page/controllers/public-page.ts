import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages } from '@cep/domain';
import { publicPages } from '../services/public-pages';

/** The public company and school pages: only while online (a draft answers 404 like a missing page). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /entreprises/:id */
  async company(ctx: Context) {
    const page = await publicPages(strapi).company(String(ctx.params.id));
    if (!page) return ctx.notFound(messages.pageIntrouvable);
    ctx.body = { data: page };
  },

  /** GET /ecoles/:id */
  async school(ctx: Context) {
    const page = await publicPages(strapi).school(String(ctx.params.id));
    if (!page) return ctx.notFound(messages.pageIntrouvable);
    ctx.body = { data: page };
  },

  /** GET /plan/pages — every page online, for sitemap.xml. */
  async sitemap(ctx: Context) {
    ctx.body = { data: await publicPages(strapi).sitemap() };
  },
});
