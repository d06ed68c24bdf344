import request from 'supertest';
import { messages } from '@cep/domain';
import { startStrapi } from './helpers/strapi';
import { TEST_PASSWORD } from './helpers/users';

/**
 * Issue #10, item 11: telling registered addresses from others is slowed down. Sign-up (which must say
 * « Un compte existe déjà ») is throttled per address and per client; a login for an unknown address spends the
 * same hashing time as one for a known address.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const SECRET = 'secret-du-site';
const password = { first: 'Vendange2026!', second: 'Vendange2026!' };
let visitors = 0;
/** A new visitor address for each call unless one is given: the per-client allowance stays out of the way. */
const asVisitor = (address = `198.51.100.${(visitors += 1)}`) => ({ 'x-cep-proxy-secret': SECRET, 'x-cep-client-ip': address });

const signUp = (email: string, headers = asVisitor()) =>
  http().post('/api/inscription/candidat').set(headers).send({ prenom: 'Léa', nom: 'Martin', email, plainPassword: password });

beforeAll(async () => {
  strapi = await startStrapi({ SITE_PROXY_SECRET: SECRET, SIGNUP_THROTTLE_PER_IP: '3', AUTH_THROTTLE_PER_IP: '100' });
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('sign-up', () => {
  it('answers « Un compte existe déjà » a few times per address, then refuses to answer, from any visitor', async () => {
    await signUp('lea@exemple.fr').expect(200);
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await signUp('LEA@exemple.fr')).body);
    expect(answers.slice(0, 4)).toEqual(Array.from({ length: 4 }, () => ({ code: 400, errors: { email: messages.compteExiste } })));
    expect(answers.slice(4)).toEqual(Array.from({ length: 2 }, () => ({ code: 429, errors: { email: messages.tropDeTentatives } })));
  });

  it('lets one client try a few addresses, then refuses it (others still sign up)', async () => {
    const one = asVisitor('203.0.113.9');
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await signUp(`sonde${i}@exemple.fr`, one)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await signUp('voisin@exemple.fr').expect(200);
  });
});

describe('login timing', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  async function timeLogin(identifier: string): Promise<number> {
    const started = process.hrtime.bigint();
    const res = await http().post('/api/auth/local').set(asVisitor()).send({ identifier, password: 'Mauvais-mot-de-passe1' });
    expect(res.status).toBe(400);
    return Number(process.hrtime.bigint() - started) / 1e6;
  }

  it('spends the same hashing time on an unknown address as on a known one', async () => {
    const role = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'candidat' } })) as { id: number };
    const known: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const email = `connu${i}@exemple.fr`;
      await strapi
        .plugin('users-permissions')
        .service('user')
        .add({ username: email, email, password: TEST_PASSWORD, provider: 'local', confirmed: true, blocked: false, role: role.id });
      known.push(email);
    }
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, so a slower moment of the machine weighs on both.
    for (let round = 0; round < 2; round += 1) {
      for (const email of known) {
        knownTimes.push(await timeLogin(email));
        unknownTimes.push(await timeLogin(`inconnu-${round}-${email}`));
      }
    }
    // bcrypt dominates a known address (tens of ms); an unknown one used to answer in a few ms.
    expect(median(unknownTimes)).toBeGreaterThan(median(knownTimes) * 0.6);
  });
});
