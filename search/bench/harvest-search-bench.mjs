/**
 * `npm run bench` (search), issue #40: 5,000 harvest offers among 50,000 in the in-process engine, and /offres with
 * the harvest filters a picker ticks — housed, fed, free for a fortnight of September, within 50 km of Bordeaux —
 * with the page's facets (OFFER_FACETS), then with the « À la une » query page 1 adds (the other-choices queries of
 * cms/src/search/other-choices.ts are not needed for yes/no filters). Prints p50/p95; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { MemoryEngine, OFFER_FACETS, offersIndex, toOfferDocument } from '../dist/index.js';
import { generateOffers, percentile } from './generate-offers.mjs';

const COUNT = Number(process.env.BENCH_OFFERS ?? 50_000);
const RUNS = 300;

const engine = new MemoryEngine(offersIndex);
const docs = generateOffers(COUNT, 42, 0.1).map((offer) => toOfferDocument(offer));
await engine.upsert(docs);
const harvestCount = docs.filter((doc) => doc.harvest).length;

const year = new Date().getUTCFullYear() + 1;
const day = (d) => Date.UTC(year, 8, d);
const times = [];
const pageTimes = [];
let hits = 0;
for (let i = 0; i < RUNS; i += 1) {
  // Each run a different fortnight, so no two queries are the same.
  const from = 1 + (i % 15);
  const filters = [
    { field: 'expiresAt', op: 'range', gt: Date.now() },
    { field: 'harvest', op: 'eq', value: true },
    { field: 'housing', op: 'eq', value: true },
    { field: 'meals', op: 'eq', value: true },
    { field: 'harvestTo', op: 'range', gte: day(from) },
    { field: 'harvestFrom', op: 'range', lte: day(from + 14) },
    { op: 'geoRadius', lat: 44.84, lng: -0.58, km: 50 },
  ];
  const start = performance.now();
  const result = await engine.search({
    filters,
    facets: OFFER_FACETS,
    sort: { field: 'harvestFrom', direction: 'asc' },
    page: 1,
    hitsPerPage: 20,
  });
  times.push(performance.now() - start);
  hits += result.total;
  // Page 1 also asks for its « À la une » offers (cms/src/api/search/services/search.ts): the page's two queries.
  await engine.search({
    filters: [...filters, { field: 'featuredUntil', op: 'range', gte: Date.now() }],
    sort: { field: 'publishedAt', direction: 'desc' },
    hitsPerPage: 3,
  });
  pageTimes.push(performance.now() - start);
}
times.sort((a, b) => a - b);
pageTimes.sort((a, b) => a - b);
const fmt = (ms) => `${ms.toFixed(1)} ms`;
console.log(
  `harvest search bench — ${harvestCount.toLocaleString('fr-FR')} harvest offers among ${COUNT.toLocaleString('fr-FR')}, in-process engine`,
);
console.log(
  `  /offres harvest filters (housing + meals + window + 50 km, ${OFFER_FACETS.length} facets, soonest first; ${RUNS} runs): p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, max ${fmt(times.at(-1))}`,
);
console.log(
  `  the page's queries (the same and its « À la une » query; yes/no filters need no other-choices query): p50 ${fmt(percentile(pageTimes, 50))}, p95 ${fmt(percentile(pageTimes, 95))}`,
);
console.log(`  mean hits per query ${Math.round(hits / RUNS)}; target p95 ≤ 20 ms`);
