import type { Index, Meilisearch } from 'meilisearch';
import { anyFilters } from '../any-filters';
import { pageWindow, totalPages } from '../pagination';
import { withoutSearchOnly } from '../search-only';
import { SearchUnavailableError, SearchWriteRefusedError } from '../errors';
import { documentFingerprint, FINGERPRINT_FIELD } from '../fingerprint';
import type { Filter, FilterValue, IndexDefinition, SearchDocument, SearchEngine, SearchParams, SearchResult } from '../types';

const BATCH_SIZE = 5000;
/** Documents read per call when listing fingerprints (only two short fields each). */
const LIST_PAGE = 5000;
/** The client's errors that say the server cannot answer now, not that the request is wrong. */
const UNAVAILABLE = new Set(['MeilisearchRequestError', 'MeilisearchRequestTimeOutError', 'MeilisearchTaskTimeOutError']);

/** Runs a call to the server, turning « cannot answer now » (unreachable, timed out, a 5xx) into SearchUnavailableError. */
async function reaching<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { name, response } = error as { name?: string; response?: { status?: number } };
    const failing = name === 'MeilisearchApiError' && (response?.status ?? 0) >= 500;
    if (name && (UNAVAILABLE.has(name) || failing)) {
      throw new SearchUnavailableError(`Meilisearch: ${(error as Error).message}`, { cause: error });
    }
    throw error;
  }
}

function quote(value: FilterValue): string {
  return typeof value === 'string' ? `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : String(value);
}

/** A write Meilisearch accepted but failed (a document it refused): an error, so the cms syncs it again later. */
function succeeded(task: { status: string; error?: { message?: string } | null }): void {
  if (task.status === 'failed') throw new SearchWriteRefusedError(`Meilisearch task failed: ${task.error?.message ?? 'unknown error'}`);
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

  applySettings(): Promise<void> {
    return reaching(() => this.writeSettings());
  }

  private async writeSettings(): Promise<void> {
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

  /** Each document with its fingerprint beside its fields (Meilisearch keeps whatever it is given). */
  async upsert(documents: D[]): Promise<void> {
    for (let start = 0; start < documents.length; start += BATCH_SIZE) {
      const batch = documents.slice(start, start + BATCH_SIZE).map((doc) => ({ ...doc, [FINGERPRINT_FIELD]: documentFingerprint(doc) }));
      succeeded(await reaching(() => this.index.addDocuments(batch, { primaryKey: 'id' }).waitTask()));
    }
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    succeeded(await reaching(() => this.index.deleteDocuments(ids).waitTask()));
  }

  async clear(): Promise<void> {
    succeeded(await reaching(() => this.index.deleteAllDocuments().waitTask()));
  }

  async fingerprints(): Promise<Map<string, string>> {
    const prints = new Map<string, string>();
    for (let offset = 0; ; offset += LIST_PAGE) {
      const page = await reaching(() =>
        this.index.getDocuments<Record<string, unknown>>({ fields: ['id', FINGERPRINT_FIELD], limit: LIST_PAGE, offset }),
      );
      for (const doc of page.results) prints.set(String(doc.id), typeof doc[FINGERPRINT_FIELD] === 'string' ? doc[FINGERPRINT_FIELD] : '');
      if (page.results.length < LIST_PAGE) return prints;
    }
  }

  /**
   * Every word first (`matchingStrategy: 'all'`); when nothing holds them all, Meilisearch's own dropping of the
   * last words (`last`), reported as not exact — what the in-process engine does with any word.
   */
  search(params: SearchParams): Promise<SearchResult<D>> {
    return reaching(() => this.query(params));
  }

  private async query(params: SearchParams): Promise<SearchResult<D>> {
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
      hits: (response.hits as Array<D & Record<string, unknown>>).map(({ [FINGERPRINT_FIELD]: _print, ...hit }) =>
        withoutSearchOnly(this.definition, hit as D),
      ),
      exact,
      total,
      page,
      hitsPerPage,
      totalPages: totalPages(total, hitsPerPage),
      facets: Object.fromEntries(Object.entries(response.facetDistribution ?? {}).map(([field, values]) => [field, { ...values }])),
    };
  }

  async count(filters: Filter[] = []): Promise<number> {
    const response = await reaching(() => this.index.search('', { filter: toMeiliFilter(filters), limit: 0 }));
    return response.estimatedTotalHits ?? 0;
  }
}
