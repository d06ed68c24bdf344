import request from 'supertest';
import { startSmtp } from './helpers/smtp';
import { startStrapi } from './helpers/strapi';

type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const http = () => request(strapi.server.httpServer);
const password = { first: 'Vendange2026!', second: 'Vendange2026!' };

beforeAll(async () => {
  smtp = await startSmtp();
  strapi = await startStrapi({ ...smtp.env, SITE_URL: 'http://cep.test' });
});

afterAll(async () => {
  await strapi.stopTest();
  await smtp.close();
});

const login = (identifier: string, pwd = password.first) => http().post('/api/auth/local').send({ identifier, password: pwd });

describe('sign-up for the three kinds of account (spec 01 §7)', () => {
  it('a recruiter opens a company account and owns it', async () => {
    const res = await http()
      .post('/api/inscription/recruteur')
      .send({
        prenom: 'Hélène',
        nom: 'Delmas',
        email: 'helene@delmas.fr',
        societeRaisonsocial: 'Vignobles Delmas',
        secteurActivite: 'Domaine viticole',
        plainPassword: password,
      })
      .expect(200);
    expect(res.body).toEqual({ code: 200, id: expect.any(String) });
    const user = await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { documentId: res.body.id }, populate: ['role'] });
    expect(user).toMatchObject({ confirmed: false, role: { type: 'recruteur' } });
    const membership = await strapi.documents('api::account.membership').findFirst({
      filters: { user: { documentId: res.body.id } },
      populate: { account: { populate: { companies: true } } },
    });
    expect(membership).toMatchObject({
      role: 'proprietaire',
      account: { type: 'entreprise', companies: [{ societeRaisonsocial: 'Vignobles Delmas', secteurActivite: 'Domaine viticole' }] },
    });
  });

  it('refuses a recruiter without secteurActivite, with the field error map', async () => {
    const res = await http()
      .post('/api/inscription/recruteur')
      .send({ prenom: 'A', nom: 'B', email: 'ab@x.fr', societeRaisonsocial: 'X', plainPassword: password })
      .expect(400);
    expect(res.body).toEqual({ code: 400, errors: { secteurActivite: 'Ce champ est obligatoire.' } });
    expect(await strapi.documents('api::company.company').count({ filters: { societeRaisonsocial: 'X' } })).toBe(0);
  });

  it('a school opens its establishment account', async () => {
    const res = await http()
      .post('/api/inscription/ecole')
      .send({ prenom: 'Sophie', nom: 'Bernard', email: 'sophie@campus.fr', ecoleNom: 'Campus Vigne et Vin', plainPassword: password })
      .expect(200);
    const membership = await strapi.documents('api::account.membership').findFirst({
      filters: { user: { documentId: res.body.id } },
      populate: { account: { populate: { school: true } }, user: { populate: { role: true } } },
    });
    expect(membership).toMatchObject({
      role: 'proprietaire',
      account: { type: 'ecole', school: { ecoleNom: 'Campus Vigne et Vin' } },
      user: { role: { type: 'ecole' } },
    });
  });

  it('a candidate gets their own profile record', async () => {
    const res = await http()
      .post('/api/inscription/candidat')
      .send({ prenom: 'Lucas', nom: 'Martin', email: 'lucas@exemple.fr', plainPassword: password })
      .expect(200);
    expect(await strapi.documents('api::candidate.candidate').count({ filters: { user: { documentId: res.body.id } } })).toBe(1);
    expect(await strapi.documents('api::account.membership').count({ filters: { user: { documentId: res.body.id } } })).toBe(0);
  });

  it.each(['recruteur', 'ecole', 'candidat'])('the %s endpoint refuses a body carrying role', async (kind) => {
    const res = await http().post(`/api/inscription/${kind}`).send({ role: 5 }).expect(400);
    expect(res.body.errors.role).toBe('Ce champ n’est pas autorisé.');
  });

  it('sends a French confirmation e-mail whose link confirms the address once', async () => {
    const [mail] = await smtp.to('helene@delmas.fr');
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail?.text).toContain('Bonjour Hélène,');
    expect(mail?.html).toContain('Confirmer mon adresse e-mail');
    const link = smtp.link(mail!, 'http://cep.test/confirmation-email?token=');
    const token = link.searchParams.get('token');
    expect((await http().get('/api/inscription/confirmation').query({ token }).expect(200)).body).toEqual({ code: 200 });
    expect((await http().get('/api/inscription/confirmation').query({ token }).expect(200)).body).toEqual({ code: 404 });
    const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'helene@delmas.fr' } });
    expect(user.confirmed).toBe(true);
  });
});

