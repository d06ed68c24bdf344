import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { postgresServer } from './helpers/pg-relay';
import { startCms, stop, type Running } from './helpers/processes';
import { testEnv } from './helpers/test-database';

/**
 * Issue #37 item 7: two instances first started together on an empty database each ran Strapi's schema sync, and one
 * crashed. With the boot lock (cms/src/database/boot-lock.ts) the second waits for the first, then finds the schema,
 * the roles and the technical admin made (the demo seed, when on, runs under the same lock). On the PostgreSQL leg only: a SQLite file has one process.
 */
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';

const admin = (database = postgresServer.database) => new Client({ ...postgresServer, database });

async function sql<T>(database: string | undefined, text: string): Promise<T[]> {
  const client = admin(database);
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

(onPostgres ? it : it.skip)('two instances started together on an empty database both come up, and make each role once', async () => {
  const name = `cep_boot_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'cep-boot-lock-'));
  await sql(undefined, `CREATE DATABASE ${name}`);
  const env = { ...process.env, ...testEnv(dir), DATABASE_NAME: name };
  const started: Running[] = [];
  try {
    const both = await Promise.allSettled([startCms(env), startCms(env)]);
    for (const outcome of both) if (outcome.status === 'fulfilled') started.push(outcome.value);
    expect(both.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'up'))).toEqual(['up', 'up']);
    // Cep's bootstrap ran on a database the first instance had finished: each role once.
    const roles = await sql<{ type: string; n: string }>(name, 'select type, count(*) as n from up_roles group by type order by type');
    expect(roles.map((role) => [role.type, Number(role.n)])).toEqual(roles.map((role) => [role.type, 1]));
    expect(roles.map((role) => role.type)).toEqual(expect.arrayContaining(['candidat', 'recruteur', 'ecole', 'moderateur', 'editeur']));
  } finally {
    await Promise.all(started.map(stop));
    await sql(undefined, `DROP DATABASE IF EXISTS ${name}`);
    rmSync(dir, { recursive: true, force: true });
  }
});
