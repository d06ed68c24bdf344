import { DEFAULT_HITS_PER_PAGE, MAX_HITS_PER_PAGE, type SearchParams } from './types';

/** Bounded page and page size: a client never asks for an unbounded result window. */
export function pageWindow(params: SearchParams, maxTotalHits: number) {
  const hitsPerPage = Math.min(Math.max(1, Math.floor(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE)), MAX_HITS_PER_PAGE);
  const lastPage = Math.max(1, Math.ceil(maxTotalHits / hitsPerPage));
  const page = Math.min(Math.max(1, Math.floor(params.page ?? 1)), lastPage);
  return { page, hitsPerPage, offset: (page - 1) * hitsPerPage };
}

export function totalPages(total: number, hitsPerPage: number): number {
  return Math.ceil(total / hitsPerPage);
}
