import request from 'supertest';
import { messages } from '@cep/domain';
import { companyAccount, memberOf } from './helpers/accounts';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole, TEST_PASSWORD } from './helpers/users';

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
  strapi = await startStrapi({
    SITE_PROXY_SECRET: SECRET,
    SIGNUP_THROTTLE_PER_IP: '3',
    AUTH_THROTTLE_PER_IP: '100',
    ADDRESS_CHECK_THROTTLE_PER_USER: '8',
  });
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

// Issue #36 item 4: « Le recruteur existe déjà » 35 times in 0.4 s, « Un compte existe déjà » 15 times, no 429.
describe('address checks behind a session', () => {
  let owners = 0;
  async function owner() {
    owners += 1;
    const account = await companyAccount(strapi, `Château Équipe ${owners}`);
    return memberOf(strapi, account, `proprietaire${owners}@exemple.fr`, { owner: true });
  }
  const invite = (jwt: string, recruteurMail: string) =>
    http()
      .post('/api/recrutement/nouveau-recruteur')
      .auth(jwt, { type: 'bearer' })
      .send({ recruteurNom: 'Durand', recruteurPrenom: 'Marc', recruteurMail });
  const moveTo = (jwt: string, email: string) =>
    http()
      .put('/api/compte/utilisateur')
      .auth(jwt, { type: 'bearer' })
      .send({ prenom: 'Léa', nom: 'Martin', email, currentPassword: TEST_PASSWORD });

  it('an invitation says « Le recruteur existe déjà » five times an hour per address, even to 35 requests at once', async () => {
    await createUserWithRole(strapi, 'candidat', 'deja-inscrit@exemple.fr');
    const [first, second] = [await owner(), await owner()];
    const racing = await Promise.all(
      Array.from({ length: 35 }, (_, i) => invite(i % 2 ? first.jwt : second.jwt, 'Deja-Inscrit@exemple.fr')),
    );
    const told = racing.filter((res) => res.body.errors?.recruteurMail === messages.recruteurExiste);
    const refused = racing.filter((res) => res.status === 429);
    expect(told.length).toBeLessThanOrEqual(5);
    expect(told.length + refused.length).toBe(35);
    expect(refused[0]!.body).toEqual({ code: 429, errors: { recruteurMail: messages.tropDeTentatives } });
    // Another address is still answered.
    await createUserWithRole(strapi, 'candidat', 'autre-inscrit@exemple.fr');
    expect((await invite((await owner()).jwt, 'autre-inscrit@exemple.fr')).body.errors).toEqual({
      recruteurMail: messages.recruteurExiste,
    });
  });

  it('one user checks a few addresses an hour (8 here), whatever the answers; a form refused for another field counts nothing', async () => {
    const { jwt } = await owner();
    for (let i = 0; i < 3; i += 1) await invite(jwt, '').expect(400);
    const statuses = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await invite(jwt, `collegue${i}@exemple.fr`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it("changing one's address says « Un compte existe déjà » five times an hour per address, then 429", async () => {
    await createUserWithRole(strapi, 'candidat', 'occupee@exemple.fr');
    const answers = [];
    for (let i = 0; i < 7; i += 1) {
      const { jwt } = await createUserWithRole(strapi, 'candidat', `demenage${i}@exemple.fr`);
      answers.push((await moveTo(jwt, 'occupee@exemple.fr')).body);
    }
    expect(answers.slice(0, 5)).toEqual(
      Array.from({ length: 5 }, () => ({ code: 400, errors: { email: messages.compteExiste }, error_mail_login: true })),
    );
    expect(answers.slice(5)).toEqual(Array.from({ length: 2 }, () => ({ code: 429, errors: { email: messages.tropDeTentatives } })));
  });
});

describe('login timing', () => {
  type Users = { validatePassword(password: string, hash: string): Promise<boolean> };
  /** The bcrypt comparisons a wrong-password login makes: what its time is made of. */
  async function comparisonsOfLogin(identifier: string): Promise<string[]> {
    const users = strapi.plugin('users-permissions').service('user') as unknown as Users;
    const spy = jest.spyOn(users, 'validatePassword');
    try {
      const res = await http().post('/api/auth/local').set(asVisitor()).send({ identifier, password: 'Mauvais-mot-de-passe1' });
      expect(res.status).toBe(400);
      return spy.mock.calls.map(([, hash]) => hash);
    } finally {
      spy.mockRestore();
    }
  }
  // What the time depends on, rather than a clock: a ratio of times failed on a loaded CI machine.
  const costOf = (hash: string) => /^\$2[aby]\$(\d\d)\$/.exec(hash)?.[1];

  it('spends the same hashing time on an unknown address as on a known one: one comparison at the same cost', async () => {
    const { email } = await createUserWithRole(strapi, 'candidat', 'connu@exemple.fr');
    const stored = (await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } })) as { password: string };
    const known = await comparisonsOfLogin(email);
    const unknown = await comparisonsOfLogin('inconnu@exemple.fr');
    expect(known).toEqual([stored.password]);
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).not.toBe(stored.password);
    expect(costOf(unknown[0]!)).toBe(costOf(stored.password));
    expect(costOf(stored.password)).toMatch(/^\d\d$/);
  });
});
