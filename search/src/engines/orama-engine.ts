import { create, count, insertMultiple, removeMultiple, search, type AnyOrama } from '@orama/orama';
import './orama-avl-fix';
import { pageWindow, totalPages } from '../pagination';
import { expandQuery, synonymTable } from '../synonyms';
import type { FacetCounts, FieldType, Filter, IndexDefinition, SearchDocument, SearchEngine, SearchParams, SearchResult } from '../types';

const ORAMA_TYPES: Record<FieldType, string> = {
  text: 'string',
  keyword: 'enum',
  'keyword[]': 'enum[]',
  number: 'number',
  boolean: 'boolean',
};

/** Orama's geopoint uses `lon`; documents keep Meilisearch's `_geo.lng` shape, so the point lives apart. */
const GEO_FIELD = 'geoPoint';
const BATCH_SIZE = 1000;

type StoredDocument = Record<string, unknown>;
type WhereClause = Record<string, unknown>;

/**
 * In-process engine (Orama): the embedded default when no Meilisearch server is configured.
 * It lives in one process's memory, so it suits a single cms instance; the cms rebuilds it at boot.
 */
export class OramaEngine<D extends SearchDocument> implements SearchEngine<D> {
  readonly kind = 'embedded' as const;
  private db: AnyOrama;
  private readonly synonyms: Map<string, string[]>;
  /** Like Meilisearch's attribute ranking: a match in an earlier searchable attribute weighs more. */
  private readonly boost: Record<string, number>;

  constructor(readonly definition: IndexDefinition<D>) {
    this.db = this.createDb();
    this.synonyms = synonymTable(definition.synonyms);
    const count = definition.searchableAttributes.length;
    this.boost = Object.fromEntries(definition.searchableAttributes.map((field, i) => [field, 1 + (count - 1 - i) * 0.5]));
  }

  private createDb(): AnyOrama {
    const schema: Record<string, string> = { id: 'string' };
    for (const [field, type] of Object.entries(this.definition.fields) as Array<[string, FieldType]>) {
      schema[field] = ORAMA_TYPES[type];
    }
    if (this.definition.geo) schema[GEO_FIELD] = 'geopoint';
    return create({ schema: schema as never, language: 'french' });
  }

  /** Settings are part of the schema, fixed at creation: nothing to apply later. */
  async applySettings(): Promise<void> {}

  async upsert(documents: D[]): Promise<void> {
    if (documents.length === 0) return;
    await this.remove(documents.map((doc) => doc.id));
    const stored = documents.map((doc) => this.toStored(doc));
    await insertMultiple(this.db, stored as never[], BATCH_SIZE);
  }

  async remove(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await removeMultiple(this.db, ids, BATCH_SIZE);
  }

  async clear(): Promise<void> {
    this.db = this.createDb();
  }

  async search(params: SearchParams): Promise<SearchResult<D>> {
    const { page, hitsPerPage, offset } = pageWindow(params, this.definition.maxTotalHits);
    const term = params.q?.trim() ? expandQuery(params.q.trim(), this.synonyms) : '';
    const result = await search(this.db, {
      term,
      properties: this.definition.searchableAttributes,
      tolerance: term ? 2 : 0,
      boost: this.boost,
      where: this.toWhere(params.filters ?? []),
      facets: this.toFacets(params.facets ?? []),
      sortBy: params.sort ? { property: params.sort.field, order: params.sort.direction === 'asc' ? 'ASC' : 'DESC' } : undefined,
      limit: hitsPerPage,
      offset,
    } as never);
    const total = Math.min(result.count, this.definition.maxTotalHits);
    return {
      hits: result.hits.map((hit) => this.fromStored(hit.document as StoredDocument)),
      total,
      page,
      hitsPerPage,
      totalPages: totalPages(total, hitsPerPage),
      facets: this.readFacets(result.facets as Record<string, { values: Record<string, number> }> | undefined),
    };
  }

  async count(filters: Filter[] = []): Promise<number> {
    if (filters.length === 0) return count(this.db);
    const result = await search(this.db, { term: '', where: this.toWhere(filters), limit: 0 } as never);
    return result.count;
  }

  /** Orama refuses null in typed fields: nulls are left out here and restored by `fromStored`. */
  private toStored(doc: D): StoredDocument {
    const { _geo, ...rest } = doc;
    const stored: StoredDocument = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null));
    if (_geo) stored[GEO_FIELD] = { lat: _geo.lat, lon: _geo.lng };
    return stored;
  }

  private fromStored(stored: StoredDocument): D {
    const { [GEO_FIELD]: point, ...rest } = stored;
    const doc: StoredDocument = { ...rest };
    for (const field of Object.keys(this.definition.fields)) doc[field] ??= null;
    const geo = point as { lat: number; lon: number } | undefined;
    if (geo) doc._geo = { lat: geo.lat, lng: geo.lon };
    return doc as D;
  }

  private fieldType(field: string): FieldType | undefined {
    return (this.definition.fields as Record<string, FieldType | undefined>)[field];
  }

  private toWhere(filters: Filter[]): WhereClause | undefined {
    const clauses = filters.map((filter) => this.toClause(filter));
    if (clauses.length === 0) return undefined;
    return clauses.length === 1 ? clauses[0] : { and: clauses };
  }

  private toClause(filter: Filter): WhereClause {
    if (filter.op === 'geoRadius') {
      return {
        [GEO_FIELD]: {
          radius: { coordinates: { lat: filter.lat, lon: filter.lng }, value: filter.km, unit: 'km', inside: true },
        },
      };
    }
    const type = this.fieldType(filter.field);
    if (filter.op === 'range') {
      const { gte, lte, gt, lt } = filter;
      const bounds = Object.entries({ gte, lte, gt, lt }).filter(([, v]) => v !== undefined);
      return { and: bounds.map(([op, value]) => ({ [filter.field]: { [op]: value } })) };
    }
    const values = filter.op === 'eq' ? [filter.value] : filter.values;
    if (type === 'boolean') {
      return values.length === 1 ? { [filter.field]: values[0] } : { or: values.map((v) => ({ [filter.field]: v })) };
    }
    if (type === 'keyword[]') return { [filter.field]: { containsAny: values } };
    if (type === 'number') return { or: values.map((v) => ({ [filter.field]: { eq: v } })) };
    return { [filter.field]: { in: values } };
  }

  private toFacets(fields: string[]): Record<string, unknown> | undefined {
    if (fields.length === 0) return undefined;
    return Object.fromEntries(
      fields.map((field) => [field, this.fieldType(field) === 'boolean' ? { true: true, false: true } : { limit: 200 }]),
    );
  }

  private readFacets(facets: Record<string, { values: Record<string, number> }> | undefined): FacetCounts {
    const counts: FacetCounts = {};
    for (const [field, facet] of Object.entries(facets ?? {})) {
      counts[field] = Object.fromEntries(Object.entries(facet.values).filter(([, n]) => n > 0));
    }
    return counts;
  }
}
