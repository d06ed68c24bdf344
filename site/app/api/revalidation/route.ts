import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { isPublicCacheTag, PUBLIC_CACHE_TAGS, REVALIDATION_SECRET_HEADER } from '@cep/domain';

/** Digests of equal length, so the comparison takes the same time whatever was sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * POST /api/revalidation — the cms says which families of public reads changed (cms/src/site-cache/); their
 * cached copies are dropped at once, so the next visitor reads the cms again. Only with the shared secret.
 */
export async function POST(request: Request) {
  const secret = process.env.SITE_PROXY_SECRET;
  const sent = request.headers.get(REVALIDATION_SECRET_HEADER);
  if (!secret || !sent || !timingSafeEqual(digest(sent), digest(secret))) return Response.json({ code: 401 }, { status: 401 });
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null;
  const asked = Array.isArray(body?.tags) ? body.tags.slice(0, PUBLIC_CACHE_TAGS.length * 2) : [];
  const tags = [...new Set(asked.filter(isPublicCacheTag))];
  if (tags.length === 0) return Response.json({ code: 400 }, { status: 400 });
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ code: 200, tags });
}
