import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { LIKE_NOT_LOGGED_IN, messages } from '@cep/domain';
import { optionalCaller } from '../../../utils/optional-caller';
import { likeLabel, publicArticles } from '../services/public-articles';
import { activeTestimonials } from '../services/testimonials';

const pageOf = (value: unknown) => {
  const page = Number.parseInt(String(value ?? '1'), 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1;
};
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The public blog (spec 02 §1, §2, §7): no session needed; likes read the caller from the token when there is one. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const articles = publicArticles(strapi);

  async function like(ctx: Context, liked: boolean) {
    const user = await optionalCaller(strapi, ctx);
    const answer = await articles.like(String(ctx.params.id), user?.id ?? null, liked);
    if (!answer) return ctx.notFound(messages.articleIntrouvable);
    ctx.body = answer;
  }

  return {
    /** GET /api/blog/articles?categorie=&q=&page= (pages start at 1, spec 02 §9). */
    async list(ctx: Context) {
      const answer = await articles.list({ categorie: text(ctx.query.categorie), q: text(ctx.query.q), page: pageOf(ctx.query.page) });
      if (!answer) return ctx.notFound(messages.articleIntrouvable);
      ctx.body = answer;
    },

    async categories(ctx: Context) {
      ctx.body = { categories: await articles.categories() };
    },

    /** GET /api/blog/article/:slug — an online article's page. */
    async findOne(ctx: Context) {
      const article = await articles.find(String(ctx.params.slug), null);
      if (!article) return ctx.notFound(messages.articleIntrouvable);
      ctx.body = { data: article };
    },

    /** GET /api/blog/:id/like — whether the caller likes it (the page's shell is the same for everyone). */
    async likeState(ctx: Context) {
      const user = await optionalCaller(strapi, ctx);
      const article = await articles.find(String(ctx.params.id), user?.id ?? null, 'documentId');
      if (!article) return ctx.notFound(messages.articleIntrouvable);
      ctx.body = user
        ? { code: 200, html: likeLabel(article.likes), likes: article.likes, aime: article.aime }
        : { code: 401, html: LIKE_NOT_LOGGED_IN, likes: article.likes, aime: false };
    },

    /** POST /api/blog/:id/like and /dislike (spec 02 §7 GETs that change data): `code`, `html`. */
    like: (ctx: Context) => like(ctx, true),
    dislike: (ctx: Context) => like(ctx, false),

    /** GET /api/plan/blog — every online article, for sitemap.xml. */
    async sitemap(ctx: Context) {
      ctx.body = { data: await articles.sitemap() };
    },

    /** GET /api/temoignages — the home page's slider. */
    async testimonials(ctx: Context) {
      ctx.body = { data: await activeTestimonials(strapi) };
    },
  };
};
