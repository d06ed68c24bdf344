import type { Core } from '@strapi/strapi';
import {
  createSearchEngine,
  documentFingerprint,
  isSearchUnavailable,
  SearchUnavailableError,
  type IndexDefinition,
  type SearchDocument,
  type SearchEngine,
} from '@cep/search';
import { recordPendingSyncs } from './pending-syncs';
import { errorMessage } from '../utils/error-message';

/** Documents the reconciliation syncs again per call (each a read of the database by id). */
const SYNC_BATCH = 100;

interface DocumentIndexConfig<D extends SearchDocument, R extends { documentId: string }> {
  definition: IndexDefinition<D>;
  /** What the rebuild log calls its documents ('CVs', 'courses'). */
  noun: string;
  /** Rows read per call by a rebuild or a reconciliation. */
  pageSize: number;
  /** Rows of the content type, by Document Service filters, in a stable order. */
  load(filters: Record<string, unknown>, start: number, limit: number): Promise<R[]>;
  /** The rows a rebuild reads: those that may be indexed. */
  indexable: Record<string, unknown>;
  /** The one pipeline to the index: null drops the row (hidden, draft, expired). */
  toDocument(row: R): D | null;
}

/** What a reconciliation found: documents the index lacked, held in an older state, or held though gone. */
export interface Drift {
  missing: number;
  stale: number;
  extra: number;
}

/**
 * An index kept from one content type: Meilisearch when MEILI_HOST is set, otherwise the in-process engine rebuilt at
 * boot. Until `connect` has reached the engine (a Meilisearch still starting or away at boot), searches throw
 * SearchUnavailableError (a French 503) and writes are recorded to be synced later. `sync` never fails a write: what
 * it could not give the engine is recorded (pending-syncs.ts) and retried; `reconcile` compares the whole index with
 * the database and repairs what differs (search-repair.ts runs both).
 */
