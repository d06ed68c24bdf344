import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { fakeS3 } from './helpers/fake-s3';
import { startStrapi } from './helpers/strapi';
import { appDir, pg } from './helpers/test-database';

/**
 * The restore drill (issue #37 item 8): `npm run backup`, then `npm run restore` into another database and other
 * files, and what was written is there. On SQLite here and on PostgreSQL in the CI's PostgreSQL leg (pg_dump and
 * pg_restore of the installed server); the bucket on the S3 stand-in.
 */
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';
const execFileAsync = promisify(execFile);
let strapi: Awaited<ReturnType<typeof startStrapi>>;
const work = mkdtempSync(path.join(tmpdir(), 'cep-backup-'));
const dropped: string[] = [];

/** Runs a script in its own process, without blocking this one (the S3 stand-in answers from here). */
async function run(script: 'backup' | 'restore', args: string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await execFileAsync(process.execPath, [path.join(appDir, 'scripts', `${script}.cjs`), ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return stdout;
}

/** An empty database to restore into, named as the cms's environment names it. */
async function emptyTarget(): Promise<Record<string, string>> {
  if (!onPostgres) return { DATABASE_FILENAME: path.join(work, `restored-${randomUUID()}.db`) };
  const name = `restore_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await pg(`CREATE DATABASE ${name}`);
  dropped.push(name);
  return { DATABASE_NAME: name };
}

/** Rows of a query on the database `env` names (the suite's own by default), numbers as numbers. */
async function read(env: Record<string, string>, sql: string, params: string[] = []): Promise<Array<Record<string, unknown>>> {
  const numbers = (rows: Array<Record<string, unknown>>) =>
    rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v])),
    );
  if (!onPostgres) {
    const sqlite = new Database(env.DATABASE_FILENAME ?? process.env.DATABASE_FILENAME!, { readonly: true });
    try {
      return numbers(sqlite.prepare(sql.replace(/\$\d+/g, '?')).all(...params) as Array<Record<string, unknown>>);
    } finally {
      sqlite.close();
    }
  }
  const client = new Client({
    host: process.env.DATABASE_HOST,
    port: Number(process.env.DATABASE_PORT),
    user: process.env.DATABASE_USERNAME,
    password: process.env.DATABASE_PASSWORD,
    database: env.DATABASE_NAME ?? process.env.DATABASE_NAME,
  });
  await client.connect();
  try {
    return numbers((await client.query(sql, params)).rows as Array<Record<string, unknown>>);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  strapi = await startStrapi();
});

afterAll(async () => {
  await strapi.stopTest();
  for (const name of dropped) await pg(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

it('puts back the database and the private files into an empty installation', async () => {
  const offer = await strapi.documents('api::offer.offer').create({ data: { offreTitre: 'Maître de chai sauvegardé', etat: 'brouillon' } });
  const privateDir = process.env.PRIVATE_FILES_DIR!;
  mkdirSync(path.join(privateDir, 'cv'), { recursive: true });
  writeFileSync(path.join(privateDir, 'cv', 'a.pdf'), '%PDF-1.4 sauvegardé');

  const folder = path.join(work, 'local');
  expect(await run('backup', [folder])).toMatch(/^Backup written to/);
  expect(JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'))).toMatchObject({
    database: onPostgres ? 'postgres' : 'sqlite',
    files: { 'private-files': true },
  });

  // Without --yes it refuses.
  const target = { ...(await emptyTarget()), PRIVATE_FILES_DIR: path.join(work, 'restored-files') };
  await expect(run('restore', [folder], target)).rejects.toThrow(/--yes/);
  await run('restore', [folder, '--yes'], target);

  expect(readFileSync(path.join(work, 'restored-files', 'cv', 'a.pdf'), 'utf8')).toBe('%PDF-1.4 sauvegardé');
  const title = 'select offre_titre from offers where document_id = $1';
  const users = 'select count(*) as n from up_users';
  expect(await read(target, title, [offer.documentId])).toEqual([{ offre_titre: 'Maître de chai sauvegardé' }]);
  expect(await read(target, users)).toEqual(await read({}, users));
});

it('copies every object of the bucket and puts them back into another', async () => {
  const s3 = await fakeS3();
  const env = { S3_BUCKET: 'cep-prive', S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: 'cle', S3_SECRET_ACCESS_KEY: 'secret' };
  try {
    s3.objects.set('/cep-prive/cv/b.pdf', Buffer.from('%PDF-1.4 b'));
    s3.objects.set('/cep-prive/public/logos/c.webp', Buffer.from('RIFF c'));
    const folder = path.join(work, 'bucket');
    expect(await run('backup', [folder], env)).toMatch(/2 objects of cep-prive/);
    expect(existsSync(path.join(folder, 'bucket', 'public', 'logos', 'c.webp'))).toBe(true);

    await fetch(`${s3.url}/cep-restaure`, { method: 'PUT' });
    await run('restore', [folder, '--yes'], { ...env, ...(await emptyTarget()), S3_BUCKET: 'cep-restaure' });
    expect(s3.objects.get('/cep-restaure/cv/b.pdf')?.toString()).toBe('%PDF-1.4 b');
    expect(s3.objects.get('/cep-restaure/public/logos/c.webp')?.toString()).toBe('RIFF c');
    // A backup of local folders is not put into a bucket by mistake.
    await expect(run('restore', [path.join(work, 'local'), '--yes'], env)).rejects.toThrow(/local folders/);
  } finally {
    await new Promise<void>((resolve) => s3.server.close(() => resolve()));
  }
});
