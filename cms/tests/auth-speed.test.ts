import request from 'supertest';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole, TEST_PASSWORD } from './helpers/users';

/**
 * Issue #11's benchmark took per-request costs out of authentication (cms/src/bootstrap/auth-speed.ts,
 * auth-cache.ts, the users-permissions extension): the JWT secret is a KeyObject, a role's ability is built once
 * per set of actions, a JWT is not looked up as an API token, the user is read once, a role's permissions and
 * the sign-in settings are kept between requests. None may change who is let in.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const PERMISSION_UID = 'plugin::users-permissions.permission';
const USER_UID = 'plugin::users-permissions.user';

beforeAll(async () => {
  strapi = await startStrapi();
  await createUserWithRole(strapi, 'candidat', 'rapide@exemple.fr');
});

afterAll(async () => {
  await strapi.stopTest();
});

it('signs and verifies access tokens with the configured secret, and refuses a token signed with another', async () => {
  const login = await http().post('/api/auth/local').send({ identifier: 'rapide@exemple.fr', password: TEST_PASSWORD }).expect(200);
  const jwt = (login.body as { jwt: string }).jwt;
  await http().get('/api/compte/moi').auth(jwt, { type: 'bearer' }).expect(200);
  const [head, body] = jwt.split('.');
  await http()
    .get('/api/compte/moi')
    .auth(`${head}.${body}.${'A'.repeat(43)}`, { type: 'bearer' })
    .expect(401);
});

it('applies a permission taken from a role on the next request, and its return too', async () => {
  const login = await http().post('/api/auth/local').send({ identifier: 'rapide@exemple.fr', password: TEST_PASSWORD }).expect(200);
  const jwt = (login.body as { jwt: string }).jwt;
  const action = 'api::application.applications.list';
  const permission = await strapi.db.query(PERMISSION_UID).findOne({ where: { action, role: { type: 'candidat' } }, populate: ['role'] });
  expect(permission).toBeTruthy();
  await http().get('/api/candidat/candidatures').auth(jwt, { type: 'bearer' }).expect(200);

  await strapi.db.query(PERMISSION_UID).delete({ where: { id: permission.id } });
  await http().get('/api/candidat/candidatures').auth(jwt, { type: 'bearer' }).expect(403);

  await strapi.db.query(PERMISSION_UID).create({ data: { action, role: permission.role.id } });
  await http().get('/api/candidat/candidatures').auth(jwt, { type: 'bearer' }).expect(200);
});

it('refuses the token of a user blocked or deleted since it was issued, on the next request', async () => {
  const blocked = await createUserWithRole(strapi, 'candidat', 'bloque@exemple.fr');
  await http().get('/api/compte/moi').auth(blocked.jwt, { type: 'bearer' }).expect(200);
  await strapi.db.query(USER_UID).update({ where: { id: blocked.id }, data: { blocked: true } });
  await http().get('/api/compte/moi').auth(blocked.jwt, { type: 'bearer' }).expect(401);

  const deleted = await createUserWithRole(strapi, 'candidat', 'parti@exemple.fr');
  await strapi.db.query(USER_UID).delete({ where: { id: deleted.id } });
  await http().get('/api/compte/moi').auth(deleted.jwt, { type: 'bearer' }).expect(401);
});

it('applies a change of the sign-in settings on the next request (they are kept between requests)', async () => {
  const unconfirmed = await createUserWithRole(strapi, 'candidat', 'pas-confirme@exemple.fr', { confirmed: false });
  await http().get('/api/compte/moi').auth(unconfirmed.jwt, { type: 'bearer' }).expect(200);
  const settings = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = (await settings.get({ key: 'advanced' })) as Record<string, unknown>;
  await settings.set({ key: 'advanced', value: { ...advanced, email_confirmation: true } });
  try {
    await http().get('/api/compte/moi').auth(unconfirmed.jwt, { type: 'bearer' }).expect(401);
  } finally {
    await settings.set({ key: 'advanced', value: advanced });
  }
  await http().get('/api/compte/moi').auth(unconfirmed.jwt, { type: 'bearer' }).expect(200);
});

it('still looks API tokens up: a full-access token is let in, an unknown one and a user token without the permission are not', async () => {
  const tokens = strapi.service('admin::api-token-content-api') as unknown as {
    create(data: Record<string, unknown>): Promise<{ accessKey: string }>;
  };
  const { accessKey } = await tokens.create({ name: 'essai', description: '', type: 'full-access', lifespan: null });
  expect(accessKey).toMatch(/^[0-9a-f]+$/);
  await http().get('/api/users').auth(accessKey, { type: 'bearer' }).expect(200);
  await http().get('/api/users').auth('0'.repeat(accessKey.length), { type: 'bearer' }).expect(401);
  const login = await http().post('/api/auth/local').send({ identifier: 'rapide@exemple.fr', password: TEST_PASSWORD }).expect(200);
  await http()
    .get('/api/users')
    .auth((login.body as { jwt: string }).jwt, { type: 'bearer' })
    .expect(403);
});
