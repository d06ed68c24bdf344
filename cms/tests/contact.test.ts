import request from 'supertest';
import { messages } from '@cep/domain';
import { sentEmails } from './helpers/outbox';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';

/**
 * The public contact page (issue #16 item 6): one action per profile, the message kept for staff and e-mailed to
 * the team, field errors in French, a honeypot and a per-client limit against robots.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const api = () => request(strapi.server.httpServer);
const MESSAGE = {
  nom: 'Durand',
  prenom: 'Chloé',
  email: 'chloe@exemple.fr',
  tel: '0612345678',
  message: 'Bonjour, comment publier une offre de vendanges ?',
};

beforeAll(async () => {
  strapi = await startStrapi({ CONTACT_THROTTLE_PER_IP: '6', CONTACT_EMAIL: 'equipe@cep.fr' });
});

afterAll(async () => {
  await strapi.stopTest();
});

it('keeps each profile’s message for staff and e-mails it to the team, the sender as Reply-To', async () => {
  for (const profil of ['recruteur', 'candidat', 'ecole']) {
    const sent = await api()
      .post(`/api/contact/${profil}`)
      .send({ ...MESSAGE, email: `${profil}@exemple.fr` })
      .expect(200);
    expect(sent.body).toEqual({ code: 200, message: messages.messageEnvoye });
  }
  const rows = await strapi.db.query('api::contact.contact-message').findMany({ orderBy: { id: 'asc' } });
  expect(rows.map((row: { profil: string }) => row.profil)).toEqual(['recruteur', 'candidat', 'ecole']);
  expect(rows.every((row: { envoyeLe: string | null }) => row.envoyeLe)).toBe(true);
  const mails = (await sentEmails()).filter((mail) => mail.to.includes('equipe@cep.fr'));
  expect(mails.map((mail) => mail.subject).sort()).toEqual([
    'Message du formulaire de contact (candidat)',
    'Message du formulaire de contact (ecole)',
    'Message du formulaire de contact (recruteur)',
  ]);
  expect(mails[0]!.text).toContain(MESSAGE.message);
});

it('answers field errors in French and keeps nothing; an unknown profile is not found', async () => {
  const refused = await api()
    .post('/api/contact/candidat')
    .send({ ...MESSAGE, email: 'pas-une-adresse', message: '' })
    .expect(400);
  expect(Object.keys(refused.body.errors).sort()).toEqual(['email', 'message']);
  expect(refused.body.errors.message).toBe(messages.messageVide);
  expect([404, 405]).toContain((await api().post('/api/contact/moderateur').send(MESSAGE)).status);
  expect(await strapi.db.query('api::contact.contact-message').count({ where: { email: 'pas-une-adresse' } })).toBe(0);
});

it('a robot filling the honeypot is told it worked, and nothing is kept or sent', async () => {
  const before = await strapi.db.query('api::contact.contact-message').count();
  const sent = await api()
    .post('/api/contact/candidat')
    .send({ ...MESSAGE, website: 'https://spam.example' })
    .expect(200);
  expect(sent.body.code).toBe(200);
  expect(await strapi.db.query('api::contact.contact-message').count()).toBe(before);
});

it('the per-client limit stops a flood (429, in French)', async () => {
  let last = 0;
  for (let i = 0; i < 4; i++)
    last = (
      await api()
        .post('/api/contact/ecole')
        .send({ ...MESSAGE, email: `flot${i}@exemple.fr` })
    ).status;
  expect(last).toBe(429);
});

it('staff read the messages in the backoffice; others are refused', async () => {
  const moderator = (await createUserWithRole(strapi, 'moderateur', 'moderation@cep.fr')).jwt;
  const candidate = (await createUserWithRole(strapi, 'candidat', 'lea@exemple.fr')).jwt;
  const list = await api().get('/api/backoffice/contact-messages').auth(moderator, { type: 'bearer' }).expect(200);
  expect(list.body[0]).toMatchObject({ profil: expect.any(String), nom: 'Chloé Durand', envoye: true });
  await api().get('/api/backoffice/contact-messages').auth(candidate, { type: 'bearer' }).expect(403);
});
