import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Core } from '@strapi/strapi';
import { metrics } from '../observability/metrics';

const TABLE = 'cep_job_runs';
const HOLDER = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** Runs a job this instance holds, counted for /api/metrics by its outcome. */
async function counted(name: string, job: () => Promise<void>): Promise<void> {
  try {
    await job();
    metrics().jobRuns.inc({ job: name, outcome: 'ran' });
  } catch (error) {
    metrics().jobRuns.inc({ job: name, outcome: 'failed' });
    throw error;
  }
}

/** One row per job and period; made at boot (Strapi's schema sync knows only content types). */
export async function ensureJobTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(TABLE)) return;
  await knex.schema.createTable(TABLE, (table) => {
    table.string('name', 120).primary();
    table.string('holder', 120);
    table.bigInteger('until').notNullable().defaultTo(0);
    table.boolean('done').notNullable().defaultTo(false);
  });
}

/**
 * Runs `job` once for `period` (a day, a week…) however many cms instances fire the same schedule: the first
 * to take the row's lease runs it; the others find it held or done. A run that crashed leaves its lease to
 * expire after `ttlMs`, and the next tick resumes it (jobs are idempotent). Answers whether this call ran it.
 */
export async function runOnce(
  strapi: Core.Strapi,
  name: string,
  period: string,
  ttlMs: number,
  job: () => Promise<void>,
): Promise<boolean> {
  const knex = strapi.db.connection;
  const key = `${name}:${period}`;
  const now = Date.now();
  await knex(TABLE).insert({ name: key, holder: null, until: 0, done: false }).onConflict('name').ignore();
  const taken = await knex(TABLE)
    .where({ name: key, done: false })
    .andWhere('until', '<', now)
    .update({ holder: HOLDER, until: now + ttlMs });
  if (taken !== 1) {
    metrics().jobRuns.inc({ job: name, outcome: 'skipped' });
    return false;
  }
  await counted(name, job);
  await knex(TABLE).where({ name: key, holder: HOLDER }).update({ done: true });
  return true;
}

/**
 * Runs `job` at most once per `intervalMs` across instances (one row, its lease the interval): the first instance
 * whose tick finds the lease expired runs it. A run that fails gives the lease back, so the next tick of any
 * instance tries again rather than after a whole interval. Answers whether this call ran it.
 */
export async function runAtMostEvery(strapi: Core.Strapi, name: string, intervalMs: number, job: () => Promise<void>): Promise<boolean> {
  const knex = strapi.db.connection;
  const now = Date.now();
  await knex(TABLE).insert({ name, holder: null, until: 0, done: false }).onConflict('name').ignore();
  const taken = await knex(TABLE)
    .where({ name })
    .andWhere('until', '<', now)
    .update({ holder: HOLDER, until: now + intervalMs });
  if (taken !== 1) {
    metrics().jobRuns.inc({ job: name, outcome: 'skipped' });
    return false;
  }
  try {
    await counted(name, job);
  } catch (error) {
    await knex(TABLE).where({ name, holder: HOLDER }).update({ until: 0 });
    throw error;
  }
  return true;
}
