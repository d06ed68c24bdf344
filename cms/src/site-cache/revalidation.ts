import type { Core } from '@strapi/strapi';
import { REVALIDATION_SECRET_HEADER, type PublicCacheTag } from '@cep/domain';

/**
 * The site keeps public reads (docs/decisions.md, « Cached public reads »); every write of what they show is
 * told to the site's POST /api/revalidation with the families of reads it touches. Writes of one moment go in
 * one call. Off when SITE_INTERNAL_URL or SITE_PROXY_SECRET is unset: the site's copies then age out on their own
 * (PUBLIC_CACHE_SECONDS).
 *
 * What each type shows up in: offers on their pages, lists, company pages and course pages (a course lists its
 * offers); a company's or school's name and logo on its offers, courses, pages and articles.
 */
const TAGS_OF: Record<string, readonly PublicCacheTag[]> = {
  'api::offer.offer': ['offres', 'pages', 'formations'],
  'api::company.company': ['offres', 'pages', 'formations', 'blog'],
  'api::school.school': ['formations', 'pages', 'blog'],
  'api::course.course': ['formations', 'pages'],
  'api::course.course-session': ['formations', 'pages'],
  'api::page.event': ['pages'],
  'api::blog.article': ['blog', 'pages'],
  'api::blog.blog-category': ['blog'],
  'api::blog.testimonial': ['blog'],
};
const WRITES = new Set(['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft']);
const TIMEOUT_MS = 2000;

export function registerSiteRevalidation(strapi: Core.Strapi) {
  const site = process.env.SITE_INTERNAL_URL;
  const secret = process.env.SITE_PROXY_SECRET;
  if (!site || !secret) return;
  const endpoint = new URL('/api/revalidation', site).toString();
  // Writes closer together than this go in one call (SITE_REVALIDATION_BATCH_MS, 10 ms to 5 s; 100 ms by default).
  const batchMs = Math.min(5000, Math.max(10, Number(process.env.SITE_REVALIDATION_BATCH_MS) || 100));
  const pending = new Set<PublicCacheTag>();
  let timer: NodeJS.Timeout | null = null;

  const send = async () => {
    timer = null;
    const tags = [...pending];
    pending.clear();
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [REVALIDATION_SECRET_HEADER]: secret },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) strapi.log.warn(`[site-cache] ${endpoint} answered ${response.status} for ${tags.join(', ')}`);
    } catch (error) {
      // The site not started yet (the demo seeds before it listens) or restarting: its copies age out anyway.
      // Anything else (a wrong address, a timeout) is worth a warning.
      const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
      strapi.log[refused ? 'debug' : 'warn'](`[site-cache] ${endpoint} not reached for ${tags.join(', ')}: ${String(error)}`);
    }
  };

  strapi.documents.use(async (context, next) => {
    const result = await next();
    const tags = WRITES.has(context.action) ? TAGS_OF[context.uid] : undefined;
    if (tags) {
      for (const tag of tags) pending.add(tag);
      timer ??= setTimeout(() => void send(), batchMs);
    }
    return result;
  });
}
