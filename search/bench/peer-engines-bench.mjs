/**
 * `npm run bench` (search), issue #17 item 8: the same 50,000 offers and the same queries on Cep's engine and on
 * the JavaScript engines a developer would otherwise pick — Orama, MiniSearch, FlexSearch — each doing what it
 * supports of the query, each in its own process so its memory is its own. Prints p50/p95, index time and the
 * heap each keeps, and each figure as a ratio to Cep's engine. Asserts nothing.
 *
 * The query (the /offres search): two words, every word required, typos tolerated; open offers, contract CDD or
 * CDI, department 33 or 21; the eight facets; a page of 20.
 * - Cep: all of it, with the sector's synonyms and Meilisearch's typo budget.
 * - Orama 3.1: filters, facets and typos natively (`where`, `facets`, `tolerance: 1`), no synonyms; every word
 *   required (`threshold: 0`), which Orama applies within one field, so it searches one field joining the title,
 *   text, company and city.
 * - MiniSearch 7.2: words (fuzzy 0.2, prefix, AND across fields) and filters through its `filter` callback; no facets.
 * - FlexSearch 0.8: words (LatinBalance encoder, which folds accents and some spelling variants; no typos) in one
 *   joined field, as its words must all be in one field; its tags take one value per field, so the filters run in
 *   JavaScript afterwards; no facets.
 * Every engine keeps what a result card shows (Cep keeps its documents without their full text), so the heaps
 * compare the same content.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import FlexSearch from 'flexsearch';
import MiniSearch from 'minisearch';
import { MemoryEngine, offersIndex, toOfferDocument } from '../dist/index.js';
import { generateOffers, percentile } from './generate-offers.mjs';

const COUNT = Number(process.env.BENCH_OFFERS ?? 50_000);
const RUNS = 200;
const FACETS = ['contract', 'departments', 'regions', 'domains', 'experience', 'studyLevel', 'harvest', 'homeOffice'];
const QUERIES = ['vendangeur taille', 'caviste dégustation', 'maitre chai', 'oenologue export', 'ouvrier palissage'];
const CONTRACTS = ['cdd', 'cdi'];
const DEPARTMENTS = ['33', '21'];
const ENGINES = ['cep', 'orama', 'minisearch', 'flexsearch'];

/** What a result card needs of an offer: the document without its full text, which only search reads. */
const card = ({ text: _text, ...shown }) => shown;
/** The searched words in one field, for the engines that require every word within a single field. */
const joined = (doc) => [doc.title, doc.text, doc.company ?? '', doc.city].join(' ');

/** The filters as a JavaScript test, for the engines without them (MiniSearch's callback, FlexSearch afterwards). */
const keep = (now) => (doc) =>
  doc.expiresAt > now && CONTRACTS.includes(doc.contract) && doc.departments.some((d) => DEPARTMENTS.includes(d));

/** Each engine: build its index from the documents, and answer one query (the number of matching offers). */
const builders = {
  async cep(docs) {
    const engine = new MemoryEngine(offersIndex);
    await engine.upsert(docs);
    const filters = [
      { field: 'expiresAt', op: 'range', gt: Date.now() },
      { field: 'contract', op: 'in', values: CONTRACTS },
      { field: 'departments', op: 'in', values: DEPARTMENTS },
    ];
    return async (q) => (await engine.search({ q, filters, facets: FACETS, page: 1, hitsPerPage: 20 })).total;
  },

  async orama(docs) {
    const db = create({
      schema: {
        words: 'string',
        contract: 'enum',
        departments: 'enum[]',
        regions: 'enum[]',
        domains: 'enum[]',
        experience: 'enum',
        studyLevel: 'enum',
        harvest: 'boolean',
        homeOffice: 'boolean',
        expiresAt: 'number',
      },
    });
    await insertMultiple(
      db,
      docs.map((doc) => ({ ...card(doc), words: joined(doc) })),
      1000,
    );
    const facets = Object.fromEntries(FACETS.map((field) => [field, {}]));
    return async (q) => {
      const result = await oramaSearch(db, {
        term: q,
        properties: ['words'],
        tolerance: 1,
        threshold: 0,
        where: { expiresAt: { gt: Date.now() }, contract: { in: CONTRACTS }, departments: { containsAny: DEPARTMENTS } },
        facets,
        limit: 20,
      });
      return result.count;
    };
  },

  async minisearch(docs) {
    const index = new MiniSearch({
      fields: ['title', 'text', 'company', 'city'],
      storeFields: Object.keys(card(docs[0])),
      processTerm: (term) => term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
      searchOptions: { fuzzy: 0.2, prefix: true, combineWith: 'AND', boost: { title: 2 } },
    });
    index.addAll(docs);
    return async (q) => {
      const matches = index.search(q, { filter: keep(Date.now()) });
      return matches.length;
    };
  },

  async flexsearch(docs) {
    const index = new FlexSearch.Document({
      document: { id: 'id', index: ['words'] },
      encoder: FlexSearch.Charset.LatinBalance,
      tokenize: 'forward',
    });
    const cards = new Map();
    for (const doc of docs) {
      index.add({ id: doc.id, words: joined(doc) });
      cards.set(doc.id, card(doc));
    }
    return async (q) => {
      const test = keep(Date.now());
      const ids = new Set(index.search(q, { limit: COUNT, merge: true }).map((hit) => hit.id));
      const matches = [...ids].filter((id) => test(cards.get(id)));
      return matches.length;
    };
  },
};

/** One engine in this process: index, collect, measure the heap it keeps, then time the queries. */
async function measure(name) {
  global.gc();
  const heapBefore = process.memoryUsage().heapUsed;
  let query;
  let indexMs;
  {
    // The offers are generated as Cep's pipeline makes them, then let go: the heap below is what the engine keeps.
    const docs = generateOffers(COUNT).map((offer) => toOfferDocument(offer));
    const start = performance.now();
    query = await builders[name](docs);
    indexMs = performance.now() - start;
  }
  global.gc();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  const times = [];
  let matched = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    matched += await query(QUERIES[i % QUERIES.length]);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, indexMs, heapMb, p50: percentile(times, 50), p95: percentile(times, 95), matched: Math.round(matched / RUNS) };
}

const engine = process.argv[2];
if (engine) {
  console.log(JSON.stringify(await measure(engine)));
} else {
  const script = fileURLToPath(import.meta.url);
  const rows = ENGINES.map((name) =>
    JSON.parse(execFileSync(process.execPath, ['--expose-gc', script, name], { encoding: 'utf8' }).trim().split('\n').at(-1)),
  );
  const cep = rows[0];
  const ratio = (value, base) => `${(value / base).toFixed(1)}×`;
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);
  console.log(`peer engines — ${COUNT.toLocaleString('fr-FR')} offers, ${RUNS} searches each (2 words, 3 filters; facets where supported)`);
  console.log('  engine          p50        p95     index      heap kept   matches   vs Cep: p50 / p95 / index / heap');
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(11)} ${ms(row.p50)} ${ms(row.p95)} ${`${(row.indexMs / 1000).toFixed(2)} s`.padStart(9)} ${`${row.heapMb.toFixed(0)} MB`.padStart(9)} ${String(row.matched).padStart(9)}   ${ratio(row.p50, cep.p50)} / ${ratio(row.p95, cep.p95)} / ${ratio(row.indexMs, cep.indexMs)} / ${ratio(row.heapMb, cep.heapMb)}`,
    );
  }
}
