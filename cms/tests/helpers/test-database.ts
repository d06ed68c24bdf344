import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { strapiPackage } from './strapi-package';

export const appDir = path.resolve(__dirname, '..', '..');
const onPostgres = () => process.env.DATABASE_CLIENT === 'postgres';
/** Where global-setup leaves the template: a SQLite file, or a PostgreSQL database's name. */
const TEMPLATE = 'CEP_TEST_TEMPLATE_DB';
/** The PostgreSQL database the suites' own databases are created from (DATABASE_NAME changes per suite). */
const PG_ADMIN_DB = 'CEP_TEST_PG_ADMIN_DB';

/** What every test boot of the cms is given: fresh secrets, no demo data, nothing from a developer's cms/.env. */
export function testEnv(dir: string): Record<string, string> {
  const secret = () => randomBytes(24).toString('base64');
  return {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_LOG_LEVEL: process.env.STRAPI_LOG_LEVEL ?? 'error',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    JWT_SECRET: secret(),
    MEILI_INDEX_PREFIX: `test_${randomUUID().slice(0, 8)}_`,
    // cms/.env (written by `npm start`) must not leak into tests: dotenv never overrides what is set here.
    CEP_SEED_DEMO: 'false',
    MEILI_HOST: process.env.TEST_MEILI_HOST ?? '',
    // The PostgreSQL leg runs the in-process engine: each suite's instances search nothing the other must see.
    CEP_SINGLE_INSTANCE: 'true',
    // Suites check what is answered, not how long a connection takes: beside the e2e and SQLite suites, a boot's
    // 55 parallel reads (the content manager's) waited past production's 5 s for one of PostgreSQL's 10 pooled
    // connections. The fault suites set their own short wait.
    DATABASE_CONNECTION_TIMEOUT: '60000',
    // Every boot writes its e-mails, its candidates' files and the technical admin's credentials to its own folder.
    OUTBOX_DIR: path.join(dir, 'outbox'),
    SMS_OUTBOX_DIR: path.join(dir, 'sms-outbox'),
    PRIVATE_FILES_DIR: path.join(dir, 'private-files'),
    ADMIN_CREDENTIALS_FILE: path.join(dir, 'admin-credentials.txt'),
  };
}

function pgAdmin(): Client {
  return new Client({
    host: process.env.DATABASE_HOST ?? '127.0.0.1',
    port: Number(process.env.DATABASE_PORT ?? 5432),
    database: process.env[PG_ADMIN_DB] ?? process.env.DATABASE_NAME ?? 'cep',
    user: process.env.DATABASE_USERNAME ?? 'cep',
    password: process.env.DATABASE_PASSWORD ?? '',
  });
}

/** Runs one statement on the server's own database (creating or dropping a suite's). */
export async function pg(sql: string): Promise<void> {
  const client = pgAdmin();
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Boots the cms once on an empty database, before the suites (global-setup.ts). The first boot builds the schema,
 * the roles' permissions and the technical admin: about three quarters of it (25 s of 33 on the 2-core machine with
 * a core busy elsewhere); a boot on a database that has them takes 8 s. Each suite then starts from a copy.
 */
export async function buildTemplate(): Promise<void> {
  if (onPostgres()) process.env[PG_ADMIN_DB] ??= process.env.DATABASE_NAME ?? 'cep';
  const saved = { ...process.env };
  const dir = mkdtempSync(path.join(tmpdir(), 'cep-cms-template-'));
  const name = onPostgres() ? `cep_template_${randomUUID().replace(/-/g, '').slice(0, 12)}` : path.join(dir, 'template.db');
  if (onPostgres()) await pg(`CREATE DATABASE ${name}`);
  Object.assign(process.env, testEnv(dir), onPostgres() ? { DATABASE_NAME: name } : { DATABASE_FILENAME: name });
  const strapi = await strapiPackage()
    .createStrapi({ appDir, distDir: path.join(appDir, 'dist') })
    .load();
  await strapi.destroy();
  // The suites run in workers started from this environment: the template boot's own settings stay out of it.
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved, { [TEMPLATE]: name, CEP_TEST_TEMPLATE_DIR: dir });
}

export async function dropTemplate(): Promise<void> {
  if (onPostgres() && process.env[TEMPLATE]) await pg(`DROP DATABASE IF EXISTS ${process.env[TEMPLATE]}`);
  if (process.env.CEP_TEST_TEMPLATE_DIR) rmSync(process.env.CEP_TEST_TEMPLATE_DIR, { recursive: true, force: true });
}

/**
 * A database of the suite's own, in `dir`: a copy of the template, or an empty one (`empty`: a suite that checks what
 * only a first start does). Sets the environment the cms reads it from; answers how to remove it.
 */
export async function suiteDatabase(dir: string, empty: boolean): Promise<() => Promise<void>> {
  const template = empty ? undefined : process.env[TEMPLATE];
  if (onPostgres()) {
    const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    await pg(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    process.env.DATABASE_NAME = name;
    return async () => {
      await pg(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    };
  }
  process.env.DATABASE_FILENAME = path.join(dir, 'test.db');
  if (template) copyFileSync(template, process.env.DATABASE_FILENAME);
  return async () => rmSync(dir, { recursive: true, force: true });
}
