import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStrapi, type Core } from '@strapi/strapi';
import { Client } from 'pg';

const appDir = path.resolve(__dirname, '..', '..');

/**
 * Boots the real cms for one suite: SQLite in a fresh temp file by default, or — when
 * DATABASE_CLIENT=postgres — a fresh schema of that server, dropped afterwards.
 */
export async function startStrapi(extraEnv: Record<string, string> = {}): Promise<TestInstance> {
  const secret = () => randomBytes(24).toString('base64');
  Object.assign(process.env, {
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
    ...extraEnv,
  });

  // Every suite writes its e-mails (and its SQLite file) to its own folder.
  const dir = mkdtempSync(path.join(tmpdir(), 'cep-cms-'));
  process.env.OUTBOX_DIR = path.join(dir, 'outbox');
  // …and its candidates' files (the private storage's local folder).
  process.env.PRIVATE_FILES_DIR = path.join(dir, 'private-files');
  // The technical admin's generated credentials: never over a developer's own cms/.tmp/admin-credentials.txt.
  process.env.ADMIN_CREDENTIALS_FILE = extraEnv.ADMIN_CREDENTIALS_FILE ?? path.join(dir, 'admin-credentials.txt');
  let cleanup: () => Promise<void>;
  if (process.env.DATABASE_CLIENT === 'postgres') {
    const schema = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = pgClient();
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    process.env.DATABASE_SCHEMA = schema;
    cleanup = async () => {
      const client = pgClient();
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
      rmSync(dir, { recursive: true, force: true });
    };
  } else {
    process.env.DATABASE_FILENAME = path.join(dir, 'test.db');
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }

  return boot(cleanup);
}

type TestInstance = Core.Strapi & { stopTest(): Promise<void>; restart(): Promise<TestInstance> };

/** One boot of the cms; `restart()` stops it and boots again on the same database (a restarted or second instance). */
async function boot(cleanup: () => Promise<void>): Promise<TestInstance> {
  const instance = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  instance.server.mount();
  return Object.assign(instance, {
    async stopTest() {
      await instance.destroy();
      await cleanup();
    },
    async restart() {
      await instance.destroy();
      return boot(cleanup);
    },
  });
}

function pgClient(): Client {
  return new Client({
    host: process.env.DATABASE_HOST ?? '127.0.0.1',
    port: Number(process.env.DATABASE_PORT ?? 5432),
    database: process.env.DATABASE_NAME ?? 'cep',
    user: process.env.DATABASE_USERNAME ?? 'cep',
    password: process.env.DATABASE_PASSWORD ?? '',
  });
}
