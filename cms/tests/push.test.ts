import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { addDays, messages, todayIso } from '@cep/domain';
import { UIDS } from '../src/uids';
import { companyAccount, memberOf } from './helpers/accounts';
import { harvestDetails } from './helpers/offers';
import { deliverQueuedEmails } from './helpers/outbox';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';

/**
 * Web Push (issue #41 item 4): a candidate keeps a device with the kinds it takes; a start confirmed reaches it as
 * a notification signed with the VAPID key and encrypted for the device, through the e-mail queue; a device the push
 * service says is gone (410) is forgotten. Chromium's push service cannot be reached here: a local stand-in plays it.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const as = (jwt: string, test: request.Test) => test.auth(jwt, { type: 'bearer' });

const server = createECDH('prime256v1');
server.generateKeys();
const VAPID = { VAPID_PUBLIC_KEY: server.getPublicKey('base64url'), VAPID_PRIVATE_KEY: server.getPrivateKey('base64url') };
let worker: { jwt: string };
let other: { jwt: string };
let owner = '';
let offer = '';
let standIn: {
  server: Server;
  url: string;
  received: Array<{ path: string; headers: IncomingHttpHeaders; bytes: number }>;
};

/** A browser's subscription: a P-256 key and an auth secret, at an endpoint of the stand-in. */
function subscription(path: string) {
  const device = createECDH('prime256v1');
  device.generateKeys();
  return {
    endpoint: `${standIn.url}${path}`,
    keys: { p256dh: device.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

beforeAll(async () => {
  strapi = await startStrapi(VAPID);
  const received: Array<{ path: string; headers: IncomingHttpHeaders; bytes: number }> = [];
  const stand = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, bytes });
      // A device that has left (its path says so) is gone for the push service: 410, as a real one answers.
      res.writeHead(req.url?.includes('parti') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', () => resolve()));
  standIn = { server: stand, url: `http://127.0.0.1:${(stand.address() as AddressInfo).port}`, received };
  // The one endpoint outside the push services the cms posts to: this stand-in.
  process.env.PUSH_TEST_ENDPOINT = standIn.url;
  const user = await createUserWithRole(strapi, 'candidat', 'elena@exemple.fr', { prenom: 'Elena', nom: 'Ionescu' });
  await strapi.documents(UIDS.candidate).create({ data: { user: user.id } });
  worker = user;
  const second = await createUserWithRole(strapi, 'candidat', 'autre@exemple.fr');
  await strapi.documents(UIDS.candidate).create({ data: { user: second.id } });
  other = second;
  const account = await companyAccount(strapi, 'Château Lafleur');
  owner = (await memberOf(strapi, account, 'rh@lafleur.fr', { owner: true })).jwt;
  offer = (
    await strapi.documents(UIDS.offer).create({
      data: {
        offreTitre: 'Coupeur de raisin',
        offreContrat: 6,
        etat: 'publiee',
        account: account.id,
        company: account.organisation.id,
        offreModeReception: 'mail',
        offreMail: 'rh@lafleur.fr',
        emploivendagesaisonier: true,
        vendanges: harvestDetails,
      },
    })
  ).documentId;
});

afterAll(async () => {
  standIn.server.close();
  await strapi.stopTest();
});

describe('devices', () => {
  it('keeps a device with its kinds, lists it with the server key; another candidate cannot touch it', async () => {
    const kept = await as(worker.jwt, http().post('/api/candidat/push'))
      .send({ ...subscription('/appareil-1'), appareil: 'Chrome sur Android', types: ['demarrage', 'candidatures'] })
      .expect(200);
    const listed = (await as(worker.jwt, http().get('/api/candidat/push')).expect(200)).body;
    expect(listed.cle).toBe(VAPID.VAPID_PUBLIC_KEY);
    expect(listed.appareils).toEqual([
      expect.objectContaining({ id: kept.body.id, appareil: 'Chrome sur Android', types: ['demarrage', 'candidatures'] }),
    ]);
    await as(other.jwt, http().put(`/api/candidat/push/${kept.body.id}`))
      .send({ types: [] })
      .expect(404);
    await as(other.jwt, http().delete(`/api/candidat/push/${kept.body.id}`)).expect(404);
    expect((await as(other.jwt, http().get('/api/candidat/push')).expect(200)).body.appareils).toEqual([]);
    await as(worker.jwt, http().post('/api/candidat/push')).send({ endpoint: 'ftp://x', keys: {}, appareil: 'x', types: [] }).expect(400);
    // An endpoint that is not a push service's (an address inside the cms's network) is refused.
    const inside = await as(worker.jwt, http().post('/api/candidat/push'))
      .send({ ...subscription('/x'), endpoint: 'https://metadata.internal/latest', appareil: 'x', types: [] })
      .expect(400);
    expect(inside.body.errors).toEqual({ endpoint: messages.pushServiceInconnu });
  });
});

describe('a notification', () => {
  it('reaches the device of a preselected worker when the start is confirmed, signed and encrypted', async () => {
    const sent = await as(worker.jwt, http().post(`/api/offres/${offer}/postuler`))
      .field('express', '1')
      .field('candidatOffreReponse', 'Disponible.')
      .field('disponibleDu', todayIso())
      .field('disponibleAu', addDays(todayIso(), 20))
      .field('telephone', '0612345678')
      .expect(200);
    await as(owner, http().post(`/api/recrutement/offre/candidature/changestatus/${sent.body.id}/1`)).expect(200);
    await as(owner, http().post(`/api/recrutement/offre/demarrage/${offer}`))
      .send({ date: addDays(todayIso(), 15), heure: '07:30', lieu: 'Cour du château' })
      .expect(200);
    await deliverQueuedEmails();
    // The preselection (« Suivi de mes candidatures ») and the start (« Démarrage »), each once.
    const pushes = standIn.received.filter((entry) => entry.path === '/appareil-1');
    expect(pushes).toHaveLength(2);
    for (const push of pushes) {
      expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${VAPID.VAPID_PUBLIC_KEY}$`));
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push.headers.ttl)).toBe(86400);
      expect(push.bytes).toBeGreaterThan(100);
    }
    const rows = await strapi.db.query(UIDS.emailMessage).findMany({ where: { canal: 'push' } });
    expect(rows.map((row: { sujet: string; etat: string }) => [row.sujet, row.etat]).sort()).toEqual([
      ['Candidature : Coupeur de raisin', 'envoye'],
      ['Vendanges : Coupeur de raisin', 'envoye'],
    ]);
  });

  it('forgets a device the push service says is gone', async () => {
    const stale = await as(worker.jwt, http().post('/api/candidat/push'))
      .send({ ...subscription('/appareil-parti'), appareil: 'Firefox sur Linux', types: ['messages', 'candidatures', 'demarrage'] })
      .expect(200);
    await as(owner, http().post(`/api/recrutement/offre/demarrage/${offer}`))
      .send({ date: addDays(todayIso(), 16), heure: '08:00', lieu: 'Cour du château' })
      .expect(200);
    await deliverQueuedEmails();
    const devices = (await as(worker.jwt, http().get('/api/candidat/push')).expect(200)).body.appareils.map((d: { id: string }) => d.id);
    expect(devices).not.toContain(stale.body.id);
    expect(devices).toHaveLength(1);
  });

  it('says so when push is not configured', async () => {
    const saved = { ...process.env };
    delete process.env.VAPID_PUBLIC_KEY;
    try {
      const refused = await as(worker.jwt, http().post('/api/candidat/push'))
        .send({ ...subscription('/appareil-2'), appareil: 'Edge sur Windows', types: [] })
        .expect(409);
      expect(refused.body.message).toBe(messages.pushNonConfigure);
      expect((await as(worker.jwt, http().get('/api/candidat/push')).expect(200)).body.cle).toBeNull();
    } finally {
      process.env.VAPID_PUBLIC_KEY = saved.VAPID_PUBLIC_KEY;
    }
  });
});
