/**
 * `npm run bench` (cms, issue #11): the recruiter's application list of one offer holding 2,000 applications,
 * under 10 connections for 15 s (pages 1, 2, 50, a status filter, a search), and the SQL queries one request
 * runs for a full page (20 rows) and for a page of one row: the same number, whatever the page holds.
 */
const { withBenchStrapi, measure, main } = require('./bench-harness.cjs');

const APPLICATIONS = 2000;
const PORT = Number(process.env.BENCH_PORT ?? 1399);
const PASSWORD = 'Vendange2026!';

async function recruiterJwt(strapi, url) {
  const account = await strapi.documents('api::account.account').create({ data: { type: 'entreprise' } });
  const company = await strapi
    .documents('api::company.company')
    .create({ data: { societeRaisonsocial: 'Château Banc', account: account.id } });
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'recruteur' } });
  const user = await strapi.plugin('users-permissions').service('user').add({
    username: 'rh@banc.fr',
    email: 'rh@banc.fr',
    password: PASSWORD,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  });
  await strapi.documents('api::account.membership').create({ data: { account: account.id, user: user.id, role: 'proprietaire' } });
  const login = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: 'rh@banc.fr', password: PASSWORD }),
  });
  return { jwt: (await login.json()).jwt, account, company };
}

const PRENOMS = ['Lucas', 'Chloé', 'Inès', 'Hugo', 'Léa', 'Nathan', 'Manon', 'Louis', 'Camille', 'Jules'];
const NOMS = ['Martin', 'Bernard', 'Dubois', 'Durand', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Lefebvre', 'Roux'];

main(() =>
  withBenchStrapi(PORT, async (strapi, url) => {
    const { jwt, account, company } = await recruiterJwt(strapi, url);
    const offer = await strapi.documents('api::offer.offer').create({
      data: {
        offreTitre: 'Vendangeur',
        offreContrat: 6,
        etat: 'publiee',
        account: account.id,
        company: company.id,
        offreModeReception: 'mail',
      },
    });
    const started = Date.now();
    for (let i = 0; i < APPLICATIONS; i++) {
      const candidate = await strapi.documents('api::candidate.candidate').create({ data: { cvTitre: 'Vendangeur' } });
      const prenom = PRENOMS[i % PRENOMS.length];
      const nom = `${NOMS[Math.floor(i / PRENOMS.length) % NOMS.length]}${i}`;
      await strapi.documents('api::application.application').create({
        data: {
          offer: offer.id,
          offreRef: offer.id,
          candidate: candidate.id,
          account: account.id,
          cle: `${offer.id}:${candidate.id}`,
          statut: i % 7 === 0 ? 1 : i % 11 === 0 ? 2 : 0,
          message: 'Bonjour, je suis disponible pour toute la période des vendanges.',
          cv: {
            cle: `candidatures/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
            nom: 'CV.pdf',
            taille: 1000,
            type: 'application/pdf',
          },
          candidatPrenom: prenom,
          candidatNom: nom,
          candidatEmail: `${prenom.toLowerCase()}.${nom.toLowerCase()}@exemple.fr`,
          offreTitre: 'Vendangeur',
          dernierContact: new Date().toISOString(),
        },
      });
    }
    console.log(`  ${APPLICATIONS} applications made in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const list = `/api/recrutement/offre/candidature/${offer.documentId}`;
    const headers = { Authorization: `Bearer ${jwt}` };
    // SQL queries of one request: knex reports each on the connection.
    let queries = 0;
    strapi.db.connection.on('query', () => (queries += 1));
    const count = async (query) => {
      queries = 0;
      const answer = await (await fetch(`${url}${list}?${query}`, { headers })).json();
      return { queries, rows: answer.candidatures.length };
    };
    // The first request after boot loads caches (roles, permissions): counted from the second.
    await count('page=1');
    const full = await count('page=1');
    const one = await count(`searchCandidat=${encodeURIComponent('martin0@')}`);
    console.log(`  SQL queries per request: ${full.queries} for a page of ${full.rows} rows, ${one.queries} for a page of ${one.rows} row`);

    await measure({
      url,
      requests: ['page=1', 'page=2', 'page=50', 'statut=1', 'searchCandidat=dubois'].map((q) => ({
        method: 'GET',
        path: `${list}?${q}`,
        headers,
      })),
      title: `cms application list bench — ${APPLICATIONS} applications on one offer`,
      target: 'p95 ≤ 50 ms',
    });
  }),
);
