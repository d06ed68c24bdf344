import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { LIKE_NOT_LOGGED_IN, messages } from '@cep/domain';
import type { blogRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { optionalCaller } from '../../../utils/optional-caller';
import { likeLabel, publicArticles } from '../services/public-articles';
import { activeTestimonials } from '../services/testimonials';

type Routes = typeof blogRoutes;

/** `?page=`: pages start at 1 (spec 02 §9); a word or a page below 1 is the first. */
const pageOf = (value: string | undefined) => {
  const page = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1;
};

/** The public blog (spec 02 §1, §2, §7): no session needed; likes read the caller from the token when there is one. */
export const publicHandlers = (
  strapi: Core.Strapi,
): Handlers<Pick<Routes, 'list' | 'categories' | 'findOne' | 'likeState' | 'like' | 'dislike' | 'sitemap' | 'testimonials'>> => {
  const articles = publicArticles(strapi);
  const notFound = () => refuse.notFound(messages.articleIntrouvable);

  /** `code`, `html` (the count's words, or 'non connecte' for a visitor). */
  async function like(ctx: Context, id: string, liked: boolean) {
    const user = await optionalCaller(strapi, ctx);
    return (await articles.like(id, user?.id ?? null, liked)) ?? notFound();
  }

  return {
    /** `?categorie=&q=&page=`; an unknown category is not found. */
    async list({ query }) {
      const answer = await articles.list({ categorie: query.categorie, q: query.q, page: pageOf(query.page) });
      return answer ?? notFound();
    },

    async categories() {
      return { categories: await articles.categories() };
    },

    /** An online article's page. */
    async findOne({ params }) {
      const article = await articles.find(params.slug, null);
      return article ? { data: article } : notFound();
    },

    /** Whether the caller likes it (the page's shell is the same for everyone). */
    async likeState({ params, ctx }) {
      const user = await optionalCaller(strapi, ctx);
      const article = await articles.find(params.id, user?.id ?? null, 'documentId');
      if (!article) return notFound();
      return user
        ? { code: 200, html: likeLabel(article.likes), likes: article.likes, aime: article.aime }
        : { code: 401, html: LIKE_NOT_LOGGED_IN, likes: article.likes, aime: false };
    },

    /** Spec 02 §7's GETs that change data, so POST. */
    like: ({ params, ctx }) => like(ctx, params.id, true),
    dislike: ({ params, ctx }) => like(ctx, params.id, false),

    /** Every online article, for sitemap.xml. */
    async sitemap() {
      return { data: await articles.sitemap() };
    },

    /** The home page's slider. */
    async testimonials() {
      return { data: await activeTestimonials(strapi) };
    },
  };
};
