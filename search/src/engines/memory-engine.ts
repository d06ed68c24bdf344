import { pageWindow, totalPages } from '../pagination';
import type { FacetCounts, FieldType, Filter, IndexDefinition, SearchDocument, SearchEngine, SearchParams, SearchResult } from '../types';
import { documentFingerprint } from '../fingerprint';
import { compileFilters } from './memory/filters';
import { TextIndex } from './memory/text-index';
import { topK } from './memory/top-k';

type Stored = Record<string, unknown>;
type Candidate = { slot: number; score: number };

/**
 * In-process engine: the embedded default when no Meilisearch server is configured. An inverted index for
 * the searchable attributes (typos, synonyms, prefix of the last word, attribute ranking), filters and
 * facets over the stored documents, a bounded heap for the page. It lives in one process's memory, so it
 * suits a single cms instance; the cms rebuilds it at boot.
 */
export class MemoryEngine<D extends SearchDocument> implements SearchEngine<D> {
  readonly kind = 'embedded' as const;
  private readonly docs: Array<D | undefined> = [];
  private readonly slots = new Map<string, number>();
  private readonly free: number[] = [];
  /** By id, beside the documents: hits are the documents as kept, and never carry it. */
  private readonly prints = new Map<string, string>();
  private readonly text: TextIndex;
  /** Like Meilisearch's attribute ranking: a match in an earlier searchable attribute weighs more. */
  private readonly boosts: Array<[string, number]>;
  /**
   * The slots whose yes/no field is true, per field: a search without words that asks for one (harvest offers, housed)
   * starts from them instead of every document (issue #40: 5,000 harvest offers among 50,000).
   */
  private readonly yes = new Map<string, Set<number>>();

  constructor(readonly definition: IndexDefinition<D>) {
    this.text = new TextIndex(definition.synonyms);
    const count = definition.searchableAttributes.length;
    this.boosts = definition.searchableAttributes.map((field, i) => [field, 1 + (count - 1 - i) * 0.5]);
    for (const [field, type] of Object.entries(definition.fields)) if (type === 'boolean') this.yes.set(field, new Set());
  }

  /** Settings are the definition itself: nothing to apply. */
  async applySettings(): Promise<void> {}

  async upsert(documents: D[]): Promise<void> {
    for (const doc of documents) {
      // Before the search-only texts are dropped below: the fingerprint is the whole document's.
      this.prints.set(doc.id, documentFingerprint(doc));
      const existing = this.slots.get(doc.id);
      if (existing !== undefined) this.text.remove(existing);
      const slot = existing ?? this.free.pop() ?? this.docs.length;
      const searched = doc as unknown as Stored;
      for (const [field, slots] of this.yes) {
        if (searched[field] === true) slots.add(slot);
        else slots.delete(slot);
      }
      this.text.add(
        slot,
        this.boosts.map(([field, boost]) => [typeof searched[field] === 'string' ? (searched[field] as string) : '', boost]),
      );
      // The word index holds what search needs of the search-only texts; the document given is kept without them
      // (left undefined in place: a copy would take more memory than the texts it drops).
      for (const field of this.definition.searchOnly ?? []) (doc as Record<string, unknown>)[field] = undefined;
      this.docs[slot] = doc;
      this.slots.set(doc.id, slot);
    }
  }

  async remove(ids: string[]): Promise<void> {
    for (const id of ids) {
      const slot = this.slots.get(id);
      if (slot === undefined) continue;
      this.text.remove(slot);
      for (const slots of this.yes.values()) slots.delete(slot);
      this.docs[slot] = undefined;
      this.slots.delete(id);
      this.prints.delete(id);
      this.free.push(slot);
    }
  }

  async clear(): Promise<void> {
    this.docs.length = 0;
    this.slots.clear();
    this.free.length = 0;
    this.prints.clear();
    this.text.clear();
    for (const slots of this.yes.values()) slots.clear();
  }

