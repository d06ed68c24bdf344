/**
 * What the site's benchmarks share: the whole stack started the way `npm start` does (fresh demo database), on
 * the e2e ports (do not run a benchmark beside the e2e suite).
 */
import { spawn } from 'node:child_process';

export const SITE = 'http://localhost:3100';
export const CMS = 'http://127.0.0.1:1339';

export function startStack() {
  const child = spawn('node', ['../scripts/start.mjs'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
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
