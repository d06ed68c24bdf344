/**
 * `npm run bench` (cms): a real Strapi on a temporary SQLite file with 5,000 generated published offers,
 * then /api/search/offres under 10 connections for 15 s.
 */
const { withBenchStrapi, measure, main } = require('./bench-harness.cjs');

const OFFERS = 5000;
const PORT = Number(process.env.BENCH_PORT ?? 1398);
const QUERIES = [
  'q=vendangeur&contrat=cdd&departement=33',
  'q=caviste%20degustation&region=84',
  'q=oenologue&domaine=10&experience=3',
  'contrat=cdi&departement=21&tri=date',
  'q=maitre%20chai&autour=vil33063&rayon=50',
  'vendanges=1&region=75&page=2',
];

main(() =>
  withBenchStrapi(PORT, async (strapi, url) => {
    // The offers generator of the search benchmark: same vocabulary, same seed.
    const { generateOffers } = await import('../../search/bench/generate-offers.mjs');
    const rows = generateOffers(OFFERS).map(({ company: _company, ...offer }) => ({ ...offer, documentId: undefined }));
    for (let i = 0; i < rows.length; i += 500) await strapi.db.query('api::offer.offer').createMany({ data: rows.slice(i, i + 500) });
    const indexed = await strapi.service('api::search.search').rebuildOffers();
    await measure({
      url,
      requests: QUERIES.map((q) => ({ method: 'GET', path: `/api/search/offres?${q}` })),
      title: `cms search bench — ${indexed} offers indexed, ${QUERIES.length} query shapes`,
      target: 'p95 ≤ 60 ms',
    });
  }),
);
