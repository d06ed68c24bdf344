// Builds what is stale for a stack whose cms answers at `cmsUrl`: the shared packages, the cms, the site and the
// backoffice. `npm start` calls it before starting the apps; `npm test` before running the cms and e2e suites side
// by side, so neither compiles the cms under the other. Run alone: `node scripts/build-stale.mjs` (CMS_PORT as for
// `npm start`).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCmsEnv } from './ensure-env.mjs';
import { isStale } from './stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { pruneCmsDist } = createRequire(import.meta.url)('../cms/scripts/prune-dist.cjs');
const at = (...parts) => path.join(root, ...parts);
const baseEnv = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', NEXT_TELEMETRY_DISABLED: '1' };

export function log(message) {
  console.log(`\x1b[35m[cep]\x1b[0m ${message}`);
}

function run(label, command, args, cwd, env = baseEnv) {
  log(`${label}…`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[cep] ${label} a échoué (code ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  log(`${label} : ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Does this cms serve Strapi's admin panel? (cms/config/admin.ts: on unless SERVE_ADMIN_PANEL=false, as in production.) */
function servesAdminPanel() {
  const setting = process.env.SERVE_ADMIN_PANEL ?? (existsSync(at('cms', '.env')) ? readCmsEnv('SERVE_ADMIN_PANEL') : '');
  return setting !== 'false';
}

function buildCms() {
  for (const gone of pruneCmsDist(at('cms'))) log(`dist: ${path.relative(root, gone)} removed (its source is gone)`);
  const sources = [at('cms', 'src'), at('cms', 'config'), at('domain', 'dist'), at('search', 'dist')];
  // Strapi compiles TypeScript to dist/ and the admin panel to dist/build; a cms that serves no panel (production,
  // the e2e stack) needs only the first, which takes a third of the time.
  if (servesAdminPanel()) {
    if (isStale(at('cms', 'dist', 'build', 'index.html'), sources)) run('build cms (strapi build)', 'npx', ['strapi', 'build'], at('cms'));
  } else if (isStale(at('cms', 'dist', 'src', 'index.js'), sources)) {
    const compile =
      "require('@strapi/strapi').compileStrapi({ appDir: process.cwd() }).catch((e) => { console.error(e); process.exit(1); })";
    run('build cms (strapi: TypeScript, sans panneau)', 'node', ['-e', compile], at('cms'));
  }
}

export function buildStale(cmsUrl) {
  for (const pkg of ['domain', 'search']) {
    if (isStale(at(pkg, 'dist', 'index.cjs'), [at(pkg, 'src'), at(pkg, 'package.json')])) {
      run(`build ${pkg}`, 'npm', ['run', 'build'], at(pkg));
    }
  }
  buildCms();
  if (
    isStale(at('site', '.next', 'BUILD_ID'), [
      at('site', 'app'),
      at('site', 'components'),
      at('site', 'lib'),
      at('site', 'proxy.ts'),
      at('site', 'next.config.ts'),
      at('site', 'scripts', 'compile-hints.mjs'),
      at('domain', 'dist'),
    ])
  ) {
    run('build site (next build, compile hints)', 'npm', ['run', 'build'], at('site'));
  }
  // The backoffice bakes the cms URL in at build time: a different URL means a new build.
  const stamp = at('backoffice', 'dist', '.cms-url');
  const builtFor = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
  if (
    builtFor !== cmsUrl ||
    isStale(at('backoffice', 'dist', 'index.html'), [
      at('backoffice', 'src'),
      at('backoffice', 'vite.config.ts'),
      at('backoffice', 'security-headers.ts'),
      at('domain', 'dist'),
    ])
  ) {
    run('build backoffice (vite build)', 'npx', ['vite', 'build'], at('backoffice'), { ...baseEnv, VITE_CMS_URL: cmsUrl });
    writeFileSync(stamp, cmsUrl);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildStale(`http://localhost:${Number(process.env.CMS_PORT ?? 1337)}`);
}
