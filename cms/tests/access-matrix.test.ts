import request from 'supertest';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole, TEST_PASSWORD } from './helpers/users';

/**
 * Issue #4's access matrix: every account endpoint × every kind of caller, each cell ALLOW or DENY.
 * DENY means 401, 403 or 404 (another account's record does not exist for the caller). The matrix is printed.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);

const ACTORS = [
  'public',
  'candidatA',
  'candidatB',
  'recruteurA_proprio',
  'recruteurA',
  'recruteurB_proprio',
  'ecole',
  'moderateur',
] as const;
type Actor = (typeof ACTORS)[number];
const jwt = {} as Record<Actor, string>;
const email = {} as Record<Actor, string>;
let colleagueId = 0;
let offerId = '';
let subsidiaryOfA = '';

const company = (name: string) => ({
  societeRaisonsocial: name,
  societeAdresse: '1 route des Vignes',
  societeCp: '33250',
  societeVille: 'Pauillac',
  societePays: 'FR',
  societeTel: '0556000000',
  secteurActivite: 'Domaine viticole',
});

interface Cell {
  name: string;
  allowed: readonly Actor[];
  call: (actor: Actor) => request.Test;
}

const as = (actor: Actor, test: request.Test) => (actor === 'public' ? test : test.auth(jwt[actor], { type: 'bearer' }));

const CELLS: Cell[] = [
  { name: 'GET /compte/moi (lire)', allowed: ACTORS.filter((a) => a !== 'public'), call: (a) => as(a, http().get('/api/compte/moi')) },
  { name: 'GET /compte (lire)', allowed: ACTORS.filter((a) => a !== 'public'), call: (a) => as(a, http().get('/api/compte')) },
  {
    name: 'PUT /compte/utilisateur (modifier)',
    allowed: ACTORS.filter((a) => a !== 'public'),
    call: (a) =>
      as(
        a,
        http()
          .put('/api/compte/utilisateur')
          .send({ prenom: 'Test', nom: a, email: email[a] ?? 'x@x.fr' }),
      ),
  },
  {
    name: 'PUT /compte/connexion (modifier)',
    allowed: ACTORS.filter((a) => a !== 'public'),
    // A wrong current password: an allowed caller reaches the check (400), nobody's password changes.
    call: (a) =>
      as(
        a,
        http()
          .put('/api/compte/connexion')
          .send({ currentPassword: 'faux', plainPassword: { first: 'Vendange2027!', second: 'Vendange2027!' } }),
      ),
  },
  {
    name: 'PUT /compte/entreprise (modifier)',
    allowed: ['recruteurA_proprio', 'recruteurB_proprio'],
    call: (a) =>
      as(
        a,
        http()
          .put('/api/compte/entreprise')
          .send(company(`Société ${a}`)),
      ),
  },
  {
    name: 'PUT /compte/facturation (modifier)',
    allowed: ['recruteurA_proprio', 'recruteurB_proprio'],
    call: (a) => as(a, http().put('/api/compte/facturation').send({ factureDifferente: false })),
  },
  {
    name: 'PUT /compte/etablissement (modifier)',
    allowed: ['ecole'],
    call: (a) =>
      as(
        a,
        http().put('/api/compte/etablissement').send({
          ecoleNom: 'Campus',
          ecoleAdresse: '1 rue',
          ecoleCp: '33290',
          ecoleVille: 'Blanquefort',
          ecoleTel: '0556000000',
          adresseFactureIdentique: true,
        }),
      ),
  },
  {
    name: 'GET /recrutement/recruteurs (lire)',
    allowed: ['recruteurA_proprio', 'recruteurA', 'recruteurB_proprio'],
    call: (a) => as(a, http().get('/api/recrutement/recruteurs')),
  },
  {
    name: 'POST /recrutement/nouveau-recruteur (créer)',
    allowed: ['recruteurA_proprio', 'recruteurB_proprio'],
    call: (a) =>
      as(
        a,
        http()
          .post('/api/recrutement/nouveau-recruteur')
          .send({ recruteurNom: 'Nouveau', recruteurPrenom: 'Jean', recruteurMail: `nouveau.${a}@test.fr` }),
      ),
  },
  {
    name: 'PUT /recrutement/recruteur/:id de A (modifier)',
    allowed: ['recruteurA_proprio'],
    call: (a) =>
      as(
        a,
        http()
          .put(`/api/recrutement/recruteur/${colleagueId}`)
          .send({ recruteurNom: 'Collègue', recruteurPrenom: 'Luc', recruteurMail: email.recruteurA }),
      ),
  },
  {
    name: 'POST /recrutement/contact (créer)',
    allowed: ['recruteurA_proprio', 'recruteurA', 'recruteurB_proprio'],
    call: (a) => as(a, http().post('/api/recrutement/contact').send({ message: 'Bonjour' })),
  },
  {
    name: 'GET /recrutement/filiales (lire)',
    allowed: ['recruteurA_proprio', 'recruteurA', 'recruteurB_proprio'],
    call: (a) => as(a, http().get('/api/recrutement/filiales')),
  },
  {
    name: 'POST /recrutement/add/societefiliale (créer)',
    allowed: ['recruteurA_proprio', 'recruteurB_proprio'],
    call: (a) =>
      as(
        a,
        http()
          .post('/api/recrutement/add/societefiliale')
          .send({
            raisonSociale: `Filiale ${a}`,
            adresse: '1 rue',
            codePostal: '21200',
            ville: 'Beaune',
            pays: 'FR',
            telephone: '0380000000',
            secteurActivite: 'Domaine',
          }),
      ),
  },
  {
    name: 'DELETE /recrutement/delete/societefiliale/:id de A (supprimer)',
    allowed: ['recruteurA_proprio'],
    call: (a) => as(a, http().delete(`/api/recrutement/delete/societefiliale/${subsidiaryOfA}`)),
  },
  {
    name: 'GET /recrutement/societe/tva (lire)',
    allowed: ['recruteurA_proprio', 'recruteurA', 'recruteurB_proprio'],
    call: (a) => as(a, http().get('/api/recrutement/societe/tva')),
  },
  { name: 'GET /backoffice/offers (lire)', allowed: ['moderateur'], call: (a) => as(a, http().get('/api/backoffice/offers')) },
  {
    name: 'PUT /backoffice/offers/:id (modifier)',
    allowed: ['moderateur'],
    call: (a) => as(a, http().put(`/api/backoffice/offers/${offerId}`).send({ offreTitre: 'Caviste', offreContrat: 1, etat: 'publiee' })),
  },
  // Last: the owner really removes their colleague.
  {
    name: 'DELETE /recrutement/delete/recruteur/:id de A (supprimer)',
    allowed: ['recruteurA_proprio'],
    call: (a) => as(a, http().delete(`/api/recrutement/delete/recruteur/${colleagueId}`)),
  },
];

beforeAll(async () => {
  strapi = await startStrapi();
  const companyA = await strapi.documents('api::company.company').create({ data: { societeRaisonsocial: 'Château A' } });
  const companyB = await strapi.documents('api::company.company').create({ data: { societeRaisonsocial: 'Château B' } });
  const school = await strapi.documents('api::school.school').create({ data: { ecoleNom: 'Campus' } });
  const users: Array<[Actor, string, Record<string, unknown>]> = [
    ['candidatA', 'candidat', {}],
    ['candidatB', 'candidat', {}],
    ['recruteurA_proprio', 'recruteur', { company: companyA.id, proprietaire: true }],
    ['recruteurA', 'recruteur', { company: companyA.id }],
    ['recruteurB_proprio', 'recruteur', { company: companyB.id, proprietaire: true }],
    ['ecole', 'ecole', { school: school.id, proprietaire: true }],
    ['moderateur', 'moderateur', {}],
  ];
  for (const [actor, role, extra] of users) {
    email[actor] = `${actor.toLowerCase()}@matrice.fr`;
    const created = await createUserWithRole(strapi, role, email[actor], extra);
    jwt[actor] = created.jwt;
    if (actor === 'recruteurA') colleagueId = created.id;
  }
  subsidiaryOfA = (
    await strapi.documents('api::company.company').create({ data: { societeRaisonsocial: 'Filiale de A', parent: companyA.documentId } })
  ).documentId;
  offerId = (
    await strapi
      .documents('api::offer.offer')
      .create({ data: { offreTitre: 'Caviste', offreContrat: 1, etat: 'publiee', company: companyA.documentId } })
  ).documentId;
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('access matrix (issue #4)', () => {
  it('has 0 wrong cells', async () => {
    const rows: string[] = [];
    let wrong = 0;
    for (const cell of CELLS) {
      const marks: string[] = [];
      for (const actor of ACTORS) {
        const { status } = await cell.call(actor);
        const allowed = ![401, 403, 404].includes(status);
        const expected = cell.allowed.includes(actor);
        if (allowed !== expected) wrong += 1;
        marks.push(`${allowed ? 'ALLOW' : 'deny '}${allowed === expected ? ' ' : '✗'}${String(status).padStart(4)}`);
      }
      rows.push(`${cell.name.padEnd(56)} ${marks.join(' | ')}`);
    }
    console.log(
      `Access matrix — ${wrong} wrong cell(s)\n${''.padEnd(56)} ${ACTORS.map((a) => a.padEnd(10).slice(0, 10)).join(' | ')}\n${rows.join('\n')}`,
    );
    expect(wrong).toBe(0);
  });

  it('keeps each company to itself', async () => {
    const b = await http().get('/api/recrutement/recruteurs').auth(jwt.recruteurB_proprio, { type: 'bearer' }).expect(200);
    expect(b.body.recruteurs.map((r: { recruteurMail: string }) => r.recruteurMail).sort()).toEqual([
      'nouveau.recruteurb_proprio@test.fr',
      'recruteurb_proprio@matrice.fr',
    ]);
    const a = await http().get('/api/compte').auth(jwt.recruteurA_proprio, { type: 'bearer' }).expect(200);
    expect(a.body.entreprise.societeRaisonsocial).toBe('Société recruteurA_proprio');
    const companyB = await strapi.db
      .query('api::company.company')
      .findOne({ where: { societeRaisonsocial: 'Société recruteurB_proprio' } });
    expect(companyB).not.toBeNull();
  });

  it('lets a recruiter change their password, which ends their other sessions', async () => {
    const other = await http().post('/api/auth/local').send({ identifier: email.recruteurB_proprio, password: TEST_PASSWORD }).expect(200);
    const res = await http()
      .put('/api/compte/connexion')
      .auth(jwt.recruteurB_proprio, { type: 'bearer' })
      .send({ currentPassword: TEST_PASSWORD, plainPassword: { first: 'Vendange2027!', second: 'Vendange2027!' } })
      .expect(200);
    expect(res.body).toMatchObject({ code: 200, jwt: expect.any(String), refreshToken: expect.any(String) });
    await http().post('/api/auth/refresh').send({ refreshToken: other.body.refreshToken }).expect(401);
    await http().get('/api/compte/moi').auth(res.body.jwt, { type: 'bearer' }).expect(200);
  });
});
