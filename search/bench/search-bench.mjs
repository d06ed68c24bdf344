/**
 * `npm run bench` (search): 50,000 generated offers in the in-process engine — time to index, RSS, and
 * search p50/p95 for a two-word query with three filters and the /offres facets, then the second query page 1
 * of /offres adds for its « À la une » offers (same words and filters, open window, newest first, 3 hits).
 * Prints; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { MemoryEngine, OFFER_FACETS, offersIndex, toOfferDocument } from '../dist/index.js';
import { generateOffers, percentile } from './generate-offers.mjs';

const COUNT = Number(process.env.BENCH_OFFERS ?? 50_000);
const RUNS = 300;
/** One offer in 200 boosted (250 of 50,000), a generous share for a seven-day booster. */
const BOOSTED_EVERY = 200;

global.gc?.();
const rssBefore = process.memoryUsage().rss;
const heapBefore = process.memoryUsage().heapUsed;
const engine = new MemoryEngine(offersIndex);
let start = 0;
let indexMs = 0;
{
  // In a block: once indexed, the generated offers are the engine's alone, so the RSS below is what it keeps.
  const docs = generateOffers(COUNT).map((offer, i) =>
    toOfferDocument({ ...offer, aLaUneJusquau: i % BOOSTED_EVERY === 0 ? new Date(Date.now() + 3 * 86_400_000).toISOString() : null }),
  );
  start = performance.now();
  await engine.upsert(docs);
  indexMs = performance.now() - start;
}
global.gc?.();
const rssMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
// What the engine keeps, after a full collection: RSS also counts what the collector freed but kept from the system.
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

const queries = ['vendangeur taille', 'caviste dégustation', 'maitre chai', 'oenologue export', 'ouvrier palissage'];
const filters = [
  { field: 'expiresAt', op: 'range', gt: Date.now() },
  { field: 'contract', op: 'in', values: ['cdd', 'cdi'] },
  { field: 'departments', op: 'in', values: ['33', '21'] },
];
const featured = [...filters, { field: 'featuredUntil', op: 'range', gte: Date.now() }];
const times = [];
const featuredTimes = [];
let hits = 0;
let featuredHits = 0;
for (let i = 0; i < RUNS; i += 1) {
  const q = queries[i % queries.length];
  start = performance.now();
  const result = await engine.search({ q, filters, facets: OFFER_FACETS, page: 1, hitsPerPage: 20 });
  times.push(performance.now() - start);
  hits += result.total;
  start = performance.now();
  const top = await engine.search({ q, filters: featured, sort: { field: 'publishedAt', direction: 'desc' }, hitsPerPage: 3 });
  featuredTimes.push(performance.now() - start);
  featuredHits += top.hits.length;
}
times.sort((a, b) => a - b);
featuredTimes.sort((a, b) => a - b);

const fmt = (ms) => `${ms.toFixed(1)} ms`;
console.log(`search bench — ${COUNT.toLocaleString('fr-FR')} offers, in-process engine`);
console.log(`  index time     ${fmt(indexMs)} (${Math.round(COUNT / (indexMs / 1000)).toLocaleString('fr-FR')} offers/s)`);
console.log(
  `  heap kept      ${heapMb.toFixed(0)} MB; RSS added ${rssMb.toFixed(0)} MB (process RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB)`,
);
console.log(
  `  search (${RUNS} runs, 2 words, 3 filters, ${OFFER_FACETS.length} facets): p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, max ${fmt(times.at(-1))}`,
);
console.log(`  mean hits per query ${Math.round(hits / RUNS)}; target p95 ≤ 20 ms`);
console.log(
  `  « À la une » query (1 offer in ${BOOSTED_EVERY} boosted, 3 hits, no facets): p50 ${fmt(percentile(featuredTimes, 50))}, p95 ${fmt(percentile(featuredTimes, 95))}, max ${fmt(featuredTimes.at(-1))}; mean featured ${(featuredHits / RUNS).toFixed(1)}`,
);
