import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { addDays, messages, todayIso } from '@cep/domain';
import { UIDS } from '../src/uids';
import { companyAccount, memberOf } from './helpers/accounts';
import { harvestDetails } from './helpers/offers';
import { deliverQueuedEmails, sentSms } from './helpers/outbox';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole, TEST_PASSWORD } from './helpers/users';

/**
 * SMS for what cannot wait (issue #41 item 5): a candidate opts in with a number checked by a code; a harvest start
 * and a job-dating booking reach them by SMS through the e-mail queue; « STOP » from the provider's signed webhook
 * turns them off. Twilio's servers cannot be reached here: a local stand-in answers its Messages API.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const as = (jwt: string, test: request.Test) => test.auth(jwt, { type: 'bearer' });

let worker: { id: number; jwt: string };
let owner: string;
let offer = '';

/** The code of the latest SMS to a number. */
async function codeSentTo(to: string): Promise<string> {
  const sms = (await sentSms()).find((entry) => entry.to === to && entry.text.includes('code de confirmation'));
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Twilio's stand-in: answers each POST with the status asked, and keeps what it was sent. */
function twilioStandIn(statuses: number[]): Promise<{ server: Server; url: string; sent: URLSearchParams[] }> {
  const sent: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      sent.push(new URLSearchParams(body));
      res.writeHead(statuses.shift() ?? 201, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent })),
  );
}

const twilioSignature = (token: string, url: string, params: Record<string, string>) =>
  createHmac('sha1', token)
    .update(
      url +
        Object.keys(params)
          .sort()
          .map((name) => `${name}${params[name]}`)
          .join(''),
    )
    .digest('base64');

beforeAll(async () => {
  strapi = await startStrapi();
  const user = await createUserWithRole(strapi, 'candidat', 'pablo@exemple.fr', { prenom: 'Pablo', nom: 'Martínez' });
  await strapi.documents(UIDS.candidate).create({ data: { user: user.id } });
  worker = { id: user.id, jwt: user.jwt };
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
  await strapi.stopTest();
});

describe('opting in', () => {
  it('refuses a number that is not a mobile one, then sends a code to a Spanish number', async () => {
    const wrong = await as(worker.jwt, http().post('/api/candidat/sms')).send({ telephone: '05 56 00 00 00' }).expect(400);
    expect(wrong.body.errors).toEqual({ telephone: messages.smsNumeroInvalide });
    const sent = await as(worker.jwt, http().post('/api/candidat/sms')).send({ telephone: '+34 612 345 678' }).expect(200);
    expect(sent.body).toEqual({ code: 200, etat: 'en_attente', telephone: '+34612345678' });
    const sms = (await sentSms())[0];
    expect(sms?.to).toBe('+34612345678');
    expect(sms?.text).toMatch(/^Cep : votre code de confirmation est \d{6}\. Il est valable 10 minutes\.\nSTOP : répondez STOP$/);
    const again = await as(worker.jwt, http().post('/api/candidat/sms')).send({ telephone: '+34612345678' }).expect(429);
    expect(again.body.message).toBe(messages.smsCodeTropTot);
  });

  it('takes the right code, once', async () => {
    const code = await codeSentTo('+34612345678');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await as(worker.jwt, http().post('/api/candidat/sms/confirmation')).send({ code: wrongCode }).expect(400);
    expect(wrong.body.errors).toEqual({ code: messages.smsCodeInvalide });
    await as(worker.jwt, http().post('/api/candidat/sms/confirmation')).send({ code }).expect(200);
    expect((await as(worker.jwt, http().get('/api/candidat/sms')).expect(200)).body).toEqual({
      code: 200,
      etat: 'actif',
      telephone: '+34612345678',
    });
    // Spent: the same code again is refused as expired.
    const spent = await as(worker.jwt, http().post('/api/candidat/sms/confirmation')).send({ code }).expect(400);
    expect(spent.body.errors).toEqual({ code: messages.smsCodeExpire });
  });

  it('gives a code five tries: the right one after them is refused', async () => {
    // A minute later (the row's last send moved back), a new code for a French number.
    await strapi.db.query(UIDS.smsSubscription).updateMany({ where: {}, data: { codeEnvoyeLe: new Date(Date.now() - 61_000) } });
    await as(worker.jwt, http().post('/api/candidat/sms')).send({ telephone: '06 12 34 56 78' }).expect(200);
    const code = await codeSentTo('+33612345678');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      await as(worker.jwt, http().post('/api/candidat/sms/confirmation')).send({ code: wrongCode }).expect(400);
    const late = await as(worker.jwt, http().post('/api/candidat/sms/confirmation')).send({ code }).expect(400);
    expect(late.body.errors).toEqual({ code: messages.smsCodeExpire });
    // Back to the Spanish number, confirmed, for what follows.
    await strapi.db.query(UIDS.smsSubscription).updateMany({ where: {}, data: { codeEnvoyeLe: new Date(Date.now() - 61_000) } });
    await as(worker.jwt, http().post('/api/candidat/sms')).send({ telephone: '+34612345678' }).expect(200);
    await as(worker.jwt, http().post('/api/candidat/sms/confirmation'))
      .send({ code: await codeSentTo('+34612345678') })
      .expect(200);
  });
});