  async search(params: SearchParams): Promise<SearchResult<D>> {
    const { page, hitsPerPage, offset } = pageWindow(params, this.definition.maxTotalHits);
    const { candidates, exact } = this.candidates(params.q ?? '', params.filters ?? []);
    const total = Math.min(candidates.length, this.definition.maxTotalHits);
    const window = topK(candidates, Math.min(offset + hitsPerPage, total), this.order(params.sort)).slice(offset);
    return {
      hits: window.map((c) => this.docs[c.slot]!),
      exact,
      total,
      page,
      hitsPerPage,
      totalPages: totalPages(total, hitsPerPage),
      facets: this.facets(params.facets ?? [], candidates),
    };
  }

  async count(filters: Filter[] = []): Promise<number> {
    return filters.length === 0 ? this.slots.size : this.candidates('', filters).candidates.length;
  }

  async fingerprints(): Promise<Map<string, string>> {
    return new Map(this.prints);
  }

  private fieldType = (field: string): FieldType | undefined => (this.definition.fields as Record<string, FieldType | undefined>)[field];

  /**
   * Documents matching every word (all scored 0 without words) and every filter; when the filters leave none of
   * them, those matching any word (`exact` false), as Meilisearch drops words when nothing holds them all.
   */
  private candidates(q: string, filters: Filter[]): { candidates: Candidate[]; exact: boolean } {
    const keep = compileFilters(filters, this.fieldType);
    const matched = q.trim() ? this.text.match(q) : null;
    const kept = (scores: Map<number, number>) => {
      const out: Candidate[] = [];
      for (const [slot, score] of scores) if (keep(this.docs[slot] as unknown as Stored)) out.push({ slot, score });
      return out;
    };
    if (matched) {
      const every = kept(matched.every);
      if (every.length > 0 || !matched.some) return { candidates: every, exact: true };
      const some = kept(matched.some());
      return { candidates: some, exact: some.length === 0 };
    }
    const out: Candidate[] = [];
    const start = this.fewestYes(filters);
    if (start) {
      for (const slot of start) if (keep(this.docs[slot] as unknown as Stored)) out.push({ slot, score: 0 });
      return { candidates: out, exact: true };
    }
    this.docs.forEach((doc, slot) => {
      if (doc && keep(doc as unknown as Stored)) out.push({ slot, score: 0 });
    });
    return { candidates: out, exact: true };
  }

  /** Of the yes/no fields the filters require true, the one true for the fewest documents (every filter is still checked). */
  private fewestYes(filters: Filter[]): Set<number> | null {
    let fewest: Set<number> | null = null;
    for (const filter of filters) {
      if (filter.op !== 'eq' || filter.value !== true) continue;
      const slots = this.yes.get(filter.field);
      if (slots && (!fewest || slots.size < fewest.size)) fewest = slots;
    }
    return fewest;
  }

  /** The asked sort, relevance breaking ties; relevance alone otherwise. */
  private order(sort: SearchParams['sort']): (a: Candidate, b: Candidate) => number {
    const byScore = (a: Candidate, b: Candidate) => b.score - a.score || a.slot - b.slot;
    if (!sort) return byScore;
    const sign = sort.direction === 'asc' ? 1 : -1;
    const value = (c: Candidate) => Number((this.docs[c.slot] as unknown as Stored)[sort.field] ?? 0);
    return (a, b) => sign * (value(a) - value(b)) || byScore(a, b);
  }

  private facets(fields: string[], candidates: Candidate[]): FacetCounts {
    const counts: FacetCounts = {};
    for (const field of fields) {
      const tally: Record<string, number> = {};
      for (const { slot } of candidates) {
        const value = (this.docs[slot] as unknown as Stored)[field];
        for (const v of Array.isArray(value) ? value : [value]) {
          if (v === null || v === undefined || v === '') continue;
          const key = String(v);
          tally[key] = (tally[key] ?? 0) + 1;
        }
      }
      counts[field] = tally;
    }
    return counts;
  }
}
