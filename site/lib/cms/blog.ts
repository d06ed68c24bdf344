import 'server-only';
import type {
  ArticleFormView,
  ArticleState,
  BlogCategory,
  BlogListAnswer,
  FieldErrors,
  LikeAnswer,
  ManagedArticle,
  PublicArticle,
  Testimonial,
} from '@cep/domain';
import { isSharedListQuery } from './cacheable';
import { cmsGet, cmsGetCached, cmsSend, cmsUpload } from './client';

/** The two account sides that keep a blog (spec 02 §2). */
export type BlogSide = 'recrutement' | 'ecole';

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });
const id = (value: string) => encodeURIComponent(value);

/**
 * `/blog/` and `/blog/{category}?page=1`; null when the category does not exist. A category's first pages are
 * kept (an unknown category is a 404, which is not); a search is read fresh.
 */
export function getBlogList(query: { categorie?: string; q?: string; page?: number }) {
  const params = { categorie: query.categorie, q: query.q, page: query.page ? String(query.page) : undefined };
  const { categorie, ...rest } = params;
  return isSharedListQuery(rest)
    ? cmsGetCached<BlogListAnswer>(['blog'], '/blog/articles', { categorie, ...rest })
    : cmsGet<BlogListAnswer>('/blog/articles', params);
}

export async function getBlogCategories(): Promise<BlogCategory[]> {
  return (await cmsGetCached<{ categories: BlogCategory[] }>(['blog'], '/blog/categories'))?.categories ?? [];
}

export async function getArticle(slug: string): Promise<PublicArticle | null> {
  return (await cmsGetCached<{ data: PublicArticle }>(['blog'], `/blog/article/${id(slug)}`))?.data ?? null;
}

/** Whether the caller likes the article (`code` 401 and 'non connecte' for a visitor). */
export const getLikeState = (jwt: string | null, articleId: string) =>
  cmsGet<LikeAnswer>(`/blog/${id(articleId)}/like`, undefined, jwt ? bearer(jwt) : {});

/** `/blog/{id}/like` or `/dislike` (spec 02 §7): `code`, `html`. */
export async function likeArticle(jwt: string | null, articleId: string, liked: boolean) {
  return cmsSend<LikeAnswer>('POST', `/blog/${id(articleId)}/${liked ? 'like' : 'dislike'}`, undefined, jwt ? bearer(jwt) : {});
}

export async function getBlogSitemap(): Promise<Array<{ path: string; lastModified: string }>> {
  return (await cmsGetCached<{ data: Array<{ path: string; lastModified: string }> }>(['blog'], '/plan/blog'))?.data ?? [];
}

export async function getTestimonials(): Promise<Testimonial[]> {
  return (await cmsGetCached<{ data: Testimonial[] }>(['blog'], '/temoignages'))?.data ?? [];
}

/** `/{side}/blog/gestion`: the account's articles (state filter, free search) and `abonnement` (0: read-only). */
export const getManagedArticles = (jwt: string, side: BlogSide, filter: { statut?: ArticleState; q?: string }) =>
  cmsGet<{ articles: ManagedArticle[]; abonnement: 0 | 1 }>(`/${side}/blog/gestion`, filter, bearer(jwt));

export const getManagedArticle = (jwt: string, side: BlogSide, articleId: string) =>
  cmsGet<{ article: ArticleFormView; abonnement: 0 | 1 }>(`/${side}/blog/article/${id(articleId)}`, undefined, bearer(jwt));

export interface ArticleSaveAnswer {
  code: number;
  id?: string;
  message?: string;
  errors?: FieldErrors;
}

/** A save (multipart: the fields, `natureAction`, and the cover `blogPhoto` when one is chosen). */
export const saveArticle = async (jwt: string, side: BlogSide, articleId: string | null, form: FormData) =>
  (
    await cmsUpload<ArticleSaveAnswer>(
      articleId ? `/${side}/blog/article/${id(articleId)}` : `/${side}/blog/article`,
      form,
      bearer(jwt),
      articleId ? 'PUT' : 'POST',
    )
  ).body;

export const deactivateArticle = async (jwt: string, side: BlogSide, articleId: string) =>
  (await cmsSend<{ code: number; message?: string }>('POST', `/${side}/blog/desactiver/${id(articleId)}`, undefined, bearer(jwt))).body;

export const deleteArticle = async (jwt: string, side: BlogSide, articleId: string) =>
  (await cmsSend<{ code: number; message?: string }>('DELETE', `/${side}/blog/delete/${id(articleId)}`, undefined, bearer(jwt))).body;