describe('what cannot wait', () => {
  it('tells an opted-in worker of the harvest start by SMS, with the answer link', async () => {
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
    const sms = (await sentSms()).find((entry) => entry.text.includes('vendanges'));
    expect(sms?.to).toBe('+34612345678');
    expect(sms?.text).toMatch(
      /^Cep : vendanges \(Coupeur de raisin, Château Lafleur\) : démarrage confirmé le .+ à 7 h 30, Cour du château\. /,
    );
    expect(sms?.text).toMatch(/Répondez ici : https?:\/\/\S+\/vendanges\/demarrage\?r=\d+&e=\d+&t=\S+\nSTOP : répondez STOP$/);
    const row = await strapi.db.query(UIDS.emailMessage).findOne({ where: { canal: 'sms', destinataire: '+34612345678', etat: 'envoye' } });
    expect(row).not.toBeNull();
  });
});

describe('the real provider and « STOP »', () => {
  const env = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+33700000000' };
  afterEach(() => {
    for (const name of [...Object.keys(env), 'TWILIO_API_URL', 'SMS_WEBHOOK_URL']) delete process.env[name];
  });

  it('sends through Twilio’s API, retries a 500 and gives up a 400', async () => {
    const standIn = await twilioStandIn([500, 201, 400]);
    // Two numbers that take SMS (the worker checks at send time).
    for (const [candidatRef, numero] of [
      [999_998, '+48600100200'],
      [999_999, '+48600100300'],
    ] as const)
      await strapi.db.query(UIDS.smsSubscription).create({ data: { candidatRef, numero, confirmeLe: new Date() } });
    Object.assign(process.env, env, { TWILIO_API_URL: standIn.url });
    try {
      await strapi.db.transaction(async () => {
        const { queueSms } = await import('../src/api/email');
        await queueSms(strapi, '+48600100200', 'Cep : test');
      });
      await deliverQueuedEmails();
      expect(standIn.sent.map((body) => [body.get('To'), body.get('From'), body.get('Body')])).toEqual([
        ['+48600100200', '+33700000000', 'Cep : test'],
        ['+48600100200', '+33700000000', 'Cep : test'],
      ]);
      const sentRow = await strapi.db.query(UIDS.emailMessage).findOne({ where: { destinataire: '+48600100200' } });
      expect(sentRow).toMatchObject({ canal: 'sms', etat: 'envoye', tentatives: 2 });
      const { queueSms } = await import('../src/api/email');
      await queueSms(strapi, '+48600100300', 'Cep : refusé');
      await deliverQueuedEmails();
      const refused = await strapi.db.query(UIDS.emailMessage).findOne({ where: { destinataire: '+48600100300' } });
      expect(refused).toMatchObject({ etat: 'echec', tentatives: 1 });
    } finally {
      standIn.server.close();
    }
  });

  it('turns a number off on a signed « STOP »; a forged one changes nothing', async () => {
    const url = 'https://cms.cep.example/api/sms/entrant';
    Object.assign(process.env, env, { SMS_WEBHOOK_URL: url });
    const params = { From: '+34612345678', Body: 'stop', MessageSid: 'SM1' };
    await http().post('/api/sms/entrant').type('form').set('X-Twilio-Signature', 'forged').send(params).expect(400);
    expect((await as(worker.jwt, http().get('/api/candidat/sms')).expect(200)).body.etat).toBe('actif');
    const answered = await http()
      .post('/api/sms/entrant')
      .type('form')
      .set('X-Twilio-Signature', twilioSignature('secret', url, params))
      .send(params)
      .expect(200);
    expect(answered.body).toEqual({ code: 200, arrete: true });
    expect((await as(worker.jwt, http().get('/api/candidat/sms')).expect(200)).body.etat).toBe('arrete');
    const numbers = await (
      await import('../src/api/sms')
    )
      .smsSubscriptions(strapi)
      .numbersOf([Number((await strapi.db.query(UIDS.candidate).findOne({ where: { user: { id: worker.id } } })).id)]);
    expect(numbers.size).toBe(0);
  });

  it('forgets the number when the candidate stops, and with their account', async () => {
    const stopped = await as(worker.jwt, http().delete('/api/candidat/sms')).expect(200);
    expect(stopped.body).toEqual({ code: 200, etat: 'aucun', telephone: null });
    await as(worker.jwt, http().post('/api/candidat/compte/suppression')).send({ password: TEST_PASSWORD }).expect(200);
    // The two numbers the provider test made for other candidates remain; the worker's is gone.
    expect(await strapi.db.query(UIDS.smsSubscription).count({ where: { candidatRef: { $lt: 999_998 } } })).toBe(0);
  });
});
