/** How a document field is indexed: full text, exact keyword(s), number, boolean. */
export type FieldType = 'text' | 'keyword' | 'keyword[]' | 'number' | 'boolean';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Every indexed document has a stable string id (the Strapi `documentId`) and may carry a `_geo` point. */
export interface SearchDocument {
  id: string;
  _geo?: GeoPoint;
}

/** Index settings as data, applied idempotently by each engine before documents are written. */
export interface IndexDefinition<D extends SearchDocument> {
  name: string;
  /**
   * The shape of its documents: bump it when they change (a field added, a value computed otherwise). A Meilisearch
   * index is named with it (`cep_offers_v2`; version 1 is the bare name), so a new version starts empty and the cms
   * fills it at boot; indexes older than the previous version are deleted then. The in-process engine is rebuilt at
   * every boot anyway.
   */
  version: number;
  fields: { [K in Exclude<keyof D, 'id' | '_geo'>]?: FieldType };
  searchableAttributes: Array<Extract<keyof D, string>>;
  filterableAttributes: Array<Extract<keyof D, string>>;
  sortableAttributes: Array<Extract<keyof D, string>>;
  /** Groups of words that mean the same for a searcher; each word finds the others. */
  synonyms: string[][];
  geo: boolean;
  maxTotalHits: number;
  /**
   * Searched, never returned: long texts only the engine reads. Hits come without them (a result card shows the
   * excerpt), and the in-process engine keeps only its word index of them, not the text.
   */
  searchOnly?: Array<Extract<keyof D, string>>;
}

export type FilterValue = string | number | boolean;

export type Filter =
  | { field: string; op: 'eq'; value: FilterValue }
  | { field: string; op: 'in'; values: FilterValue[] }
  | { field: string; op: 'range'; gte?: number; lte?: number; gt?: number; lt?: number }
  | { op: 'geoRadius'; lat: number; lng: number; km: number }
  /** At least one of its filters holds (an alert's zones: a department, a region or around a commune). */
  | { op: 'any'; filters: Filter[] };

export interface SearchParams {
  q?: string;
  filters?: Filter[];
  facets?: string[];
  sort?: { field: string; direction: 'asc' | 'desc' };
  page?: number;
  hitsPerPage?: number;
}

export type FacetCounts = Record<string, Record<string, number>>;

export interface SearchResult<D> {
  hits: D[];
  /** False when no document had every word and the hits match some of them (« aucun résultat exact »). */
  exact: boolean;
  total: number;
  page: number;
  hitsPerPage: number;
  totalPages: number;
  facets: FacetCounts;
}

export interface SearchEngine<D extends SearchDocument> {
  readonly kind: 'meilisearch' | 'embedded';
  readonly definition: IndexDefinition<D>;
  applySettings(): Promise<void>;
  upsert(documents: D[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
  clear(): Promise<void>;
  search(params: SearchParams): Promise<SearchResult<D>>;
  count(filters?: Filter[]): Promise<number>;
  /**
   * Every document's id with the fingerprint it was written with (`documentFingerprint`): what the reconciliation
   * compares with the database. A document written before fingerprints maps to ''.
   */
  fingerprints(): Promise<Map<string, string>>;
}

export const DEFAULT_HITS_PER_PAGE = 20;
export const MAX_HITS_PER_PAGE = 100;
