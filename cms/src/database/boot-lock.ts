import type { Core } from '@strapi/strapi';

/** PostgreSQL advisory lock key of Cep's boot (« CepB »): the same for every instance on one database. */
const BOOT_LOCK_KEY = 0x43657042;

type PgConnection = { query(sql: string, values?: unknown[]): Promise<unknown> };
type PoolClient = { acquireConnection(): Promise<PgConnection>; releaseConnection(connection: PgConnection): Promise<void> };

const held = new WeakMap<Core.Strapi, PgConnection>();

/**
 * Several instances started together on an empty database each ran Strapi's schema sync, and one crashed (issue #37
 * item 7). On PostgreSQL, the boot takes a session advisory lock on one of the pool's connections just before the
 * schema sync (Strapi's `beforeSync` hook) and keeps it through the plugins' and Cep's bootstrap (roles, the technical
 * admin, account migrations, the demo seed): a second instance waits, then finds everything done. An instance that
 * dies while holding it loses its connection, and PostgreSQL releases the lock.
 */
export function lockBootOnPostgres(strapi: Core.Strapi): void {
  if (strapi.config.get('database.connection.client') !== 'postgres') return;
  strapi.hook('strapi::content-types.beforeSync').register(async () => {
    const pool = strapi.db.connection.client as unknown as PoolClient;
    const connection = await pool.acquireConnection();
    const tried = (await connection.query('select pg_try_advisory_lock($1) as taken', [BOOT_LOCK_KEY])) as {
      rows: Array<{ taken: boolean }>;
    };
    if (!tried.rows[0]?.taken) {
      strapi.log.info('[boot] another instance is starting on this database: waiting for it to finish');
      await connection.query('select pg_advisory_lock($1)', [BOOT_LOCK_KEY]);
    }
    held.set(strapi, connection);
  });
}

/** At the end of Cep's bootstrap: the next instance may start. */
export async function releaseBootLock(strapi: Core.Strapi): Promise<void> {
  const connection = held.get(strapi);
  if (!connection) return;
  held.delete(strapi);
  await connection.query('select pg_advisory_unlock($1)', [BOOT_LOCK_KEY]);
  await (strapi.db.connection.client as unknown as PoolClient).releaseConnection(connection);
}
