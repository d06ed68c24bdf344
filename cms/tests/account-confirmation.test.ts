import request from 'supertest';
import { messages } from '@cep/domain';
import { companyAccount, memberOf, type TestAccount } from './helpers/accounts';
import { startSmtp } from './helpers/smtp';
import { readyOffers } from './helpers/offers';
import { startStrapi } from './helpers/strapi';
import { TEST_PASSWORD } from './helpers/users';

/**
 * Issue #10, item 9: what reaches other people (publishing an offer, inviting a colleague) needs a confirmed
 * address, and a new login address replaces the old one only once its own link is followed.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let account: TestAccount;
const http = () => request(strapi.server.httpServer);

const readyOffer = async (jwt: string) => (await readyOffers(strapi, jwt, account.organisation.documentId))[0]!;

beforeAll(async () => {
  smtp = await startSmtp();
  strapi = await startStrapi({ ...smtp.env, SITE_URL: 'http://cep.test' });
  account = await companyAccount(strapi, 'Château Neuf', { credits: 5 });
});

afterAll(async () => {
  await strapi.stopTest();
  await smtp.close();
});

describe('an unconfirmed address', () => {
  it('cannot publish an offer nor invite a colleague, until it is confirmed', async () => {
    const owner = await memberOf(strapi, account, 'nouveau@chateau-neuf.fr', { owner: true, confirmed: false });
    const id = await readyOffer(owner.jwt);

    const refused = await http().post(`/api/recrutement/offre/${id}/paiement`).auth(owner.jwt, { type: 'bearer' }).expect(403);
    expect(refused.body).toEqual({ code: 403, message: messages.adresseNonConfirmee });
    await http().post(`/api/recrutement/offre/update/${id}/publier`).auth(owner.jwt, { type: 'bearer' }).expect(403);
    const invited = await http()
      .post('/api/recrutement/nouveau-recruteur')
      .auth(owner.jwt, { type: 'bearer' })
      .send({ recruteurNom: 'Roux', recruteurPrenom: 'Julien', recruteurMail: 'julien@chateau-neuf.fr' })
      .expect(403);
    expect(invited.body).toEqual({ code: 403, message: messages.adresseNonConfirmee });
    expect(await smtp.to('julien@chateau-neuf.fr')).toEqual([]);
    expect((await strapi.documents('api::offer.offer').findOne({ documentId: id, fields: ['etat'] }))?.etat).toBe('brouillon');

    await strapi.plugin('users-permissions').service('user').edit(owner.id, { confirmed: true });
    await http().post(`/api/recrutement/offre/${id}/paiement`).auth(owner.jwt, { type: 'bearer' }).expect(200);
  });
});

describe('the confirmation link of a sign-up', () => {
  const signUp = (email: string, retour?: unknown) =>
    http()
      .post('/api/inscription/recruteur')
      .send({
        prenom: 'Léa',
        nom: 'Morel',
        email,
        telephone: '',
        societeRaisonsocial: 'Domaine des Retours',
        secteurActivite: 'Domaine viticole',
        plainPassword: { first: TEST_PASSWORD, second: TEST_PASSWORD },
        ...(retour === undefined ? {} : { retour }),
      })
      .expect(200);
  const linkTo = async (email: string) => {
    const [mail] = await smtp.to(email);
    return smtp.link(mail!, 'http://cep.test/confirmation-email?token=');
  };

  it('leads back to the page the sign-up served (issue #38 item 1), a path of the site only', async () => {
    const target = '/recrutement/offre/description-offre/nouveau/vendanges';
    const created = await signUp('retour@domaine-des-retours.fr', target);
    // The new user's documentId, not a number that counts the users (item 10).
    expect(created.body).toEqual({ code: 200, id: expect.stringMatching(/^[a-z0-9]{20,}$/) });
    expect((await linkTo('retour@domaine-des-retours.fr')).searchParams.get('retour')).toBe(target);

    for (const [i, foreign] of ['//evil.example', 'https://evil.example/', '/.//evil.example', 42].entries()) {
      await signUp(`ailleurs${i}@domaine-des-retours.fr`, foreign);
      expect((await linkTo(`ailleurs${i}@domaine-des-retours.fr`)).searchParams.has('retour')).toBe(false);
    }
  });
});

describe('a new confirmation link', () => {
  it('is sent to an unconfirmed user at most every ten minutes, and confirms the address', async () => {
    const user = await memberOf(strapi, account, 'oubli@chateau-neuf.fr', { confirmed: false, prenom: 'Paul' });
    const resend = () => http().post('/api/compte/confirmation').auth(user.jwt, { type: 'bearer' });
    expect((await resend().expect(200)).body).toEqual({ code: 200, confirme: false, message: messages.confirmationEnvoyee });
    expect((await resend().expect(429)).body).toEqual({ code: 429, message: messages.confirmationDejaEnvoyee });
    const [mail] = await smtp.to('oubli@chateau-neuf.fr');
    const token = smtp.link(mail!, 'http://cep.test/confirmation-email?token=').searchParams.get('token');
    expect((await http().get('/api/inscription/confirmation').query({ token }).expect(200)).body).toEqual({ code: 200 });
    expect((await resend().expect(200)).body).toEqual({ code: 200, confirme: true });
    expect(await smtp.to('oubli@chateau-neuf.fr')).toHaveLength(1);
  });
});

describe('changing the login address', () => {
  it('needs the current password, and keeps the old address until the new one is confirmed', async () => {
    const user = await memberOf(strapi, account, 'ancienne@chateau-neuf.fr', { prenom: 'Inès', nom: 'Roy' });
    const change = (body: object) =>
      http()
        .put('/api/compte/utilisateur')
        .auth(user.jwt, { type: 'bearer' })
        .send({ prenom: 'Inès', nom: 'Roy', email: 'nouvelle@chateau-neuf.fr', ...body });

    expect((await change({}).expect(400)).body.errors).toEqual({ currentPassword: messages.motDePasseRequisEmail });
    expect((await change({ currentPassword: 'faux' }).expect(400)).body.errors).toEqual({ currentPassword: messages.motDePasseActuel });
    expect((await change({ currentPassword: TEST_PASSWORD, email: 'nouveau@chateau-neuf.fr' }).expect(400)).body.errors).toEqual({
      email: messages.compteExiste,
    });
    const accepted = await change({ currentPassword: TEST_PASSWORD }).expect(200);
    expect(accepted.body).toEqual({ code: 200, emailEnAttente: 'nouvelle@chateau-neuf.fr', message: messages.emailAConfirmer });

    // Until the link is followed, the account still logs in with the old address only.
    await http().post('/api/auth/local').send({ identifier: 'ancienne@chateau-neuf.fr', password: TEST_PASSWORD }).expect(200);
    await http().post('/api/auth/local').send({ identifier: 'nouvelle@chateau-neuf.fr', password: TEST_PASSWORD }).expect(400);

    const [mail] = await smtp.to('nouvelle@chateau-neuf.fr');
    expect(mail?.subject).toBe('Confirmez votre nouvelle adresse e-mail');
    const token = smtp.link(mail!, 'http://cep.test/confirmation-email?token=').searchParams.get('token');
    expect((await http().get('/api/inscription/confirmation').query({ token }).expect(200)).body).toEqual({ code: 200 });
    expect((await http().get('/api/inscription/confirmation').query({ token }).expect(200)).body).toEqual({ code: 404 });

    await http().post('/api/auth/local').send({ identifier: 'nouvelle@chateau-neuf.fr', password: TEST_PASSWORD }).expect(200);
    await http().post('/api/auth/local').send({ identifier: 'ancienne@chateau-neuf.fr', password: TEST_PASSWORD }).expect(400);
    expect((await smtp.to('ancienne@chateau-neuf.fr')).pop()?.subject).toBe('Votre adresse de connexion a changé');
  });

  it('changes the other fields at once when the address stays the same, without asking for the password', async () => {
    const user = await memberOf(strapi, account, 'meme@chateau-neuf.fr');
    await http()
      .put('/api/compte/utilisateur')
      .auth(user.jwt, { type: 'bearer' })
      .send({ prenom: 'Luc', nom: 'Martin', email: 'MEME@chateau-neuf.fr' })
      .expect(200, { code: 200 });
    expect((await http().get('/api/compte').auth(user.jwt, { type: 'bearer' })).body.utilisateur).toMatchObject({
      prenom: 'Luc',
      email: 'meme@chateau-neuf.fr',
    });
  });
});
