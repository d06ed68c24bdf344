import request from 'supertest';
import { messages } from '@cep/domain';
import { startStrapi } from './helpers/strapi';
import { companyAccount, memberOf } from './helpers/accounts';

/** Issue #10: bad input gets a 4xx answer in French, never a 500, and never reaches a column it overflows. */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
let recruiter: string;

beforeAll(async () => {
  strapi = await startStrapi();
  const account = await companyAccount(strapi, 'Château Test', { credits: 1 });
  recruiter = (await memberOf(strapi, account, 'owner@chateau-test.fr', { owner: true })).jwt;
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('place autocomplete with escaped or malformed parameters', () => {
  it.each([
    '/api/villes/%25',
    '/api/villes/%25%25%25',
    '/api/villes/%E0%A4%A',
    '/api/villes_cp/%25?codepostal=%25',
    '/api/villes_cp/%E0%A4%A',
    '/api/zonegeo/%25',
    '/api/zonegeo/%E0%A4%A',
    '/api/json/localisation/%25',
    '/api/json/localisation/vil33394,%E0%A4%A',
    '/api/villes?query=%E0%A4%A',
  ])('%s answers 200 with a list', async (path) => {
    const res = await http().get(path);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data.items)).toBe(true);
  });

  it('still reads a percent sign the router decoded once', async () => {
    // « 100% » would have to be typed by a visitor: nothing matches, and the answer is an empty list.
    expect((await http().get('/api/villes/100%25').expect(200)).body.data.items).toEqual([]);
    expect((await http().get('/api/villes/saint%20emilion').expect(200)).body.data.items[0].valueitem).toBe('Saint-Émilion');
  });
});

describe('sign-up with oversized values', () => {
  it('refuses a 100 KB password in French instead of hashing its first 72 bytes', async () => {
    const huge = `Aa1!${'x'.repeat(100_000)}`;
    const res = await http()
      .post('/api/inscription/candidat')
      .send({ prenom: 'A', nom: 'B', email: 'long-password@exemple.fr', plainPassword: { first: huge, second: huge } })
      .expect(400);
    expect(res.body.errors).toEqual({ 'plainPassword.first': messages.motDePasseTropLong });
    expect(await strapi.db.query('plugin::users-permissions.user').count({ where: { email: 'long-password@exemple.fr' } })).toBe(0);
  });

  it('refuses a 100 KB e-mail in French under the spec field `email`', async () => {
    const res = await http()
      .post('/api/inscription/candidat')
      .send({
        prenom: 'A',
        nom: 'B',
        email: `${'a'.repeat(100_000)}@exemple.fr`,
        plainPassword: { first: 'Vendange2026!', second: 'Vendange2026!' },
      })
      .expect(400);
    expect(res.body).toEqual({ code: 400, errors: { email: messages.emailTropLong } });
  });
});

describe('offer values that would overflow their columns', () => {
  const draft = { offreTitre: 'Caviste', offreContrat: 2, offreVille: '33314', offreDomaine1: 1 };

  it('refuses dureeContratValue=2147483648 in French', async () => {
    const res = await http()
      .post('/api/recrutement/offre/description-offre')
      .auth(recruiter, { type: 'bearer' })
      .send({ ...draft, dureeContratValue: 2147483648, dureeContratChoice: 'mois' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ dureeContratValue: messages.nombreTropGrand });
  });

  it('refuses pay beyond decimal(10,2) and ten thousand benefits', async () => {
    const res = await http()
      .post('/api/recrutement/offre/description-offre')
      .auth(recruiter, { type: 'bearer' })
      .send({ ...draft, offreRemunerationmin: 1, offreRemunerationmax: 1e12, offreAvantage: Array.from({ length: 10_000 }, () => 1) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ offreRemunerationmax: messages.nombreTropGrand, offreAvantage: messages.listeTropLongue });
  });
});

// Issue #36 item 13: « Forbidden », « Policy Failed », « Not Found » and zod's English reached users.
describe('refusals in French', () => {
  it.each([
    ['a visitor on a signed-in route', () => http().get('/api/compte'), 403, messages.accesRefuse],
    [
      'a recruiter on a moderator route',
      () => http().get('/api/backoffice/offres').auth(recruiter, { type: 'bearer' }),
      403,
      messages.accesRefuse,
    ],
    ['a forged token', () => http().get('/api/compte').auth('pas-un-jeton', { type: 'bearer' }), 401, messages.connexionRequise],
    ['an unknown route', () => http().get('/api/nulle-part'), 404, messages.ressourceIntrouvable],
  ])('%s', async (_case, call, status, message) => {
    const res = await call();
    // A route made from a contract answers in the spec's envelope, the others in Strapi's: French either way.
    expect([res.status, res.body.error?.message ?? res.body.message]).toEqual([status, message]);
  });

  it('a form field of the wrong type is refused in the spec’s words, not zod’s', async () => {
    const res = await http()
      .post('/api/inscription/candidat')
      .send({ prenom: 42, nom: ['Martin'], email: 'lea@exemple.fr' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/Invalid|expected|received/i);
    const french = new Set<string>(Object.values(messages));
    expect(Object.values(res.body.errors).every((message) => french.has(message as string))).toBe(true);
  });
});
