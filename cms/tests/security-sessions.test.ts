import request from 'supertest';
import { startSmtp } from './helpers/smtp';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole, TEST_PASSWORD } from './helpers/users';

/**
 * Issue #10, item 8: an access token lives ten minutes, but the session behind it can end sooner (logout,
 * password change, password reset). A token whose session has ended is refused at once.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const http = () => request(strapi.server.httpServer);

const login = async (email: string, password = TEST_PASSWORD) => {
  const res = await http().post('/api/auth/local').send({ identifier: email, password }).expect(200);
  return res.body as { jwt: string; refreshToken: string };
};
/** The status of two authenticated reads with this token: Strapi's own /users/me and Cep's /compte/moi. */
const reads = async (jwt: string) => [
  (await http().get('/api/users/me').auth(jwt, { type: 'bearer' })).status,
  (await http().get('/api/compte/moi').auth(jwt, { type: 'bearer' })).status,
];

beforeAll(async () => {
  smtp = await startSmtp();
  strapi = await startStrapi({ ...smtp.env, SITE_URL: 'http://cep.test' });
  for (const email of ['sortie@exemple.fr', 'change@exemple.fr', 'oubli@exemple.fr', 'rotation@exemple.fr'])
    await createUserWithRole(strapi, 'candidat', email);
});

afterAll(async () => {
  await strapi.stopTest();
  await smtp.close();
});

it('logout refuses the access token of the session it ended, not the others', async () => {
  const kept = await login('sortie@exemple.fr');
  const ended = await login('sortie@exemple.fr');
  expect(await reads(ended.jwt)).toEqual([200, 200]);
  await http().post('/api/auth/logout').auth(ended.jwt, { type: 'bearer' }).send({ refreshToken: ended.refreshToken }).expect(200);
  expect(await reads(ended.jwt)).toEqual([401, 401]);
  expect(await reads(kept.jwt)).toEqual([200, 200]);
});

it('a password change refuses the other sessions’ access tokens and keeps the new one', async () => {
  const other = await login('change@exemple.fr');
  const current = await login('change@exemple.fr');
  const changed = await http()
    .put('/api/compte/connexion')
    .auth(current.jwt, { type: 'bearer' })
    .send({ currentPassword: TEST_PASSWORD, plainPassword: { first: 'Nouvelle-Cuvee2027', second: 'Nouvelle-Cuvee2027' } })
    .expect(200);
  expect(await reads(other.jwt)).toEqual([401, 401]);
  expect(await reads(current.jwt)).toEqual([401, 401]);
  expect(await reads(changed.body.jwt)).toEqual([200, 200]);
});

it('a password reset refuses every access token issued before it', async () => {
  const before = await login('oubli@exemple.fr');
  await http().post('/api/forgot-password').send({ email: 'oubli@exemple.fr' }).expect(200);
  const mail = (await smtp.to('oubli@exemple.fr')).find((m) => m.subject === 'Réinitialisation de votre mot de passe')!;
  const token = smtp.link(mail, 'http://cep.test/reset-password?token=').searchParams.get('token');
  await http()
    .post('/api/reset-password')
    .send({ token, plainPassword: { first: 'Nouvelle-Cuvee2027', second: 'Nouvelle-Cuvee2027' } })
    .expect(200);
  expect(await reads(before.jwt)).toEqual([401, 401]);
});

it('a refreshed session keeps its earlier token alive until the session ends', async () => {
  const first = await login('rotation@exemple.fr');
  const refreshed = (await http().post('/api/auth/refresh').send({ refreshToken: first.refreshToken }).expect(200)).body as {
    jwt: string;
    refreshToken: string;
  };
  expect(await reads(first.jwt)).toEqual([200, 200]);
  await http().post('/api/auth/logout').auth(refreshed.jwt, { type: 'bearer' }).send({ refreshToken: refreshed.refreshToken }).expect(200);
  expect(await reads(first.jwt)).toEqual([401, 401]);
  expect(await reads(refreshed.jwt)).toEqual([401, 401]);
});

describe('a refresh token sent again by parallel requests (refresh-grace.ts)', () => {
  const refresh = (refreshToken: string) => http().post('/api/auth/refresh').send({ refreshToken });
  const sessionOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sessionId: string }).sessionId;

  it('gets the tokens the first request got, for thirty seconds after it was turned over', async () => {
    await createUserWithRole(strapi, 'candidat', 'onglets@exemple.fr');
    const first = await login('onglets@exemple.fr');
    const winner = (await refresh(first.refreshToken).expect(200)).body as { jwt: string; refreshToken: string };
    const late = (await refresh(first.refreshToken).expect(200)).body as { jwt: string; refreshToken: string };
    // The very token Strapi issued to the first request, not a second session.
    expect(late.refreshToken).toBe(winner.refreshToken);
    expect(await reads(late.jwt)).toEqual([200, 200]);

    // Turned over again since: the old token leads to the live end of the chain.
    const next = (await refresh(winner.refreshToken).expect(200)).body as { refreshToken: string };
    expect((await refresh(first.refreshToken).expect(200)).body.refreshToken).toBe(next.refreshToken);

    // Thirty seconds after its turnover the old token is refused, as Strapi refuses it.
    await strapi.db
      .query('admin::session')
      .update({ where: { sessionId: sessionOf(winner.refreshToken) }, data: { createdAt: new Date(Date.now() - 31_000) } });
    await refresh(first.refreshToken).expect(401);
    // The newer one is still within its own grace period.
    expect((await refresh(winner.refreshToken).expect(200)).body.refreshToken).toBe(next.refreshToken);
  });

  it('answers every request that arrives after the first renewal, and none once the session has ended', async () => {
    await createUserWithRole(strapi, 'candidat', 'parallele@exemple.fr');
    const first = await login('parallele@exemple.fr');
    const winner = (await refresh(first.refreshToken).expect(200)).body as { jwt: string; refreshToken: string };
    const late = await Promise.all(Array.from({ length: 5 }, () => refresh(first.refreshToken)));
    expect(late.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of late) expect(answer.body.refreshToken).toBe(winner.refreshToken);
    expect(await reads(late[0].body.jwt)).toEqual([200, 200]);

    await http().post('/api/auth/logout').auth(winner.jwt, { type: 'bearer' }).send({ refreshToken: winner.refreshToken }).expect(200);
    await refresh(first.refreshToken).expect(401);
    await refresh(winner.refreshToken).expect(401);
  });

  it('refuses within the grace period once the password has changed, and any token that is not a refresh token', async () => {
    await createUserWithRole(strapi, 'candidat', 'changement@exemple.fr');
    const first = await login('changement@exemple.fr');
    const winner = (await refresh(first.refreshToken).expect(200)).body as { jwt: string };
    await http()
      .put('/api/compte/connexion')
      .auth(winner.jwt, { type: 'bearer' })
      .send({ currentPassword: TEST_PASSWORD, plainPassword: { first: 'Nouvelle-Cuvee2027', second: 'Nouvelle-Cuvee2027' } })
      .expect(200);
    await refresh(first.refreshToken).expect(401);

    // An access token, and a token signed with another key.
    await refresh(winner.jwt).expect(401);
    await refresh('eyJhbGciOiJIUzI1NiJ9.eyJ0eXBlIjoicmVmcmVzaCJ9.c2lnbmF0dXJl').expect(401);
    await refresh('').expect(400);
  });
});
