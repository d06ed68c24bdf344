import request from 'supertest';
import { messages } from '@cep/domain';
import { refuseDuplicateRoutes } from '../src/contracts/duplicate-routes';
import { companyAccount, memberOf } from './helpers/accounts';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';

/**
 * The routes made from contracts (issue #39): the input is checked before the handler runs, and every refusal —
 * the handler's, a policy's, Strapi's own authentication — answers in the spec's one envelope.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
let recruiter = '';
let unconfirmed = '';
let candidate = '';
let moderator = '';

beforeAll(async () => {
  strapi = await startStrapi({ AUTH_THROTTLE_PER_IP: '1000' });
  const account = await companyAccount(strapi, 'Château Contrat');
  recruiter = (await memberOf(strapi, account, 'contrat@recrutement.fr', { owner: true })).jwt;
  unconfirmed = (await memberOf(strapi, account, 'pas-confirme@recrutement.fr', { confirmed: false })).jwt;
  candidate = (await createUserWithRole(strapi, 'candidat', 'contrat@candidat.fr')).jwt;
  moderator = (await createUserWithRole(strapi, 'moderateur', 'contrat@moderation.fr')).jwt;
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('a route made from a contract', () => {
  it('answers 404 for a path that does not fit its pattern, before anything is read', async () => {
    const answer = await http().get('/api/recrutement/commande/pas-un-identifiant!').auth(recruiter, { type: 'bearer' });
    expect([answer.status, answer.body]).toEqual([404, { code: 404 }]);
  });

  it('answers 400 in French for a query it cannot read', async () => {
    const answer = await http().get('/api/candidat/candidatures?page=1&page=2').auth(candidate, { type: 'bearer' });
    expect([answer.status, answer.body]).toEqual([400, { code: 400, message: messages.requeteIllisible }]);
  });

  it('answers the field map for a body its schema refuses', async () => {
    const answer = await http().post('/api/recrutement/commande').auth(recruiter, { type: 'bearer' }).send({ achat: 'un pack' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, errors: { achat: expect.any(String) } });
  });

  it('gives Strapi’s own refusals in the same envelope: no session, another role, a policy', async () => {
    // Users-permissions refuses a visitor a route their role lacks as it refuses another role: 403.
    const anonymous = await http().get('/api/recrutement/commandes');
    expect([anonymous.status, anonymous.body]).toEqual([403, { code: 403, message: messages.accesRefuse }]);
    const expired = await http().get('/api/recrutement/commandes').auth('pas.un.jeton', { type: 'bearer' });
    expect([expired.status, expired.body]).toEqual([401, { code: 401, message: messages.connexionRequise }]);
    const otherRole = await http().get('/api/recrutement/commandes').auth(candidate, { type: 'bearer' });
    expect([otherRole.status, otherRole.body]).toEqual([403, { code: 403, message: messages.accesRefuse }]);
    const policy = await http().post('/api/recrutement/commande').auth(unconfirmed, { type: 'bearer' }).send({});
    expect([policy.status, policy.body]).toEqual([403, { code: 403, message: messages.adresseNonConfirmee }]);
  });

  it('gives the backoffice’s refusals in the same envelope: a resource the role may not read, an action a resource lacks', async () => {
    const editor = (await createUserWithRole(strapi, 'editeur', 'contrat@edition.fr')).jwt;
    const forbidden = await http().get('/api/backoffice/emails').auth(editor, { type: 'bearer' });
    expect([forbidden.status, forbidden.body]).toEqual([403, { code: 403, message: messages.accesRefuse }]);
    const absent = await http().post('/api/backoffice/offers').auth(moderator, { type: 'bearer' }).send({});
    expect([absent.status, absent.body]).toEqual([405, { code: 405, message: messages.methodeNonAutorisee }]);
    const unreadable = await http().get('/api/backoffice/offers?sort=[titre').auth(moderator, { type: 'bearer' });
    expect([unreadable.status, unreadable.body]).toEqual([400, { code: 400, message: 'Paramètre sort invalide' }]);
  });
});

describe('the OpenAPI document', () => {
  it('is served to staff, with every contract’s path', async () => {
    const answer = await http().get('/api/reference/openapi.json').auth(moderator, { type: 'bearer' }).expect(200);
    expect(answer.body.openapi).toBe('3.1.0');
    expect(Object.keys(answer.body.paths)).toEqual(expect.arrayContaining(['/api/offres/{id}/postuler', '/api/recrutement/commande']));
  });

  it('is not served to others', async () => {
    expect((await http().get('/api/reference/openapi.json').auth(recruiter, { type: 'bearer' })).status).toBe(403);
    expect((await http().get('/api/reference/openapi.json')).status).toBe(403);
  });
});

describe('the routes at start', () => {
  const fakeStrapi = (routes: Record<string, Array<{ method: string; path: string }>>) =>
    ({
      apis: Object.fromEntries(Object.entries(routes).map(([api, list]) => [api, { routes: { [api]: { routes: list } } }])),
    }) as unknown as Parameters<typeof refuseDuplicateRoutes>[0];

  it('refuses two routes with one method and path, whichever features register them', () => {
    const twice = fakeStrapi({
      account: [{ method: 'GET', path: '/recrutement/societe/tva' }],
      commerce: [{ method: 'GET', path: '/recrutement/societe/tva' }],
    });
    expect(() => refuseDuplicateRoutes(twice)).toThrow(
      'GET /recrutement/societe/tva is registered twice (account/account and commerce/commerce)',
    );
    const apart = fakeStrapi({ a: [{ method: 'GET', path: '/x' }], b: [{ method: 'POST', path: '/x' }] });
    expect(() => refuseDuplicateRoutes(apart)).not.toThrow();
  });
});
