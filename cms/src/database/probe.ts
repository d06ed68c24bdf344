import type { Core } from '@strapi/strapi';

/** A database that does not answer a `select 1` within this is down, as far as the answer is concerned. */
const PROBE_TIMEOUT_MS = 2000;

/**
 * Whether PostgreSQL answers a `select 1` within 2 s. SQLite is a file that does not go away, and its one
 * connection may be held by a long transaction: it is taken as answering (its faults are `SQLITE_BUSY`).
 */
export async function databaseAnswers(strapi: Core.Strapi): Promise<boolean> {
  if (strapi.db.dialect.client !== 'postgres') return true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  const probe = strapi.db.connection.raw('select 1').then(
    () => true,
    () => false,
  );
  return Promise.race([probe, timeout]).finally(() => clearTimeout(timer));
}
