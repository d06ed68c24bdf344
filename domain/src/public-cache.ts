/**
 * The site keeps the cms's public reads (offers, courses, company and school pages, the blog) for a while and
 * drops them when the cms says what changed (issue #17, item 6). One name per family of reads: the cms sends the
 * names a write touches to the site's /api/revalidation, the site tags each read with its family.
 */
export const PUBLIC_CACHE_TAGS = ['offres', 'formations', 'pages', 'blog'] as const;
export type PublicCacheTag = (typeof PUBLIC_CACHE_TAGS)[number];

/**
 * How long a kept copy counts as fresh when the site was not told of a change (it was down, a direct SQL write):
 * past this, the next visit gets it once more while the site reads the cms again, the visit after gets the new one.
 */
export const PUBLIC_CACHE_SECONDS = 60;

export const isPublicCacheTag = (value: unknown): value is PublicCacheTag =>
  typeof value === 'string' && (PUBLIC_CACHE_TAGS as readonly string[]).includes(value);

/** The header that carries the secret the site and the cms share (SITE_PROXY_SECRET). */
export const REVALIDATION_SECRET_HEADER = 'x-cep-revalidation-secret';
