import request from 'supertest';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole, TEST_PASSWORD } from './helpers/users';

/**
 * Issue #11's benchmark made two per-request costs of authentication disappear (cms/src/bootstrap/auth-speed.ts):
 * the JWT secret is a KeyObject, a role's ability is built once per set of actions. Neither may change who is let in.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const PERMISSION_UID = 'plugin::users-permissions.permission';

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
  const action = 'api::application.candidate-application.list';
  const permission = await strapi.db.query(PERMISSION_UID).findOne({ where: { action, role: { type: 'candidat' } }, populate: ['role'] });
  expect(permission).toBeTruthy();
  await http().get('/api/candidat/candidatures').auth(jwt, { type: 'bearer' }).expect(200);

  await strapi.db.query(PERMISSION_UID).delete({ where: { id: permission.id } });
  await http().get('/api/candidat/candidatures').auth(jwt, { type: 'bearer' }).expect(403);

  await strapi.db.query(PERMISSION_UID).create({ data: { action, role: permission.role.id } });
  await http().get('/api/candidat/candidatures').auth(jwt, { type: 'bearer' }).expect(200);
});
