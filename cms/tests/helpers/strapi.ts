import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { strapiPackage } from './strapi-package';
import { appDir, suiteDatabase, testEnv } from './test-database';

/**
 * Boots the real cms for one suite on a database of its own: a copy of the template global-setup built (SQLite in a
 * fresh temp file by default, or a database of that server when DATABASE_CLIENT=postgres), dropped afterwards.
 * `emptyDatabase`: an empty one instead, for what only a first start does.
 */
export async function startStrapi(
  extraEnv: Record<string, string> = {},
  { emptyDatabase = false }: { emptyDatabase?: boolean } = {},
): Promise<TestInstance> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cep-cms-'));
  Object.assign(process.env, testEnv(dir), extraEnv);
  return boot(await suiteDatabase(dir, emptyDatabase));
}

type TestInstance = Core.Strapi & { stopTest(): Promise<void>; restart(): Promise<TestInstance> };

/** One boot of the cms; `restart()` stops it and boots again on the same database (a restarted or second instance). */
async function boot(cleanup: () => Promise<void>): Promise<TestInstance> {
  const instance = await strapiPackage()
    .createStrapi({ appDir, distDir: path.join(appDir, 'dist') })
    .load();
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
