/**
 * `npm run bench` (search, issue #13): 50,000 generated CVs in the in-process engine — time to index, RSS, and
 * the CV library's search p50/p95 for two words, three filters (one of them a zone: a department or around a
 * commune) and the library's facets. Prints; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { cvsIndex, MemoryEngine, toCvDocument } from '../dist/index.js';
import { percentile, random } from './generate-offers.mjs';

const COUNT = Number(process.env.BENCH_CVS ?? 50_000);
const RUNS = 500;
const FACETS = ['contracts', 'domains', 'experience', 'studyLevel', 'languages', 'licence', 'regions'];
const TITLES = [
  'Caviste conseil',
  'Maître de chai',
  'Ouvrier viticole',
  'Tractoriste vigne',
  'Vendangeur saisonnier',
  'Œnologue',
  'Sommelier',
  'Commercial vins export',
  'Chef de culture',
  'Responsable œnotourisme',
  'Tailleur de vigne',
  'Agent de chai',
];
const DIPLOMAS = ['BTS Viticulture-Œnologie', 'Bac pro vigne et vin', 'DNO', 'CAP vigne et vin', 'Licence commerce des vins'];
const PLACES = [
  { dep: '33', reg: '75', label: 'Gironde (33)', lat: 44.9, lng: -0.4 },
  { dep: '21', reg: '27', label: 'Côte-d’Or (21)', lat: 47.1, lng: 4.8 },
  { dep: '51', reg: '44', label: 'Marne (51)', lat: 49.1, lng: 4.0 },
  { dep: '84', reg: '93', label: 'Vaucluse (84)', lat: 44.1, lng: 4.9 },
  { dep: '68', reg: '44', label: 'Haut-Rhin (68)', lat: 48.1, lng: 7.3 },
  { dep: '49', reg: '52', label: 'Maine-et-Loire (49)', lat: 47.3, lng: -0.1 },
  { dep: '34', reg: '76', label: 'Hérault (34)', lat: 43.4, lng: 3.2 },
  { dep: '16', reg: '75', label: 'Charente (16)', lat: 45.7, lng: -0.3 },
  { dep: '69', reg: '84', label: 'Rhône (69)', lat: 46.0, lng: 4.7 },
  { dep: '37', reg: '24', label: 'Indre-et-Loire (37)', lat: 47.3, lng: 0.7 },
];

function generateCvs(count, seed = 7) {
  const rand = random(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const some = (n, max) => [...new Set(Array.from({ length: n }, () => 1 + Math.floor(rand() * max)))];
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const places = rand() < 0.1 ? [] : Array.from({ length: 1 + Math.floor(rand() * 2) }, () => pick(PLACES));
    const from = 2005 + Math.floor(rand() * 18);
    return {
      documentId: `cv${i}`,
      visible: true,
      visibleDepuis: new Date(now - rand() * 365 * 86_400_000).toISOString(),
      updatedAt: new Date(now - rand() * 90 * 86_400_000).toISOString(),
      cvTitre: pick(TITLES),
      cvAnneesExperience: Math.floor(rand() * 25),
      cvExperience: 1 + Math.floor(rand() * 5),
      cvNiveauEtude: 1 + Math.floor(rand() * 6),
      cvRemuneration: 20000 + Math.floor(rand() * 25000),
      cvContratSouhaite: some(1 + Math.floor(rand() * 2), 6),
      cvDomaines: some(1 + Math.floor(rand() * 2), 12),
      cvPermis: rand() < 0.7,
      zones: {
        departments: places.map((p) => p.dep),
        regions: places.map((p) => p.reg),
        labels: places.map((p) => p.label),
        point: places[0] && rand() < 0.5 ? { lat: places[0].lat + (rand() - 0.5), lng: places[0].lng + (rand() - 0.5) } : null,
      },
      entries: [
        ...Array.from({ length: Math.floor(rand() * 5) }, () => ({
          kind: 'experience',
          titre: pick(TITLES),
          periode: `${from} – ${from + 3}`,
        })),
        ...Array.from({ length: Math.floor(rand() * 3) }, () => ({ kind: 'diplome', titre: pick(DIPLOMAS), periode: String(from - 2) })),
      ],
      langues: some(Math.floor(rand() * 3), 9),
    };
  });
}

const rssBefore = process.memoryUsage().rss;
const docs = generateCvs(COUNT).map(toCvDocument);
const engine = new MemoryEngine(cvsIndex);
let start = performance.now();
await engine.upsert(docs);
const indexMs = performance.now() - start;
global.gc?.();
const rssMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;

const queries = ['caviste conseil', 'maitre chai', 'ouvrier viticole', 'maitre chais', 'oenologue bts'];
const zones = [
  { op: 'any', filters: [{ field: 'departments', op: 'in', values: ['33'] }] },
  {
    op: 'any',
    filters: [
      { op: 'geoRadius', lat: 47.02, lng: 4.84, km: 30 },
      { field: 'mobileFrance', op: 'eq', value: true },
    ],
  },
];
const times = [];
let hits = 0;
for (let i = -50; i < RUNS; i += 1) {
  const filters = [
    { field: 'contracts', op: 'in', values: i % 2 ? ['cdi'] : ['cdd', 'cdi'] },
    { field: 'studyLevel', op: 'in', values: ['3', '4', '5'] },
    zones[Math.abs(i) % zones.length],
  ];
  start = performance.now();
  const result = await engine.search({ q: queries[Math.abs(i) % queries.length], filters, facets: FACETS, page: 1, hitsPerPage: 20 });
  // The first 50 warm the engine up and are not counted.
  if (i >= 0) {
    times.push(performance.now() - start);
    hits += result.total;
  }
}
times.sort((a, b) => a - b);

const fmt = (ms) => `${ms.toFixed(1)} ms`;
console.log(`CV library search bench — ${COUNT.toLocaleString('fr-FR')} CVs, in-process engine`);
console.log(`  index time     ${fmt(indexMs)} (${Math.round(COUNT / (indexMs / 1000)).toLocaleString('fr-FR')} CVs/s)`);
console.log(`  RSS added      ${rssMb.toFixed(0)} MB (process RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB)`);
console.log(
  `  search (${RUNS} runs, 2 words, 3 filters incl. a zone, ${FACETS.length} facets): p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, p99 ${fmt(percentile(times, 99))}`,
);
console.log(`  mean hits per query ${Math.round(hits / RUNS)}; target p95 ≤ 20 ms: ${percentile(times, 95) <= 20 ? 'met' : 'MISSED'}`);
