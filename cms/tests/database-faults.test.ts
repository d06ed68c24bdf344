import request from 'supertest';
import { messages } from '@cep/domain';
import { postgresRelay } from './helpers/pg-relay';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';

/**
 * Issue #37 item 6: with PostgreSQL away, offer reads answered an English 500 and `/compte/moi` a 401 (a fault that
 * looked like a logout, so the site dropped the session). Here the cms reaches PostgreSQL through a relay the test
 * cuts. On the PostgreSQL leg only: a SQLite file does not go away.
 */
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';

(onPostgres ? describe : describe.skip)('PostgreSQL away', () => {
  const gate = postgresRelay();
  let strapi: Awaited<ReturnType<typeof startStrapi>>;
  const http = () => request(strapi.server.httpServer);

  beforeAll(async () => {
    const port = await gate.reserve();
    await gate.start();
    // A short wait for a connection, so that the suite is quick; production waits 5 s (config/database.ts).
    strapi = await startStrapi({ DATABASE_HOST: '127.0.0.1', DATABASE_PORT: String(port), DATABASE_CONNECTION_TIMEOUT: '1500' });
  });

  afterAll(async () => {
    // Whatever the test reached: PostgreSQL reachable again, so that the suite's database is dropped.
    await gate.start();
    await strapi.stopTest();
    await gate.cut();
  });

  it('answers a French 503 with Retry-After, never a 500 or a 401, and serves again once PostgreSQL is back', async () => {
    const { jwt } = await createUserWithRole(strapi, 'candidat', 'panne@exemple.fr');
    await http().get('/api/compte/moi').auth(jwt, { type: 'bearer' }).expect(200);

    await gate.cut();
    // Routes made from contracts answer in the spec's envelope (issue #39); users-permissions' login in Strapi's.
    const inEnvelope = { code: 503, message: messages.serviceIndisponible };
    const inStrapi = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: messages.serviceIndisponible } };
    for (const [call, unavailable] of [
      [() => http().get('/api/compte/moi').auth(jwt, { type: 'bearer' }), inEnvelope],
      [() => http().get('/api/offres/inconnue'), inEnvelope],
      [() => http().post('/api/auth/local').send({ identifier: 'panne@exemple.fr', password: 'Vendange2026!' }), inStrapi],
    ] as const) {
      const res = await call();
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual(unavailable);
    }

    await gate.start();
    // The pool opens new connections on demand: the first request after the return is served.
    await http().get('/api/compte/moi').auth(jwt, { type: 'bearer' }).expect(200);
    await http().get('/api/offres/inconnue').expect(404);
  });
});
