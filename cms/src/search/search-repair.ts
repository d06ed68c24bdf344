import type { Core } from '@strapi/strapi';
import { runAtMostEvery } from '../jobs/lease';
import type { Drift } from './document-index';
import { retryPendingSyncs } from './pending-syncs';
import { metrics } from '../observability/metrics';
import { errorMessage } from '../utils/error-message';
import { instanceRegistry } from '../utils/per-instance';

/** How often each instance looks: an engine to reach, syncs to try again, a reconciliation due. */
const pollMs = () => Math.max(100, Number(process.env.SEARCH_REPAIR_POLL_MS) || 5000);
/** The reconciliation's period across instances (issue #37 item 4: every 10 minutes). */
const RECONCILE_MS = 10 * 60 * 1000;
/** An engine still unreachable is logged again this often, not at each look. */
const REMIND_MS = 60 * 1000;

interface RepairableIndex {
  name: string;
  isReady(): boolean;
  connect(): Promise<void>;
  syncNow(documentIds: string[]): Promise<void>;
  reconcile(): Promise<Drift>;
}

type IndexList = (strapi: Core.Strapi) => RepairableIndex[];

/** Keyed on the instance, shared by every copy of this module (the tests load the sources). */
const indexLists = instanceRegistry<IndexList>('search-indexes');

/**
 * Names every index the cms keeps (offers, CVs, courses: `src/index.ts` lists them at register). The features own
 * their indexes; this module only repairs them, so it imports none of them.
 */
export function registerSearchIndexes(strapi: Core.Strapi, list: IndexList): void {
  indexLists.set(strapi, list);
}

/** Every index the cms keeps (none before `registerSearchIndexes`). */
export function searchIndexes(strapi: Core.Strapi): RepairableIndex[] {
  return indexLists.get(strapi)?.(strapi) ?? [];
}

type Repairer = {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  stopped: boolean;
  /** When the engine was first found unreachable, and last said so in the log. */
  unreachableSince?: number;
  remindedAt?: number;
  /** When this instance next asks for the reconciliation's lease (0: at its next look). */
  reconcileAt: number;
};

/** Keyed on the instance, shared by every copy of this module (the tests load the sources). */
const repairers = instanceRegistry<Repairer>('search-repair');

const where = () => process.env.MEILI_HOST ?? 'the in-process engine';

/**
 * Reaches each index's engine that is not reached yet. At boot an unreachable Meilisearch is waited for, not a crash:
 * searches answer a French 503 and writes are recorded until it answers (issue #37 item 4). Answers whether every
 * index is ready.
 */
async function connectIndexes(strapi: Core.Strapi, repairer: Repairer): Promise<boolean> {
  const waiting = searchIndexes(strapi).filter((index) => !index.isReady());
  if (waiting.length === 0) return true;
  let failure: { message: string } | undefined;
  for (const index of waiting) {
    try {
      await index.connect();
    } catch (error) {
      failure = { message: errorMessage(error) };
    }
  }
  const now = Date.now();
  if (failure) {
    if (repairer.unreachableSince === undefined) {
      repairer.unreachableSince = now;
      repairer.remindedAt = now;
      strapi.log.warn(
        `[search] ${where()} cannot be reached (${failure.message}): searches answer 503 and index writes are recorded until it can; trying again every ${pollMs() / 1000} s`,
      );
    } else if (now - (repairer.remindedAt ?? 0) >= REMIND_MS) {
      repairer.remindedAt = now;
      strapi.log.warn(
        `[search] ${where()} still unreachable after ${Math.round((now - repairer.unreachableSince) / 1000)} s (${failure.message})`,
      );
    }
    return false;
  }
  if (repairer.unreachableSince !== undefined) {
    strapi.log.info(`[search] ${where()} reached after ${Math.round((now - repairer.unreachableSince) / 1000)} s: searches answer again`);
  }
  repairer.unreachableSince = undefined;
  // What changed while it was away and could not be recorded is found by comparing: at once.
  repairer.reconcileAt = 0;
  return true;
}

/** Compares every index with the database and repairs the drift. */
async function reconcileIndexes(strapi: Core.Strapi): Promise<void> {
  for (const index of searchIndexes(strapi)) {
    const drift = await index.reconcile();
    for (const kind of ['missing', 'stale', 'extra'] as const) metrics().indexDrift.set({ index: index.name, kind }, drift[kind]);
    if (drift.missing + drift.stale + drift.extra > 0) {
      strapi.log.warn(
        `[search] ${index.name} index repaired: ${drift.missing} missing, ${drift.stale} stale, ${drift.extra} no longer there`,
      );
    }
  }
}

/** One look: reach the engine, sync again what failed, reconcile when due (one instance at a time, once per period). */
async function repairOnce(strapi: Core.Strapi, repairer: Repairer, reconcileNow = false): Promise<void> {
  if (!(await connectIndexes(strapi, repairer))) return;
  const indexes = new Map(searchIndexes(strapi).map((index) => [index.name, index]));
  await retryPendingSyncs(strapi, (name) => {
    const index = indexes.get(name);
    return index?.isReady() ? (ids) => index.syncNow(ids) : null;
  });
  if (reconcileNow) return reconcileIndexes(strapi);
  if (Date.now() < repairer.reconcileAt) return;
  repairer.reconcileAt = Date.now() + RECONCILE_MS;
  await runAtMostEvery(strapi, 'search-reconcile', RECONCILE_MS, () => reconcileIndexes(strapi));
}

function schedule(strapi: Core.Strapi, repairer: Repairer) {
  if (repairer.stopped) return;
  repairer.timer = setTimeout(() => {
    repairer.timer = undefined;
    repairer.running = repairOnce(strapi, repairer)
      .catch((error: Error) => {
        // The database is away: the next look tries again.
        strapi.log.warn(`[search] repair paused: ${error.message}`);
      })
      .finally(() => {
        repairer.running = undefined;
        schedule(strapi, repairer);
      });
  }, pollMs());
  repairer.timer.unref();
}

/**
 * At boot, before anything is written: each index reaches its engine, or waits for it without holding the boot.
 * Then every instance looks every 5 s (startSearchRepair).
 */
export async function connectSearchIndexes(strapi: Core.Strapi): Promise<void> {
  const repairer: Repairer = { stopped: false, reconcileAt: 0 };
  repairers.set(strapi, repairer);
  await connectIndexes(strapi, repairer);
}

export function startSearchRepair(strapi: Core.Strapi): void {
  const repairer = repairers.get(strapi);
  if (repairer) schedule(strapi, repairer);
}

/** One look now, the reconciliation included whatever its period: the tests' way to wait for the repair. */
export async function repairSearchNow(strapi: Core.Strapi): Promise<void> {
  const repairer = repairers.get(strapi);
  if (!repairer) return;
  await repairer.running;
  await repairOnce(strapi, repairer, true);
}

export async function stopSearchRepair(strapi: Core.Strapi): Promise<void> {
  const repairer = repairers.get(strapi);
  if (!repairer) return;
  repairer.stopped = true;
  clearTimeout(repairer.timer);
  await repairer.running;
}
