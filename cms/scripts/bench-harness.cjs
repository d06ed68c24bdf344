/**
 * What the cms benchmarks share: a real Strapi (production mode) on a temporary SQLite file, served on a
 * local port, and autocannon runs that record each response's time (autocannon's own summary has no p95).
 */
const { mkdtempSync, rmSync } = require('node:fs');
const { randomBytes } = require('node:crypto');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { execFile } = require('node:child_process');
const { compileStrapi, createStrapi } = require('@strapi/strapi');

const appDir = path.resolve(__dirname, '..');

/**
 * With DATABASE_CLIENT=postgres (and DATABASE_HOST, _PORT, _USERNAME, _PASSWORD as for the cms), the
 * benchmark runs on a throwaway database of that server, dropped afterwards; otherwise on a temporary SQLite file.
 */
async function benchDatabase(dir) {
  if (process.env.DATABASE_CLIENT !== 'postgres') {
    return { env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'bench.db') }, drop: async () => {} };
  }
  const { Client } = require('pg');
  const server = {
    host: process.env.DATABASE_HOST ?? '127.0.0.1',
    port: Number(process.env.DATABASE_PORT ?? 5432),
    user: process.env.DATABASE_USERNAME ?? 'cep',
    password: process.env.DATABASE_PASSWORD ?? '',
    database: 'postgres',
  };
  const name = `cep_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const client = new Client(server);
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  return { env: { DATABASE_CLIENT: 'postgres', DATABASE_NAME: name }, drop: () => admin(`DROP DATABASE ${name}`) };
}

/** Boots the cms, calls `run(strapi, url)`, then stops it and removes its files (and its database). */
async function withBenchStrapi(port, run) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cep-bench-'));
  const database = await benchDatabase(dir);
  const secret = () => randomBytes(24).toString('base64');
  Object.assign(process.env, {
    NODE_ENV: 'production',
    PORT: String(port),
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_LOG_LEVEL: 'error',
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    JWT_SECRET: secret(),
    ...database.env,
    OUTBOX_DIR: path.join(dir, 'outbox'),
    PRIVATE_FILES_DIR: path.join(dir, 'private-files'),
    ADMIN_CREDENTIALS_FILE: path.join(dir, 'admin-credentials.txt'),
    CEP_SEED_DEMO: 'false',
    MEILI_HOST: '',
  });
  try {
    await compileStrapi({ appDir });
    const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
    try {
      strapi.server.mount();
      await new Promise((resolve) => strapi.server.httpServer.listen(port, '127.0.0.1', resolve));
      await run(strapi, `http://127.0.0.1:${port}`);
    } finally {
      await strapi.destroy();
    }
  } finally {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Nearest-rank percentile of sorted numbers. */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * autocannon for `duration` seconds, from another process (bench-load.cjs: a load generator in the server's
 * process would steal its event loop); prints p50/p95/p99, throughput and errors against the target.
 */
async function measure({ url, requests, connections = 10, duration = 15, title, target }) {
  // Compiling the cms and seeding in this process leave about 2 GB of garbage in the old generation, which
  // `npm start`'s server never holds: young collections then took 15–25 ms each, inside the measured latencies.
  // Collected first when the process runs with --expose-gc (as `npm run bench` starts it).
  global.gc?.();
  const output = await new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [path.join(__dirname, 'bench-load.cjs'), JSON.stringify({ url, requests, connections, duration })],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    ),
  );
  const result = JSON.parse(output);
  const latencies = result.latencies.sort((a, b) => a - b);
  const at = (p) => percentile(latencies, p);
  console.log(`${title} — ${connections} connections, ${duration} s`);
  console.log(
    `  latency p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`,
  );
  console.log(`  ${Math.round(result.average)} req/s, ${result.total} requests`);
  console.log(`  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; target ${target}, 0 errors`);
  return { p95: at(95), result };
}

/** Runs a benchmark's main and exits with its outcome. */
function main(run) {
  run().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

module.exports = { withBenchStrapi, measure, percentile, main };
