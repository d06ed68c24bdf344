import type { Core } from '@strapi/strapi';
import request from 'supertest';

export const TEST_PASSWORD = 'Vendange2026!';

type Created = { id: number; documentId: string };

/** Creates a confirmed user with the given Cep role type and returns it with a JWT from the real login route. */
export async function createUserWithRole(strapi: Core.Strapi, roleType: string, email: string, extra: Record<string, unknown> = {}) {
  const role = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } })) as { id: number };
  const user = (await strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username: email,
      email,
      password: TEST_PASSWORD,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
      ...extra,
    })) as Created;
  const login = await request(strapi.server.httpServer).post('/api/auth/local').send({ identifier: email, password: TEST_PASSWORD });
  if (login.status !== 200) throw new Error(`login failed for ${email}: ${login.status} ${JSON.stringify(login.body)}`);
  return { ...user, jwt: login.body.jwt as string };
}
