import type { Index, Meilisearch } from 'meilisearch';
import { anyFilters } from '../any-filters';
import { pageWindow, totalPages } from '../pagination';
import { withoutSearchOnly } from '../search-only';
import type { Filter, FilterValue, IndexDefinition, SearchDocument, SearchEngine, SearchParams, SearchResult } from '../types';

const BATCH_SIZE = 5000;

function quote(value: FilterValue): string {
  return typeof value === 'string' ? `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : String(value);
}

/** Our filter list in Meilisearch's filter expression language (all clauses ANDed). */
export function toMeiliFilter(filters: Filter[]): string[] {
  return filters.map(toMeiliClause);
}

function toMeiliClause(filter: Filter): string {
  if (filter.op === 'any')
    return `(${anyFilters(filter.filters)
      .map((f) => `(${toMeiliClause(f)})`)
      .join(' OR ')})`;
  if (filter.op === 'geoRadius') return `_geoRadius(${filter.lat}, ${filter.lng}, ${Math.round(filter.km * 1000)})`;
  if (filter.op === 'eq') return `${filter.field} = ${quote(filter.value)}`;
  if (filter.op === 'in') return `${filter.field} IN [${filter.values.map(quote).join(', ')}]`;
  const ops = { gte: '>=', lte: '<=', gt: '>', lt: '<' } as const;
  return (Object.keys(ops) as Array<keyof typeof ops>)
    .filter((op) => filter[op] !== undefined)
    .map((op) => `${filter.field} ${ops[op]} ${filter[op]}`)
    .join(' AND ');
}

/** Meilisearch synonyms are one-way entries: each word of a group lists the others. */
function synonymsObject(groups: string[][]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const group of groups) {
    for (const word of group) result[word] = [...new Set([...(result[word] ?? []), ...group.filter((w) => w !== word)])];
  }
  return result;
}

/** Engine backed by a Meilisearch server; the admin key stays in the cms process. */
export class MeilisearchEngine<D extends SearchDocument> implements SearchEngine<D> {
  readonly kind = 'meilisearch' as const;
  private readonly index: Index<D>;

  constructor(
    private readonly client: Meilisearch,
    readonly definition: IndexDefinition<D>,
    indexUid: string,
    /** Indexes of older versions of the definition, deleted when the settings are applied (none may be there). */
    private readonly retiredUids: string[] = [],
  ) {
    this.index = client.index<D>(indexUid);
  }

  async applySettings(): Promise<void> {
    const { definition } = this;
    // Deleting an index that is not there is a failed task, not an error: nothing to check.
    for (const uid of this.retiredUids) await this.client.deleteIndex(uid).waitTask();
    await this.client.createIndex(this.index.uid, { primaryKey: 'id' }).waitTask();
    await this.index
      .updateSettings({
        searchableAttributes: definition.searchableAttributes,
        filterableAttributes: [...definition.filterableAttributes, ...(definition.geo ? ['_geo'] : [])],
        sortableAttributes: definition.sortableAttributes,
        synonyms: synonymsObject(definition.synonyms),
        pagination: { maxTotalHits: definition.maxTotalHits },
        faceting: { maxValuesPerFacet: 200 },
      })
      .waitTask();
  }

  async upsert(documents: D[]): Promise<void> {
    for (let start = 0; start < documents.length; start += BATCH_SIZE) {
      await this.index.addDocuments(documents.slice(start, start + BATCH_SIZE), { primaryKey: 'id' }).waitTask();
    }
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.index.deleteDocuments(ids).waitTask();
  }

  async clear(): Promise<void> {
    await this.index.deleteAllDocuments().waitTask();
  }

  /**
   * Every word first (`matchingStrategy: 'all'`); when nothing holds them all, Meilisearch's own dropping of the
   * last words (`last`), reported as not exact — what the in-process engine does with any word.
   */
  async search(params: SearchParams): Promise<SearchResult<D>> {
    const { page, hitsPerPage } = pageWindow(params, this.definition.maxTotalHits);
    const q = params.q?.trim() ?? '';
    const query = (matchingStrategy: 'all' | 'last') =>
      this.index.search(q, {
        filter: toMeiliFilter(params.filters ?? []),
        facets: params.facets,
        sort: params.sort ? [`${params.sort.field}:${params.sort.direction}`] : undefined,
        page,
        hitsPerPage,
        matchingStrategy,
      });
    let response = await query('all');
    let exact = true;
    if (response.totalHits === 0 && q.split(/\s+/).length > 1) {
      response = await query('last');
      exact = response.totalHits === 0;
    }
    const total = response.totalHits;
    return {
      hits: (response.hits as D[]).map((hit) => withoutSearchOnly(this.definition, hit)),
      exact,
      total,
      page,
      hitsPerPage,
      totalPages: totalPages(total, hitsPerPage),
      facets: Object.fromEntries(Object.entries(response.facetDistribution ?? {}).map(([field, values]) => [field, { ...values }])),
    };
  }

  async count(filters: Filter[] = []): Promise<number> {
    const response = await this.index.search('', { filter: toMeiliFilter(filters), limit: 0 });
    return response.estimatedTotalHits ?? 0;
  }
}
