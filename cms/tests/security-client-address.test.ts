import request from 'supertest';
import { startStrapi } from './helpers/strapi';
import { TEST_PASSWORD } from './helpers/users';

/**
 * Issue #10, item 5: each visitor has their own failed-login counter. The visitor's address comes from the
 * site (with the shared secret) or from a configured number of trusted proxies, never from a header the
 * client wrote; the counters live in the database, so a restart (or another instance) keeps them.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const SECRET = 'secret-partage-du-site';

/** A login sent by the site's server on behalf of a visitor. */
const viaSite = (visitor: string, identifier: string, password = 'mauvais', secret = SECRET) =>
  http().post('/api/auth/local').set({ 'x-cep-proxy-secret': secret, 'x-cep-client-ip': visitor }).send({ identifier, password });

async function addUser(email: string) {
  const role = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'candidat' } })) as { id: number };
  await strapi
    .plugin('users-permissions')
    .service('user')
    .add({ username: email, email, password: TEST_PASSWORD, provider: 'local', confirmed: true, blocked: false, role: role.id });
}

beforeAll(async () => {
  strapi = await startStrapi({ SITE_PROXY_SECRET: SECRET, AUTH_THROTTLE_PER_IP: '3', TRUSTED_PROXY_COUNT: '0' });
  await addUser('persiste@exemple.fr');
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('visitors of the site', () => {
  it('are counted one by one: one visitor locked out leaves the others alone', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await viaSite('198.51.100.1', `visiteur-a${i}@exemple.fr`)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await viaSite('198.51.100.2', 'visiteur-b@exemple.fr')).status).toBe(400);
    expect((await viaSite('2001:db8::7', 'visiteur-c@exemple.fr')).status).toBe(400);
  });

  it('who share one address (a school’s network) are never locked by logging in: only failures count', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await viaSite('198.51.100.9', 'persiste@exemple.fr', TEST_PASSWORD)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    for (let i = 0; i < 4; i += 1) statuses.push((await viaSite('198.51.100.9', `partage${i}@exemple.fr`)).status);
    expect(statuses.slice(6)).toEqual([400, 400, 400, 429]);
  });

  it('cannot pick their address without the secret: a wrong secret or a bare header counts the caller itself', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const forged = `203.0.113.${i + 10}`;
      const req =
        i % 2 === 0
          ? viaSite(forged, `forge${i}@exemple.fr`, 'mauvais', 'pas-le-secret')
          : http()
              .post('/api/auth/local')
              .set({ 'x-cep-client-ip': forged, 'x-forwarded-for': forged })
              .send({ identifier: `forge${i}@exemple.fr`, password: 'mauvais' });
      statuses.push((await req).status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

describe('counters in the database', () => {
  it('survive a restart of the cms (and so are shared by several instances)', async () => {
    // Five failures from five visitors: the account is locked, whichever address comes next.
    for (let i = 0; i < 5; i += 1) expect((await viaSite(`192.0.2.${i + 1}`, 'persiste@exemple.fr')).status).toBe(400);
    expect((await viaSite('192.0.2.50', 'persiste@exemple.fr', TEST_PASSWORD)).status).toBe(429);
    strapi = await strapi.restart();
    expect((await viaSite('192.0.2.51', 'persiste@exemple.fr', TEST_PASSWORD)).status).toBe(429);
    const rows = await strapi.db.connection('cep_throttle').count({ n: '*' });
    expect(Number((rows[0] as { n: number | string }).n)).toBeGreaterThan(0);
  });
});

describe('a cms behind one trusted proxy (TRUSTED_PROXY_COUNT=1)', () => {
  beforeAll(async () => {
    process.env.TRUSTED_PROXY_COUNT = '1';
    strapi = await strapi.restart();
  });

  const behindProxy = (forwardedFor: string, identifier: string) =>
    http().post('/api/auth/local').set('x-forwarded-for', forwardedFor).send({ identifier, password: 'mauvais' });

  it('counts the address the proxy saw, whatever the client wrote before it', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await behindProxy(`10.9.9.${i}, 198.51.100.77`, `proxy${i}@exemple.fr`)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('keeps two clients of the proxy apart', async () => {
    expect((await behindProxy('198.51.100.78', 'autre-client@exemple.fr')).status).toBe(400);
  });
});
