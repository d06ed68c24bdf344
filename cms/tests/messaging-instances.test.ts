import http from 'node:http';
import request from 'supertest';
import { messageBus } from '../src/realtime/bus';
import { companyAccount, memberOf } from './helpers/accounts';
import { startCms, stop } from './helpers/processes';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';

/**
 * Live messages across cms instances (issue #15 item 5): on PostgreSQL, a message written through one
 * process reaches a stream opened on another (LISTEN/NOTIFY). On SQLite there is one instance by design and
 * the bus is in-process.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const onPostgres = process.env.DATABASE_CLIENT === 'postgres';

beforeAll(async () => {
  strapi = await startStrapi();
});

afterAll(async () => {
  await strapi.stopTest();
});

(onPostgres ? it : it.skip)('a message written through one instance reaches a stream opened on the other', async () => {
  const account = await companyAccount(strapi, 'Château Deux-Instances');
  const recruiter = (await memberOf(strapi, account, 'rh@deux-instances.fr', { owner: true, prenom: 'Anne' })).jwt;
  const user = await createUserWithRole(strapi, 'candidat', 'lea@exemple.fr', { prenom: 'Léa', nom: 'Roux' });
  const profile = await strapi.documents('api::candidate.candidate').create({ data: { user: user.id } });
  await strapi
    .documents('api::cvtheque.cv-purchase')
    .create({ data: { cle: `${account.id}:${profile.id}`, account: account.id, candidate: profile.id } });
  const api = () => request(strapi.server.httpServer);
  const { token } = (
    await api()
      .post('/api/recrutement/messagerie/nouvelle')
      .auth(recruiter, { type: 'bearer' })
      .send({ cv: profile.documentId })
      .expect(200)
  ).body as { token: string };

  const second = await startCms(process.env);
  const { port } = second;
  try {
    const received: string[] = [];
    const stream = await new Promise<http.ClientRequest>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/api/candidat/messagerie/flux', headers: { Authorization: `Bearer ${user.jwt}` } },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => received.push(chunk));
          resolve(req);
        },
      );
      req.on('error', reject);
    });
    const sent = await api()
      .post(`/api/recrutement/message/ajout/${token}`)
      .auth(recruiter, { type: 'bearer' })
      .field('message', 'Bonjour Léa, écrit depuis l’autre instance.')
      .expect(200);
    const expected = `"conversation":"${token}","message":"${sent.body.message.id}"`;
    const deadline = Date.now() + 5000;
    while (!received.join('').includes(expected) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    stream.destroy();
    expect(received.join('')).toContain(expected);
  } finally {
    await stop(second);
  }
});

(onPostgres ? it.skip : it)('on SQLite the bus is this process’s own', async () => {
  const bus = messageBus(strapi);
  const events: string[] = [];
  const stop = bus.subscribe('candidat:1', (event) => events.push(event.conversation));
  await bus.publish('candidat:1', { kind: 'message', conversation: 'abc' });
  await bus.publish('candidat:2', { kind: 'message', conversation: 'autre' });
  stop();
  await bus.publish('candidat:1', { kind: 'message', conversation: 'après' });
  expect(events).toEqual(['abc']);
});
