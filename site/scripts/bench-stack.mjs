/**
 * What the site's benchmarks share: the whole stack started the way `npm start` does (fresh demo database), on
 * the e2e ports (do not run a benchmark beside the e2e suite).
 */
import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SITE = 'http://localhost:3100';
export const CMS = 'http://127.0.0.1:1339';

/** @param {Record<string, string>} [env] what a benchmark sets beyond the demo stack's defaults */
export function startStack(env = {}) {
  const child = spawn('node', ['../scripts/start.mjs'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      ...env,
      CMS_PORT: '1339',
      SITE_PORT: '3100',
      BACKOFFICE_PORT: '3101',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: '.tmp/bench.db',
      CEP_FRESH_DB: 'true',
      CEP_SEED_DEMO: 'true',
      MEILI_HOST: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Cep est prêt')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`start.mjs exited with ${code}`)));
  });
}

export function stopStack(stack) {
  process.kill(stack.pid, 'SIGTERM');
}

const LOAD = fileURLToPath(new URL('../../cms/scripts/bench-load.cjs', import.meta.url));

/** autocannon from its own process (cms/scripts/bench-load.cjs) on the site: `requests` for 10 s, every response time kept. */
export function load(requests, connections = 10, duration = 10) {
  const options = { url: SITE, requests, connections, duration };
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [LOAD, JSON.stringify(options)], { maxBuffer: 256 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    ),
  );
}

/** The p-th percentile of sorted response times. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** A cms call that must succeed, as `jwt` (or anonymously with null): its JSON answer. */
export async function cms(jwt, method, route, body) {
  const answer = await fetch(`${CMS}/api${route}`, {
    method,
    headers: { ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!answer.ok) throw new Error(`${method} ${route} → ${answer.status}: ${await answer.text()}`);
  return answer.json();
}
