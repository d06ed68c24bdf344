/** Pages of a shared list worth keeping: the first ones, where visitors land. */
const SHARED_PAGES = /^(?:[1-9]|10)$/;

/**
 * Whether a list query is one of the few every visitor shares: no free text, no filter but the values named in
 * `shared`, one of the first pages. Anything else is read fresh: keeping it would keep one copy per address
 * anyone can make up (the site's cache has no eviction on disk).
 */
export function isSharedListQuery(query: Record<string, string | undefined>, shared: Record<string, readonly string[]> = {}): boolean {
  return Object.entries(query).every(([key, value]) => {
    if (value === undefined || value === '') return true;
    if (key === 'page') return SHARED_PAGES.test(value);
    return shared[key]?.includes(value) ?? false;
  });
}
