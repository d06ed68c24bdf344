import { z } from '../zod';
import type {
  ArticleSaved,
  BlogCategoriesAnswer,
  BlogListAnswer,
  BlogSitemapAnswer,
  LikeAnswer,
  ManagedArticleAnswer,
  ManagedArticleList,
  PublicArticleAnswer,
  TestimonialsAnswer,
} from '../responses/blog';
import type { Confirmation } from '../responses/form';
import { documentId, queryPage, queryText } from './fields';
import { route } from './route';

const anyone = { public: true } as const;
const byId = z.object({ id: documentId });

/**
 * The article form as it travels (multipart, beside the `blogPhoto` cover): which schema checks it
 * (`createArticleSchema`, a school's or a company's) and whether the article has a cover are known once the caller's
 * account and article are read, so the handler checks it then.
 */
export const articleRequest = z.looseObject({
  blogTitre: z.string().optional(),
  blogTexte: z.string().optional(),
  blogCategorie: z.string().optional(),
  natureAction: z.string().optional(),
});

/**
 * A company's (`/recrutement`) or a school's (`/ecole`) blog management, the same six routes under each area: the
 * account-member policy checks the account's type, and for writes its running subscription (spec 02 §4).
 */
function managementRoutes<T extends 'entreprise' | 'ecole'>(area: '/recrutement' | '/ecole', type: T) {
  const reader = { member: { type } };
  const writer = { member: { type, subscribed: true } };
  return {
    list: route<ManagedArticleList>()({
      method: 'GET',
      path: `${area}/blog/gestion`,
      summary: 'The account’s articles, by state and words in the title, and whether it may write.',
      access: reader,
      query: z.object({ statut: queryText(20), q: queryText() }),
    }),
    findOne: route<ManagedArticleAnswer>()({
      method: 'GET',
      path: `${area}/blog/article/:id`,
      summary: 'One of the account’s articles, as its form reads it.',
      access: reader,
      params: byId,
      refusals: [404],
    }),
    create: route<ArticleSaved>()({
      method: 'POST',
      path: `${area}/blog/article`,
      summary: 'A new article with its cover: a draft, or sent to Cep’s review.',
      access: writer,
      body: articleRequest,
      files: ['blogPhoto'],
      refusals: [400, 409],
    }),
    update: route<ArticleSaved>()({
      method: 'PUT',
      path: `${area}/blog/article/:id`,
      summary: 'Changes one of the account’s articles (a published one goes back to Cep’s review).',
      access: writer,
      params: byId,
      body: articleRequest,
      files: ['blogPhoto'],
      refusals: [400, 404, 409],
    }),
    deactivate: route<Confirmation>()({
      method: 'POST',
      path: `${area}/blog/desactiver/:id`,
      summary: 'Takes a published article offline (409 when it is not published).',
      access: writer,
      params: byId,
      refusals: [404, 409],
    }),
    remove: route<Confirmation>()({
      method: 'DELETE',
      path: `${area}/blog/delete/:id`,
      summary: 'Deletes one of the account’s articles (the spec’s GET; it deletes).',
      access: writer,
      params: byId,
      refusals: [404],
    }),
  };
}

/** Each area's blog management, by the site's area name (the same contracts as in `blogRoutes`). */
export const blogManagementRoutes = {
  recrutement: managementRoutes('/recrutement', 'entreprise'),
  ecole: managementRoutes('/ecole', 'ecole'),
};

/** The areas that keep a blog (spec 02 §2). */
export type BlogSide = keyof typeof blogManagementRoutes;

const company = blogManagementRoutes.recrutement;
const school = blogManagementRoutes.ecole;

/** The blog (spec 02 §1, §2, §7): public reads and likes, then each account's management, company first. */
export const blogRoutes = {
  list: route<BlogListAnswer>()({
    method: 'GET',
    path: '/blog/articles',
    summary: 'Online articles, newest first, by category and words, a page at a time (404 for an unknown category).',
    access: anyone,
    query: z.object({ categorie: queryText(120), q: queryText(), page: queryPage }),
    refusals: [404],
  }),
  categories: route<BlogCategoriesAnswer>()({
    method: 'GET',
    path: '/blog/categories',
    summary: 'The blog’s categories.',
    access: anyone,
  }),
  findOne: route<PublicArticleAnswer>()({
    method: 'GET',
    path: '/blog/article/:slug',
    summary: 'An online article’s page, by its address.',
    access: anyone,
    params: z.object({ slug: z.string().min(1).max(300) }),
    refusals: [404],
  }),
  likeState: route<LikeAnswer>()({
    method: 'GET',
    path: '/blog/:id/like',
    summary: 'An article’s likes and whether the caller likes it (`code` 401 for a visitor).',
    access: anyone,
    params: byId,
    refusals: [404],
  }),
  like: route<LikeAnswer>()({
    method: 'POST',
    path: '/blog/:id/like',
    summary: 'The signed-in caller likes an online article, once (`code` 401 for a visitor; the spec’s GET).',
    access: anyone,
    params: byId,
    refusals: [404],
  }),
  dislike: route<LikeAnswer>()({
    method: 'POST',
    path: '/blog/:id/dislike',
    summary: 'The signed-in caller takes a like back (`code` 401 for a visitor; the spec’s GET).',
    access: anyone,
    params: byId,
    refusals: [404],
  }),
  sitemap: route<BlogSitemapAnswer>()({
    method: 'GET',
    path: '/plan/blog',
    summary: 'Every online article’s address and last change, for sitemap.xml.',
    access: anyone,
  }),
  testimonials: route<TestimonialsAnswer>()({
    method: 'GET',
    path: '/temoignages',
    summary: 'The active testimonials of the home page’s slider.',
    access: anyone,
  }),
  companyList: company.list,
  companyFindOne: company.findOne,
  companyCreate: company.create,
  companyUpdate: company.update,
  companyDeactivate: company.deactivate,
  companyRemove: company.remove,
  schoolList: school.list,
  schoolFindOne: school.findOne,
  schoolCreate: school.create,
  schoolUpdate: school.update,
  schoolDeactivate: school.deactivate,
  schoolRemove: school.remove,
};
