import request from 'supertest';
import { messages } from '@cep/domain';
import { startSmtp } from './helpers/smtp';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole, TEST_PASSWORD } from './helpers/users';

/**
 * Issue #10, item 2: the login and reset throttles hold on the route the router matched, whatever the
 * spelling of its path (trailing slash, capitals), since the router matches them all.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const http = () => request(strapi.server.httpServer);
const login = (path: string, identifier: string, password: string) => http().post(path).send({ identifier, password });

beforeAll(async () => {
  smtp = await startSmtp();
  // Every login here comes from one address: its allowance stays out of the way of the per-account counts.
  strapi = await startStrapi({ ...smtp.env, AUTH_THROTTLE_PER_IP: '100' });
  await createUserWithRole(strapi, 'candidat', 'cible@exemple.fr');
  await createUserWithRole(strapi, 'candidat', 'autre@exemple.fr');
  await createUserWithRole(strapi, 'candidat', 'reset@exemple.fr');
});

afterAll(async () => {
  await strapi.stopTest();
  await smtp.close();
});

describe('login throttle per account', () => {
  it('after five failures, every spelling of /api/auth/local refuses even the right password', async () => {
    for (let i = 0; i < 5; i += 1) await login('/api/auth/local', 'cible@exemple.fr', 'mauvais').expect(400);
    for (const path of ['/api/auth/local/', '/API/auth/LOCAL', '/api/Auth/Local/', '/api/auth/local']) {
      const res = await login(path, 'cible@exemple.fr', TEST_PASSWORD);
      expect({ path, status: res.status }).toEqual({ path, status: 429 });
      expect(res.body.error.message).toBe(messages.tropDeTentatives);
    }
  });

  it('counts failures made on the variants too', async () => {
    for (const path of ['/api/auth/local/', '/API/AUTH/LOCAL', '/Api/auth/local/', '/api/AUTH/local', '/api/auth/Local']) {
      expect((await login(path, 'autre@exemple.fr', 'mauvais')).status).toBe(400);
    }
    expect((await login('/api/auth/local', 'autre@exemple.fr', TEST_PASSWORD)).status).toBe(429);
  });
});

// Issue #36 item 3: 30 wrong guesses behind a stolen session took 2.6 s, then the right one went through.
describe("the current password typed behind a session counts with the login's failures", () => {
  const NEW = 'Nouveau-mot-de-passe-9';
  const guesses: Array<[string, (jwt: string, password: string) => request.Test, string]> = [
    [
      'PUT /api/compte/connexion',
      (jwt, password) =>
        http()
          .put('/api/compte/connexion')
          .auth(jwt, { type: 'bearer' })
          .send({ currentPassword: password, plainPassword: { first: NEW, second: NEW } }),
      'currentPassword',
    ],
    [
      'PUT /api/compte/utilisateur',
      (jwt, password) =>
        http()
          .put('/api/compte/utilisateur')
          .auth(jwt, { type: 'bearer' })
          .send({ prenom: 'Cible', nom: 'Devinée', email: 'nouvelle-adresse@exemple.fr', currentPassword: password }),
      'currentPassword',
    ],
    [
      'POST /api/candidat/compte/suppression',
      (jwt, password) => http().post('/api/candidat/compte/suppression').auth(jwt, { type: 'bearer' }).send({ password }),
      'password',
    ],
  ];

  it.each(guesses)(
    '%s: five wrong guesses, then 429 even for the right password, and the login is locked too',
    async (route, guess, field) => {
      const email = `devine-${route.replace(/\W+/g, '-').toLowerCase()}@exemple.fr`;
      const { jwt } = await createUserWithRole(strapi, 'candidat', email);
      for (let i = 0; i < 5; i += 1) {
        const wrong = await guess(jwt, `mauvais-${i}`);
        expect(wrong.status).toBe(400);
        expect(wrong.body.errors[field]).toBe(messages.motDePasseActuel);
      }
      const right = await guess(jwt, TEST_PASSWORD);
      expect(right.status).toBe(429);
      expect(right.body.errors[field]).toBe(messages.tropDeTentatives);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login('/api/auth/local', email, TEST_PASSWORD)).status).toBe(429);
      // Nothing was changed or deleted by the refused right guess.
      const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } });
      expect(user).toMatchObject({ email });
    },
  );

  it('a right password clears the failures before it, as a login does', async () => {
    const email = 'se-trompe@exemple.fr';
    const { jwt } = await createUserWithRole(strapi, 'candidat', email);
    const [, guess] = guesses[1]!;
    for (let i = 0; i < 4; i += 1) expect((await guess(jwt, 'mauvais')).status).toBe(400);
    expect((await guess(jwt, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login('/api/auth/local', email, 'mauvais')).status).toBe(400);
    expect((await login('/api/auth/local', email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('password-reset throttle per account', () => {
  it('sends three reset e-mails at most, whatever the spelling of /api/forgot-password', async () => {
    const statuses: number[] = [];
    for (const path of [
      '/api/forgot-password/',
      '/API/Forgot-Password',
      '/api/forgot-password/',
      '/api/FORGOT-PASSWORD/',
      '/api/forgot-password',
    ]) {
      statuses.push((await http().post(path).send({ email: 'reset@exemple.fr' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await smtp.to('reset@exemple.fr')).filter((m) => m.subject === 'Réinitialisation de votre mot de passe')).toHaveLength(3);
  });
});
