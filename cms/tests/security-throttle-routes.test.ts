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
  strapi = await startStrapi({ ...smtp.env });
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
    expect(smtp.to('reset@exemple.fr').filter((m) => m.subject === 'Réinitialisation de votre mot de passe')).toHaveLength(3);
  });
});
