/**
 * `npm run bench` (search): 50,000 generated offers in the in-process engine — time to index, RSS, and
 * search p50/p95 for a two-word query with three filters and the /offres facets. Prints; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { MemoryEngine, offersIndex, toOfferDocument } from '../dist/index.js';
import { generateOffers, percentile } from './generate-offers.mjs';

const COUNT = Number(process.env.BENCH_OFFERS ?? 50_000);
const RUNS = 300;
const FACETS = ['contract', 'departments', 'regions', 'domains', 'experience', 'studyLevel', 'harvest', 'homeOffice'];

const rssBefore = process.memoryUsage().rss;
const docs = generateOffers(COUNT).map((offer) => toOfferDocument(offer));
const engine = new MemoryEngine(offersIndex);
let start = performance.now();
await engine.upsert(docs);
const indexMs = performance.now() - start;
global.gc?.();
const rssMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;

const queries = ['vendangeur taille', 'caviste dégustation', 'maitre chai', 'oenologue export', 'ouvrier palissage'];
const filters = [
  { field: 'expiresAt', op: 'range', gt: Date.now() },
  { field: 'contract', op: 'in', values: ['cdd', 'cdi'] },
  { field: 'departments', op: 'in', values: ['33', '21'] },
];
const times = [];
let hits = 0;
for (let i = 0; i < RUNS; i += 1) {
  start = performance.now();
  const result = await engine.search({ q: queries[i % queries.length], filters, facets: FACETS, page: 1, hitsPerPage: 20 });
  times.push(performance.now() - start);
  hits += result.total;
}
times.sort((a, b) => a - b);

const fmt = (ms) => `${ms.toFixed(1)} ms`;
console.log(`search bench — ${COUNT.toLocaleString('fr-FR')} offers, in-process engine`);
console.log(`  index time     ${fmt(indexMs)} (${Math.round(COUNT / (indexMs / 1000)).toLocaleString('fr-FR')} offers/s)`);
console.log(`  RSS added      ${rssMb.toFixed(0)} MB (process RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB)`);
console.log(
  `  search (${RUNS} runs, 2 words, 3 filters, ${FACETS.length} facets): p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, max ${fmt(times.at(-1))}`,
);
console.log(`  mean hits per query ${Math.round(hits / RUNS)}; target p95 ≤ 20 ms`);