export function documentIndex<D extends SearchDocument, R extends { documentId: string }>(
  strapi: Core.Strapi,
  config: DocumentIndexConfig<D, R>,
) {
  const { name } = config.definition;
  let engine: SearchEngine<D> | undefined;
  let ready = false;

  function requireEngine(): SearchEngine<D> {
    if (!engine || !ready) throw new SearchUnavailableError(`the ${name} index has not reached its engine yet`);
    return engine;
  }

  const documents = (rows: R[]) => rows.map(config.toDocument).filter((doc): doc is D => doc !== null);

  /**
   * This instance's writes to the engine, one after the other, so that they reach it in the order they were decided
   * (Meilisearch applies its tasks in the order it receives them). Only engine calls go in turn, never a read of the
   * database: a sync called inside a transaction never waits behind a read that needs another connection.
   */
  let queue: Promise<unknown> = Promise.resolve();
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = queue.then(work, work);
    queue = turn.catch(() => undefined);
    return turn;
  }

  /**
   * When each document was last touched by a sync or a removal on this instance (a counter, not a time). A sync reads
   * the database, then writes the engine: a state it read before a later sync or removal of the same document began
   * (a reconciliation, a retried sync beside a delete) is not written — the later one applies its own, so a deleted
   * offer never comes back.
   */
  let clock = 0;
  const touched = new Map<string, number>();
  const touch = (documentIds: string[]) => {
    clock += 1;
    for (const id of documentIds) touched.set(id, clock);
    return clock;
  };
  /** Still this call's to write: no sync or removal of the document began after the one that read it. */
  const stillOurs = (mark: number) => (id: string) => (touched.get(id) ?? 0) <= mark;

  /** Gives the engine the rows' current state: indexed when they may be, removed otherwise (hidden, gone). */
  async function syncNow(documentIds: string[]): Promise<void> {
    if (documentIds.length === 0) return;
    const target = requireEngine();
    const mark = touch(documentIds);
    const docs = documents(await config.load({ documentId: { $in: documentIds } }, 0, documentIds.length));
    const kept = new Set(docs.map((doc) => doc.id));
    await inTurn(async () => {
      const ours = stillOurs(mark);
      await target.upsert(docs.filter((doc) => ours(doc.id)));
      await target.remove(documentIds.filter((id) => !kept.has(id) && ours(id)));
    });
  }

  async function rebuild(): Promise<number> {
    const target = requireEngine();
    await inTurn(() => target.clear());
    // What a sync begun from now on writes itself is not written again from the older pages read below.
    const ours = stillOurs(clock);
    let written = 0;
    for (let start = 0; ; start += config.pageSize) {
      const rows = await config.load(config.indexable, start, config.pageSize);
      const docs = documents(rows);
      await inTurn(() => target.upsert(docs.filter((doc) => ours(doc.id))));
      written += docs.length;
      if (rows.length < config.pageSize) break;
    }
    strapi.log.info(`[search] ${name} index rebuilt (${target.kind}): ${written} ${config.noun}`);
    return written;
  }

  return {
    name,
    engine: requireEngine,
    isReady: () => ready,

    /**
     * Reaches the engine and applies the index's settings; an empty index (a first start, a new version of the
     * definition) or the in-process one is filled from the database. Throws SearchUnavailableError while Meilisearch
     * cannot be reached; search-repair.ts calls it again until it can.
     */
    async connect(): Promise<void> {
      engine ??= await createSearchEngine(config.definition, {
        meiliHost: process.env.MEILI_HOST,
        meiliApiKey: process.env.MEILI_MASTER_KEY,
        indexPrefix: process.env.MEILI_INDEX_PREFIX ?? 'cep_',
      });
      await engine.applySettings();
      const empty = engine.kind === 'embedded' || (await engine.count()) === 0;
      ready = true;
      if (empty) await rebuild();
    },

    rebuild,
    syncNow,

    /** Indexes the rows given or removes those that may no longer be; what fails is recorded and synced again later. */
    async sync(documentIds: string[]): Promise<void> {
      if (documentIds.length === 0) return;
      try {
        await syncNow(documentIds);
      } catch (error) {
        if (!isSearchUnavailable(error)) strapi.log.error(`[search] ${name} sync failed: ${errorMessage(error)}`);
        await recordPendingSyncs(strapi, name, documentIds);
      }
    },

    /** Rows deleted: out of the index, or recorded (a sync of a row that is gone removes it). */
    async remove(documentIds: string[]): Promise<void> {
      if (documentIds.length === 0) return;
      try {
        const target = requireEngine();
        touch(documentIds);
        await inTurn(() => target.remove(documentIds));
      } catch (error) {
        if (!isSearchUnavailable(error)) strapi.log.error(`[search] ${name} removal failed: ${errorMessage(error)}`);
        await recordPendingSyncs(strapi, name, documentIds);
      }
    },

    /**
     * Compares every document the database gives with the fingerprint the index holds, then syncs again those that
     * differ, lack or linger. The fingerprints are read first and each drifted row is read again when synced, so a
     * write made meanwhile is never undone.
     */
    async reconcile(): Promise<Drift> {
      const held = await requireEngine().fingerprints();
      const drift: Drift = { missing: 0, stale: 0, extra: 0 };
      const drifted: string[] = [];
      const expected = new Set<string>();
      for (let start = 0; ; start += config.pageSize) {
        const rows = await config.load(config.indexable, start, config.pageSize);
        for (const doc of documents(rows)) {
          expected.add(doc.id);
          const print = held.get(doc.id);
          if (print === documentFingerprint(doc)) continue;
          if (print === undefined) drift.missing += 1;
          else drift.stale += 1;
          drifted.push(doc.id);
        }
        if (rows.length < config.pageSize) break;
      }
      for (const id of held.keys()) {
        if (expected.has(id)) continue;
        drift.extra += 1;
        drifted.push(id);
      }
      for (let i = 0; i < drifted.length; i += SYNC_BATCH) await syncNow(drifted.slice(i, i + SYNC_BATCH));
      return drift;
    },
  };
}

export type DocumentIndex = ReturnType<typeof documentIndex>;
