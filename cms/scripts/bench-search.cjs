/**
 * `npm run bench` (cms): a real Strapi on a temporary SQLite file with 5,000 generated published offers,
 * then /api/search/offres under 10 connections for 15 s with autocannon. Prints p50/p95/p99 (each
 * response's time, recorded here: autocannon's own summary has no p95), throughput and errors.
 */
const { mkdtempSync, rmSync } = require('node:fs');
const { randomBytes } = require('node:crypto');
const { tmpdir } = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const { compileStrapi, createStrapi } = require('@strapi/strapi');

const OFFERS = 5000;
const PORT = Number(process.env.BENCH_PORT ?? 1398);
const appDir = path.resolve(__dirname, '..');
const QUERIES = [
  'q=vendangeur&contrat=cdd&departement=33',
  'q=caviste%20degustation&region=84',
  'q=oenologue&domaine=10&experience=3',
  'contrat=cdi&departement=21&tri=date',
  'q=maitre%20chai&autour=vil33063&rayon=50',
  'vendanges=1&region=75&page=2',
];

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cep-bench-'));
  const secret = () => randomBytes(24).toString('base64');
  Object.assign(process.env, {
    NODE_ENV: 'production',
    PORT: String(PORT),
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_LOG_LEVEL: 'error',
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    JWT_SECRET: secret(),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(dir, 'bench.db'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    CEP_SEED_DEMO: 'false',
    MEILI_HOST: '',
  });
  await compileStrapi({ appDir });
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  try {
    // The offers generator of the search benchmark: same vocabulary, same seed.
    const { generateOffers, percentile } = await import('../../search/bench/generate-offers.mjs');
    const rows = generateOffers(OFFERS).map(({ company: _company, ...offer }) => ({ ...offer, documentId: undefined }));
    for (let i = 0; i < rows.length; i += 500) await strapi.db.query('api::offer.offer').createMany({ data: rows.slice(i, i + 500) });
    const indexed = await strapi.service('api::search.search').rebuildOffers();
    strapi.server.mount();
    await new Promise((resolve) => strapi.server.httpServer.listen(PORT, '127.0.0.1', resolve));

    const latencies = [];
    const instance = autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: 10,
      duration: 15,
      requests: QUERIES.map((q) => ({ method: 'GET', path: `/api/search/offres?${q}` })),
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    const result = await instance;
    latencies.sort((a, b) => a - b);
    const at = (p) => percentile(latencies, p);
    console.log(`cms search bench — ${indexed} offers indexed, 10 connections, 15 s, ${QUERIES.length} query shapes`);
    console.log(
      `  latency p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`,
    );
    console.log(`  ${Math.round(result.requests.average)} req/s, ${result.requests.total} requests`);
    console.log(`  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; target p95 ≤ 60 ms, 0 errors`);
  } finally {
    await strapi.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
