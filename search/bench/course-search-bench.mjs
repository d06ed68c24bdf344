/**
 * `npm run bench` (search, issue #14 item 5): 20,000 generated courses in the in-process engine — time to
 * index, RSS, and /formations' search p50/p95 for one or two words (one misspelt), two filters, sometimes a
 * radius around a commune, and the page's seven facets. Prints; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { coursesIndex, MemoryEngine, toCourseDocument } from '../dist/index.js';
import { percentile, random } from './generate-offers.mjs';

const COUNT = Number(process.env.BENCH_COURSES ?? 20_000);
const RUNS = 500;
const FACETS = ['type', 'level', 'domain', 'regions', 'departments', 'modalities', 'fundings'];
const TITLES = [
  'BTS Viticulture-Œnologie',
  'Bac pro Conduite et gestion de l’entreprise vitivinicole',
  'CAPa Métiers de l’agriculture vigne',
  'Licence pro commerce des vins',
  'Initiation à la dégustation',
  'Taille de la vigne',
  'Conduite du tracteur enjambeur',
  'Sommellerie',
  'Œnotourisme et accueil au caveau',
  'Diplôme national d’œnologue',
  'Certificat de spécialisation tracteurs et machines',
  'Gestion d’une exploitation viticole',
];
const PLACES = [
  { nom: 'Blanquefort', codePostal: '33290', departement: '33', lat: 44.91, lng: -0.63 },
  { nom: 'Beaune', codePostal: '21200', departement: '21', lat: 47.02, lng: 4.84 },
  { nom: 'Avize', codePostal: '51190', departement: '51', lat: 48.97, lng: 4.01 },
  { nom: 'Orange', codePostal: '84100', departement: '84', lat: 44.14, lng: 4.81 },
  { nom: 'Rouffach', codePostal: '68250', departement: '68', lat: 47.96, lng: 7.3 },
  { nom: 'Montreuil-Bellay', codePostal: '49260', departement: '49', lat: 47.13, lng: -0.15 },
  { nom: 'Montpellier', codePostal: '34000', departement: '34', lat: 43.61, lng: 3.87 },
  { nom: 'Cognac', codePostal: '16100', departement: '16', lat: 45.69, lng: -0.33 },
];
const TYPES = ['diplomante', 'certifiante', 'courte', 'continue'];
const MODALITIES = ['presentiel', 'distanciel', 'alternance', 'mixte'];
const FUNDINGS = ['cpf', 'opco', 'france-travail', 'region', 'personnel', 'autre'];

function generateCourses(count, seed = 11) {
  const rand = random(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const some = (list, n) => [...new Set(Array.from({ length: n }, () => pick(list)))];
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const place = pick(PLACES);
    return {
      documentId: `course${i}`,
      titre: pick(TITLES),
      etat: 'publiee',
      type: pick(TYPES),
      niveau: 1 + Math.floor(rand() * 6),
      domaine: 1 + Math.floor(rand() * 12),
      tarif: Math.floor(rand() * 6000),
      objectif: `${pick(TITLES)} : former aux métiers de la vigne et du vin, en ${pick(MODALITIES)}.`,
      modalites: some(MODALITIES, 1 + Math.floor(rand() * 2)),
      departements: [place.departement],
      financements: some(FUNDINGS, 1 + Math.floor(rand() * 3)),
      datePublication: new Date(now - rand() * 365 * 86_400_000).toISOString(),
      commune: {
        nom: place.nom,
        codePostal: place.codePostal,
        departement: place.departement,
        point: { lat: place.lat + (rand() - 0.5) / 5, lng: place.lng + (rand() - 0.5) / 5 },
      },
      school: { documentId: `school${i % 300}`, ecoleNom: `Lycée viticole ${i % 300}` },
      sessions: Array.from({ length: Math.floor(rand() * 3) }, () => ({
        dateDeb: new Date(now + (rand() - 0.3) * 365 * 86_400_000).toISOString().slice(0, 10),
      })),
    };
  });
}

const rssBefore = process.memoryUsage().rss;
const docs = generateCourses(COUNT).map(toCourseDocument);
const engine = new MemoryEngine(coursesIndex);
let start = performance.now();
await engine.upsert(docs);
const indexMs = performance.now() - start;
global.gc?.();
const rssMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;

const queries = ['viticulture', 'bts viticultre', 'degustation', 'taille vigne', 'oenologue', 'sommellerie alternance'];
const extra = [
  { field: 'regions', op: 'in', values: ['75'] },
  { op: 'geoRadius', lat: 47.02, lng: 4.84, km: 50 },
  { field: 'lastSessionStart', op: 'range', gte: Date.now() },
];
const times = [];
let hits = 0;
for (let i = -50; i < RUNS; i += 1) {
  const filters = [
    { field: 'modalities', op: 'in', values: i % 2 ? ['alternance'] : ['presentiel', 'mixte'] },
    extra[Math.abs(i) % extra.length],
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
console.log(`Course search bench — ${COUNT.toLocaleString('fr-FR')} courses, in-process engine`);
console.log(`  index time     ${fmt(indexMs)} (${Math.round(COUNT / (indexMs / 1000)).toLocaleString('fr-FR')} courses/s)`);
console.log(`  RSS added      ${rssMb.toFixed(0)} MB (process RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB)`);
console.log(
  `  search (${RUNS} runs, 1–2 words, 2 filters incl. a region, a radius or a session to come, ${FACETS.length} facets): p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, p99 ${fmt(percentile(times, 99))}`,
);
console.log(`  mean hits per query ${Math.round(hits / RUNS)}; target p95 ≤ 20 ms: ${percentile(times, 95) <= 20 ? 'met' : 'MISSED'}`);
