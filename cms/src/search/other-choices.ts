import type { FacetCounts, Filter, SearchParams, SearchResult } from '@cep/search';

/**
 * Facets stay disjunctive (issue #17 item 1): a facet with a chosen value counts its other values as if it were
 * not chosen, so choosing CDD keeps CDI and its count in the list. One more query per chosen facet, at once;
 * the page's hits and total are the main query's. `search` is the index's public search (offers, courses).
 * A ticked yes/no filter (harvest, housed, fed…) needs no query of its own: its one choice's count without it,
 * narrowed to it again, is the page's own count.
 */
export async function withOtherChoices<D>(search: (params: SearchParams) => Promise<SearchResult<D>>, params: SearchParams) {
  const filters = params.filters ?? [];
  const yesNo = (f: Filter) => f.op === 'eq' && typeof f.value === 'boolean';
  const chosen = (params.facets ?? []).filter((facet) =>
    filters.some((f) => f.op !== 'geoRadius' && f.op !== 'any' && !yesNo(f) && f.field === facet),
  );
  const [page, ...others] = await Promise.all([
    search(params),
    ...chosen.map((facet) =>
      search({
        q: params.q,
        filters: filters.filter((f) => f.op === 'geoRadius' || f.op === 'any' || f.field !== facet),
        facets: [facet],
        hitsPerPage: 1,
      }),
    ),
  ]);
  const facets: FacetCounts = { ...page.facets };
  chosen.forEach((facet, i) => (facets[facet] = others[i]!.facets[facet] ?? {}));
  return { ...page, facets };
}
