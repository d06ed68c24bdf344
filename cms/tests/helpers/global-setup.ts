import { compileStrapi } from '@strapi/strapi';
import { appDir, buildTemplate } from './test-database';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain CommonJS script, shared with scripts/build-stale.mjs
const { pruneCmsDist } = require('../../scripts/prune-dist.cjs') as { pruneCmsDist: (cmsDir: string) => string[] };

/**
 * Compiles the cms once, then builds the template database every suite starts from (test-database.ts). CI compiles it
 * before running this suite on SQLite and on PostgreSQL side by side (CEP_CMS_COMPILED): neither then rewrites dist/
 * while the other's suites read it.
 */
export default async function globalSetup(): Promise<void> {
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  if (process.env.CEP_CMS_COMPILED !== 'true') {
    pruneCmsDist(appDir);
    await compileStrapi({ appDir });
  }
  await buildTemplate();
}
