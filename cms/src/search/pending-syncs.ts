import type { Core } from '@strapi/strapi';
import { isSearchUnavailable, isSearchWriteRefused } from '@cep/search';
import { errorMessage } from '../utils/error-message';

const TABLE = 'cep_search_pending';
/** A failed sync is tried again 5 s on, then twice as long each time, every 5 minutes at most, until it holds. */
const FIRST_RETRY_MS = 5000;
const LAST_RETRY_MS = 5 * 60 * 1000;
/** Rows one pass takes, oldest due first. */
const PASS_SIZE = 200;

interface PendingRow {
  index_name: string;
  document_id: string;
  attempts: number;
  failed_at: string | number;
}

/** One row per index and document; made at boot (Strapi's schema sync knows only content types). */
export async function ensurePendingSyncTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(TABLE)) return;
  await knex.schema.createTable(TABLE, (table) => {
    table.string('index_name', 40).notNullable();
    table.string('document_id', 64).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.bigInteger('due').notNullable();
    // Which failure the row stands for: a retry deletes it only if no later failure replaced it meanwhile.
    table.bigInteger('failed_at').notNullable();
    table.primary(['index_name', 'document_id']);
    table.index(['due']);
  });
}

/**
 * Records documents a sync could not give the index (Meilisearch away, a failed task): one row each, however many
 * times it fails. Written in the transaction of the write that caused the sync, when there is one (SQLite's only
 * connection is that transaction's): a write rolled back leaves nothing to sync.
 */
export async function recordPendingSyncs(strapi: Core.Strapi, indexName: string, documentIds: string[]): Promise<void> {
  const now = Date.now();
  const rows = documentIds.map((id) => ({
    index_name: indexName,
    document_id: id,
    attempts: 0,
    due: now + FIRST_RETRY_MS,
    failed_at: now,
  }));
  try {
    await strapi.db.transaction(({ trx }) =>
      trx(TABLE).insert(rows).onConflict(['index_name', 'document_id']).merge(['due', 'failed_at', 'attempts']),
    );
    strapi.log.warn(`[search] ${indexName}: ${documentIds.length} document(s) to sync again (${documentIds.slice(0, 3).join(', ')})`);
  } catch (error) {
    // The database is away too: the reconciliation finds the drift once both are back.
    strapi.log.error(`[search] ${indexName}: could not record documents to sync again: ${errorMessage(error)}`);
  }
}

/** How many documents wait to be synced again, by index (for the logs and /metrics). */
export async function countPendingSyncs(strapi: Core.Strapi): Promise<Record<string, number>> {
  const rows = (await strapi.db.connection(TABLE).select('index_name').count({ n: '*' }).groupBy('index_name')) as Array<{
    index_name: string;
    n: number | string;
  }>;
  return Object.fromEntries(rows.map((row) => [row.index_name, Number(row.n)]));
}

type SyncOf = (indexName: string) => ((documentIds: string[]) => Promise<void>) | null;

/**
 * One pass over the due rows: each index's documents synced again in one call (a sync reads the rows' current
 * state, so any instance may run it, and two running it at once write the same thing). A success deletes the rows
 * it stood for; a failure pushes them back. A batch the engine took and refused (a failed Meilisearch task: a
 * document it will not take) is given again one document at a time, so that the refused one holds back no other. `syncOf` answers
 * null for an index that has not reached its engine.
 */
export async function retryPendingSyncs(strapi: Core.Strapi, syncOf: SyncOf): Promise<number> {
  const knex = strapi.db.connection;
  const now = Date.now();
  const due = (await knex(TABLE).where('due', '<=', now).orderBy('due').limit(PASS_SIZE)) as PendingRow[];
  const byIndex = new Map<string, PendingRow[]>();
  for (const row of due) byIndex.set(row.index_name, [...(byIndex.get(row.index_name) ?? []), row]);
  let synced = 0;
  for (const [indexName, rows] of byIndex) {
    const sync = syncOf(indexName);
    if (!sync) continue;
    const attempt = async (batch: PendingRow[]) => {
      await sync(batch.map((row) => row.document_id));
      for (const row of batch) {
        await knex(TABLE).where({ index_name: indexName, document_id: row.document_id, failed_at: row.failed_at }).delete();
      }
      synced += batch.length;
    };
    const pushBack = async (batch: PendingRow[], error: unknown) => {
      const attempts = batch[0]!.attempts + 1;
      const wait = Math.min(FIRST_RETRY_MS * 2 ** attempts, LAST_RETRY_MS);
      await knex(TABLE)
        .where({ index_name: indexName })
        .whereIn(
          'document_id',
          batch.map((row) => row.document_id),
        )
        .update({ attempts: knex.raw('attempts + 1'), due: Date.now() + wait });
      strapi.log.warn(
        `[search] ${indexName}: ${batch.length} document(s) still not synced (${errorMessage(error)}); next try in ${wait / 1000} s`,
      );
    };
    try {
      await attempt(rows);
    } catch (error) {
      if (rows.length === 1 || !isSearchWriteRefused(error)) {
        await pushBack(rows, error);
        continue;
      }
      for (const [i, row] of rows.entries()) {
        try {
          await attempt([row]);
        } catch (alone) {
          // The engine went away meanwhile: the rest waits with this one rather than each for its own timeout.
          if (isSearchUnavailable(alone)) {
            await pushBack(rows.slice(i), alone);
            break;
          }
          await pushBack([row], alone);
        }
      }
    }
  }
  return synced;
}
