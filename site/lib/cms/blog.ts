import 'server-only';
import type { BlogCategory, PublicArticle, Testimonial } from '@cep/domain';
import { blogRoutes } from '@cep/domain/contracts';
import { read, readKept } from './call';
import { isSharedListQuery } from './cacheable';

// The public blog reads the site keeps (tag `blog`: `readKept`); `read` is the fresh read of the same routes (a
// search, a page beyond the first ones).

/**
 * `/blog/` and `/blog/{category}?page=1`; null when the category does not exist (a segment longer than any category's
 * address is none). A category's first pages are kept (an unknown category is a 404, which is not); a search is read
 * fresh.
 */
export function getBlogList(query: { categorie?: string; q?: string; page?: number }) {
  // The cms reads no page beyond 10 000: asked for one, it answers its last page, as it does for 10 000.
  const page = query.page ? String(Math.min(query.page, 10_000)) : undefined;
  const input = { categorie: query.categorie, q: query.q, page };
  if (!blogRoutes.list.query.safeParse(input).success) return Promise.resolve(null);
  return isSharedListQuery({ q: input.q, page: input.page })
    ? readKept(['blog'], blogRoutes.list, { query: input })
    : read(blogRoutes.list, { query: input });
}

export async function getBlogCategories(): Promise<BlogCategory[]> {
  return (await readKept(['blog'], blogRoutes.categories, {}))?.categories ?? [];
}

export async function getArticle(slug: string): Promise<PublicArticle | null> {
  return (await readKept(['blog'], blogRoutes.findOne, { params: { slug } }))?.data ?? null;
}

export async function getBlogSitemap(): Promise<Array<{ path: string; lastModified: string }>> {
  return (await readKept(['blog'], blogRoutes.sitemap, {}))?.data ?? [];
}

export async function getTestimonials(): Promise<Testimonial[]> {
  return (await readKept(['blog'], blogRoutes.testimonials, {}))?.data ?? [];
}
