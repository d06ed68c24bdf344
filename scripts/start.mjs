// `npm start`: builds what is stale, starts the cms (with demo data on an empty database), the site and
// the backoffice, prints where they are, and stops them all on Ctrl-C.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCmsEnv, readCmsEnv } from './ensure-env.mjs';
import { buildStale, log } from './build-stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);

const ports = {
  cms: Number(process.env.CMS_PORT ?? 1337),
  site: Number(process.env.SITE_PORT ?? 3000),
  backoffice: Number(process.env.BACKOFFICE_PORT ?? 3001),
};
const cmsUrl = `http://localhost:${ports.cms}`;
const siteUrl = `http://localhost:${ports.site}`;
const backofficeUrl = `http://localhost:${ports.backoffice}`;

const baseEnv = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', NEXT_TELEMETRY_DISABLED: '1' };

const children = [];

function start(name, command, args, cwd, env) {
  // Own process group, so Ctrl-C stops each app and whatever it spawned.
  const child = spawn(command, args, { cwd, env: { ...baseEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = `\x1b[36m[${name}]\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[cep] ${name} s'est arrêté (${signal ?? code}) : arrêt de Cep.`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, name, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} ne répond pas sur ${url}`);
}

/** Where the cms keeps the technical admin's generated password (cms/src/bootstrap/admin.ts decides the same way). */
function adminCredentialsPath() {
  const setting = (name) => process.env[name] || readCmsEnv(name);
  const cms = at('cms');
  if (setting('ADMIN_CREDENTIALS_FILE')) return path.relative(root, path.resolve(cms, setting('ADMIN_CREDENTIALS_FILE')));
  const database =
    (setting('DATABASE_CLIENT') || 'sqlite') === 'sqlite' ? path.resolve(cms, setting('DATABASE_FILENAME') || '.tmp/data.db') : '';
  const file =
    database && database !== path.resolve(cms, '.tmp', 'data.db')
      ? path.join(path.dirname(database), `${path.basename(database, path.extname(database))}-admin-credentials.txt`)
      : path.join(cms, '.tmp', 'admin-credentials.txt');
  return path.relative(root, file);
}

function printWelcome() {
  const demo = JSON.parse(readFileSync(at('cms', 'src', 'seed', 'demo-accounts.json'), 'utf8'));
  console.log(`
  \x1b[1mCep est prêt.\x1b[0m
    Site          ${siteUrl}
    Backoffice    ${backofficeUrl}   (modération, édition)
    API (cms)     ${cmsUrl}/api
    Admin Strapi  ${cmsUrl}/admin    (administrateur technique : identifiants dans ${adminCredentialsPath()})

  Comptes de démonstration (mot de passe : ${demo.password}) :
${demo.accounts.map(({ role, email }) => `    ${role.padEnd(12)} ${email}`).join('\n')}

  E-mails envoyés : ${process.env.OUTBOX_DIR ?? 'var/outbox'}/ (et dans le backoffice).   Ctrl-C arrête tout.
`);
}

if (ensureCmsEnv()) log('cms/.env créé avec des secrets de développement (jamais commité).');
if (process.env.CEP_FRESH_DB === 'true' && process.env.DATABASE_FILENAME)
  rmSync(path.resolve(at('cms'), process.env.DATABASE_FILENAME), { force: true });
buildStale(cmsUrl);
// The site's kept copies of public cms reads belong to the last run: the cms may have been reset or seeded since,
// while the site was not listening to be told (site/lib/cms/client.ts, cmsGetCached).
rmSync(at('site', '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
// The site's server names each visitor to the cms with this secret (login, reset and sign-up throttles count
// visitors one by one). A cms/.env written before it existed has none: one for this run, then.
const proxySecret = process.env.SITE_PROXY_SECRET || readCmsEnv('SITE_PROXY_SECRET') || randomBytes(24).toString('base64url');

start('cms', 'npx', ['strapi', 'start'], at('cms'), {
  // Loopback on a developer's machine, whatever an older cms/.env says.
  HOST: process.env.HOST ?? '127.0.0.1',
  PORT: String(ports.cms),
  CEP_SEED_DEMO: process.env.CEP_SEED_DEMO ?? 'true',
  // The backoffice and the site opened at 127.0.0.1 rather than localhost are the same machine: both are allowed.
  CORS_ORIGINS: [siteUrl, backofficeUrl].flatMap((url) => [url, url.replace('//localhost:', '//127.0.0.1:')]).join(','),
  SITE_URL: siteUrl,
  // Where the cms tells the site which public pages changed (cms/src/site-cache/revalidation.ts).
  SITE_INTERNAL_URL: siteUrl,
  SITE_PROXY_SECRET: proxySecret,
  // A larger young generation: a third less CPU per API request (docs/performance.md, application list).
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' '),
});
start('site', 'npx', ['next', 'start', '--port', String(ports.site)], at('site'), {
  CMS_URL: `http://127.0.0.1:${ports.cms}`,
  NEXT_PUBLIC_SITE_URL: siteUrl,
  SITE_PROXY_SECRET: proxySecret,
  // Appends the socket's address to X-Forwarded-For, as a proxy would (site/runtime/forwarded-for.cjs), answers public
  // pages for visitors without a session from memory (site/runtime/page-cache.cjs), and, outermost, gives each request
  // an id and answers a page that failed because the cms could not answer a 503 (site/runtime/request-context.cjs).
  NODE_OPTIONS: [
    process.env.NODE_OPTIONS,
    ...['forwarded-for.cjs', 'page-cache.cjs', 'request-context.cjs'].map(
      (file) => `--require ${JSON.stringify(at('site', 'runtime', file))}`,
    ),
  ]
    .filter(Boolean)
    .join(' '),
});
// VITE_CMS_URL: the preview's CSP allows the browser to call this cms (backoffice/security-headers.ts).
start('backoffice', 'npx', ['vite', 'preview', '--port', String(ports.backoffice), '--strictPort'], at('backoffice'), {
  VITE_CMS_URL: cmsUrl,
});

try {
  await waitFor(`${cmsUrl}/_health`, 'cms');
  await Promise.all([waitFor(siteUrl, 'site'), waitFor(backofficeUrl, 'backoffice')]);
  printWelcome();
} catch (error) {
  console.error(`[cep] ${error.message}`);
  stop(1);
}
