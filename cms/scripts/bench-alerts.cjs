/**
 * `npm run bench` (cms, issue #13): one digest run over 10,000 candidate alerts when 500 offers are new. Each alert
 * searches the in-process index with its own criteria, claims what it has not sent, and e-mails it (to the
 * local outbox). Prints the run's duration and the peak RSS it added (targets: ≤ 60 s, ≤ 300 MB).
 */
const path = require('node:path');
const { withBenchStrapi, main } = require('./bench-harness.cjs');

const ALERTS = 10000;
const CANDIDATES = 1000;
const OFFERS = 500;
const PORT = Number(process.env.BENCH_PORT ?? 1398);
const DAY = 86_400_000;

const KEYWORDS = ['caviste', 'vendangeur', 'tractoriste', 'maitre de chai', 'sommelier', 'commercial', 'ouvrier viticole', 'oenologue'];
const TITLES = ['Caviste', 'Vendangeur', 'Tractoriste', 'Maître de chai', 'Sommelier', 'Commercial vins', 'Ouvrier viticole', 'Œnologue'];
const DEPARTMENTS = [
  '33',
  '21',
  '51',
  '69',
  '68',
  '84',
  '34',
  '49',
  '37',
  '11',
  '66',
  '24',
  '47',
  '17',
  '16',
  '71',
  '89',
  '13',
  '83',
  '30',
];

/** A small seeded generator: the same alerts and offers on every run. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

main(() =>
  withBenchStrapi(PORT, async (strapi) => {
    const rand = random(13);
    const pick = (list) => list[Math.floor(rand() * list.length)];
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'candidat' } });
    const started = Date.now();
    const candidates = [];
    for (let i = 0; i < CANDIDATES; i++) {
      const user = await strapi.db.query('plugin::users-permissions.user').create({
        data: { username: `c${i}@bench.fr`, email: `c${i}@bench.fr`, password: 'x', provider: 'local', confirmed: true, role: role.id },
      });
      candidates.push((await strapi.documents('api::candidate.candidate').create({ data: { user: user.id } })).id);
    }
    const created = new Date(Date.now() - DAY).toISOString();
    for (let i = 0; i < ALERTS; i++) {
      const criteria = {
        motCle: rand() < 0.7 ? pick(KEYWORDS) : undefined,
        zonegeo: rand() < 0.8 ? [`dep${pick(DEPARTMENTS)}`] : [],
        rayon: 30,
        contrats: rand() < 0.4 ? [1 + Math.floor(rand() * 3)] : [],
        domaines: [],
        experience: [],
        niveaux: [],
        vendanges: rand() < 0.2,
        teletravail: false,
      };
      await strapi.documents('api::alert.candidate-alert').create({
        data: {
          candidate: candidates[i % CANDIDATES],
          criteres: criteria,
          signature: `bench-${i}`,
          libelle: `Alerte ${i}`,
          frequence: 'quotidienne',
          vendanges: criteria.vendanges,
          etat: 'active',
          dernierPassage: created,
        },
      });
    }
    await strapi.db.connection(strapi.db.metadata.get('api::alert.candidate-alert').tableName).update({ created_at: new Date(created) });
    for (let i = 0; i < OFFERS; i++) {
      const title = pick(TITLES);
      await strapi.documents('api::offer.offer').create({
        data: {
          offreTitre: `${title} H/F`,
          offreTexte: `${title} pour un domaine familial, saison ${2026}.`,
          offreContrat: 1 + Math.floor(rand() * 3),
          offreDepartement: pick(DEPARTMENTS),
          emploivendagesaisonier: title === 'Vendangeur',
          etat: 'publiee',
          datePublication: new Date(Date.now() - rand() * 12 * 3_600_000).toISOString(),
          dateExpiration: new Date(Date.now() + 60 * DAY).toISOString(),
        },
      });
    }
    console.log(
      `  ${CANDIDATES} candidates, ${ALERTS} alerts and ${OFFERS} new offers made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const { runDigests } = require(path.join(__dirname, '..', 'dist', 'src', 'api', 'alert', 'services', 'digests.js'));
    const { offerDigests } = require(path.join(__dirname, '..', 'dist', 'src', 'api', 'alert', 'services', 'offer-digests.js'));
    global.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const t0 = process.hrtime.bigint();
    // Tomorrow 7:30, Paris time: every daily alert is due.
    const kind = offerDigests(strapi);
    const spent = { search: 0n, send: 0n };
    const timed =
      (name, call) =>
      async (...args) => {
        const from = process.hrtime.bigint();
        try {
          return await call(...args);
        } finally {
          spent[name] += process.hrtime.bigint() - from;
        }
      };
    const report = await runDigests(
      strapi,
      { ...kind, search: timed('search', kind.search), send: timed('send', kind.send) },
      new Date(Date.now() + DAY + 3_600_000),
    );
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const added = (peak - base) / 1024 / 1024;
    console.log(`Alert digests — ${ALERTS} alerts, ${OFFERS} new offers (in-process search, SQLite, local outbox)`);
    console.log(`  ${report.alerts} alerts due, ${report.emails} e-mails, ${report.items} offers sent`);
    const share = (ns) => `${(Number(ns) / 1e9).toFixed(1)} s`;
    console.log(
      `  of which searches ${share(spent.search)}, e-mails ${share(spent.send)}, the rest the record and the alerts' reads and updates`,
    );
    const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
    console.log(`  duration ${seconds.toFixed(1)} s (target ≤ 60 s)`);
    console.log(`  RSS ${mb(base)} MB before the run, peak ${mb(peak)} MB: ${added.toFixed(0)} MB added (target ≤ 300 MB)`);
    console.log(`  ${seconds <= 60 && added <= 300 ? 'targets met' : 'TARGET MISSED'}`);
  }),
);