describe('sessions: short access token, refresh, logout (issue #4)', () => {
  it('logs in with access and refresh tokens, refreshes, and logout ends the session', async () => {
    const res = await login('helene@delmas.fr').expect(200);
    expect(res.body).toMatchObject({ jwt: expect.any(String), refreshToken: expect.any(String) });
    await http().get('/api/users/me').auth(res.body.jwt, { type: 'bearer' }).expect(200);
    const refreshed = await http().post('/api/auth/refresh').send({ refreshToken: res.body.refreshToken }).expect(200);
    await http()
      .post('/api/auth/logout')
      .auth(refreshed.body.jwt, { type: 'bearer' })
      .send({ refreshToken: refreshed.body.refreshToken })
      .expect(200);
    await http().post('/api/auth/refresh').send({ refreshToken: refreshed.body.refreshToken }).expect(401);
  });
});

describe('password reset (spec 01 §7, §8)', () => {
  it('answers 404 for an unknown address', async () => {
    expect((await http().post('/api/forgot-password').send({ email: 'personne@nulle-part.fr' }).expect(200)).body).toEqual({ code: 404 });
  });

  it('sends a single-use link that ends every other session', async () => {
    const before = await login('sophie@campus.fr').expect(200);
    expect((await http().post('/api/forgot-password').send({ email: 'SOPHIE@campus.fr' }).expect(200)).body).toEqual({
      code: 200,
      email: 'sophie@campus.fr',
    });
    const mail = (await smtp.to('sophie@campus.fr')).find((m) => m.subject === 'Réinitialisation de votre mot de passe');
    const token = smtp.link(mail!, 'http://cep.test/reset-password?token=').searchParams.get('token');

    const weak = await http()
      .post('/api/reset-password')
      .send({ token, plainPassword: { first: 'court', second: 'court' } })
      .expect(400);
    expect(weak.body.errors['plainPassword.first']).toBe('Le mot de passe ne respecte pas les règles indiquées.');

    const fresh = { first: 'Nouvelle-Cuvee2027', second: 'Nouvelle-Cuvee2027' };
    await http().post('/api/reset-password').send({ token, plainPassword: fresh }).expect(200);
    await login('sophie@campus.fr').expect(400);
    await login('sophie@campus.fr', fresh.first).expect(200);
    await http().post('/api/auth/refresh').send({ refreshToken: before.body.refreshToken }).expect(401);

    const again = await http().post('/api/reset-password').send({ token, plainPassword: fresh }).expect(400);
    expect(again.body.errors).toEqual({ token: 'Ce lien n’est plus valide. Demandez un nouveau lien.' });
  });

  it('refuses a link older than one hour', async () => {
    await http().post('/api/forgot-password').send({ email: 'helene@delmas.fr' }).expect(200);
    const mail = (await smtp.to('helene@delmas.fr')).filter((m) => m.subject === 'Réinitialisation de votre mot de passe').pop();
    const token = smtp.link(mail!, 'http://cep.test/reset-password?token=').searchParams.get('token');
    await strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { email: 'helene@delmas.fr' }, data: { resetPasswordExpiresAt: new Date(Date.now() - 1000) } });
    await http().post('/api/reset-password').send({ token, plainPassword: password }).expect(400);
  });
});

describe('GET /api/compte/moi', () => {
  it('names the logged-in user and their role, and refuses anonymous calls', async () => {
    const res = await http().post('/api/auth/local').send({ identifier: 'sophie@campus.fr', password: 'Nouvelle-Cuvee2027' }).expect(200);
    const me = await http().get('/api/compte/moi').auth(res.body.jwt, { type: 'bearer' }).expect(200);
    expect(me.body).toEqual({
      id: expect.any(Number),
      documentId: expect.any(String),
      email: 'sophie@campus.fr',
      prenom: 'Sophie',
      nom: 'Bernard',
      confirme: false,
      role: 'ecole',
      // A school's e-mails are French (issue #41 item 2).
      langue: 'fr',
    });
    expect([401, 403]).toContain((await http().get('/api/compte/moi')).status);
  });
});

describe("Strapi's replaced auth routes", () => {
  it.each([
    ['post', '/api/auth/local/register'],
    ['post', '/api/auth/forgot-password'],
    ['post', '/api/auth/reset-password'],
    ['get', '/api/auth/email-confirmation'],
    ['get', '/api/connect/google'],
  ] as const)('%s %s is gone', async (method, path) => {
    const res = await http()[method](path).send({ email: 'x@x.fr', username: 'x', password: 'Vendange2026!' });
    expect([404, 405]).toContain(res.status);
  });
});

// Last: it uses up the loopback IP's login allowance.
describe('login throttling (issue #4)', () => {
  it('answers 429 in French after five failures on one account', async () => {
    for (let i = 0; i < 5; i += 1) await login('helene@delmas.fr', 'mauvais').expect(400);
    const res = await login('helene@delmas.fr').expect(429);
    expect(res.body.error.message).toBe('Trop de tentatives. Veuillez réessayer dans quelques minutes.');
  });

  it('also when the e-mail field is rotated from one address', async () => {
    let status = 0;
    for (let i = 0; i < 25 && status !== 429; i += 1) status = (await login(`rotation${i}@x.fr`, 'mauvais')).status;
    expect(status).toBe(429);
  });
});
