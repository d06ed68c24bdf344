import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { postgresServer } from './helpers/pg-relay';
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

/** A cms process (tests/helpers/second-instance.js) on that environment; resolves once it listens. */
function instance(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'helpers', 'second-instance.js')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/PORT \d+/.test(output)) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`instance exited (${code}): ${output.slice(-2000)}`)));
  });
}

(onPostgres ? it : it.skip)('two instances started together on an empty database both come up, and make each role once', async () => {
  const name = `cep_boot_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'cep-boot-lock-'));
  await sql(undefined, `CREATE DATABASE ${name}`);
  const env = { ...process.env, ...testEnv(dir), DATABASE_NAME: name };
  const started: ChildProcess[] = [];
  try {
    const both = await Promise.allSettled([instance(env), instance(env)]);
    for (const outcome of both) if (outcome.status === 'fulfilled') started.push(outcome.value);
    expect(both.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'up'))).toEqual(['up', 'up']);
    // Cep's bootstrap ran on a database the first instance had finished: each role once.
    const roles = await sql<{ type: string; n: string }>(name, 'select type, count(*) as n from up_roles group by type order by type');
    expect(roles.map((role) => [role.type, Number(role.n)])).toEqual(roles.map((role) => [role.type, 1]));
    expect(roles.map((role) => role.type)).toEqual(expect.arrayContaining(['candidat', 'recruteur', 'ecole', 'moderateur', 'editeur']));
  } finally {
    await Promise.all(started.map((child) => new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGTERM'))));
    await sql(undefined, `DROP DATABASE IF EXISTS ${name}`);
    rmSync(dir, { recursive: true, force: true });
  }
});
