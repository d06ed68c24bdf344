/** `?page=` of the blog's lists: pages start at 1 (spec 02 §9); anything else reads as 1. */
export function pageNumber(value: string | string[] | undefined): number {
  const page = Number.parseInt(typeof value === 'string' ? value : '1', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

type SearchQuery = { q?: string | string[]; rechercheLibre?: string | string[] };

/** The free search of the blog's lists: the site's `?q=`, or the spec's `?rechercheLibre=` (spec 02 §7). */
export function freeSearch(query: SearchQuery): string {
  const value = typeof query.q === 'string' ? query.q : typeof query.rechercheLibre === 'string' ? query.rechercheLibre : '';
  return value.trim().slice(0, 100);
}
