import request from 'supertest';
import { companyAccount } from './helpers/accounts';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole, TEST_PASSWORD } from './helpers/users';

/**
 * UTM capture (issue #16 item 7): arrivals kept for staff, and the visit's campaigns attached to sign-ups and
 * contact messages (first and last touch); a malformed campaign never fails a form.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
let moderator = '';
const api = () => request(strapi.server.httpServer);

const touch = (campaign: string) => [
  { key: 'utm_source', value: 'newsletter' },
  { key: 'utm_medium', value: 'email' },
  { key: 'utm_campaign', value: campaign },
  { key: 'utm_date', value: '2026-09-01T08:00:00.000Z' },
];
const campagne = JSON.stringify({ premiere: touch('premiere-visite'), derniere: touch('vendanges-2026') });
const staffList = async (resource: string, q: string) =>
  (
    await api()
      .get(`/api/backoffice/${resource}`)
      .query({ filter: JSON.stringify({ q }) })
      .auth(moderator, { type: 'bearer' })
      .expect(200)
  ).body;

beforeAll(async () => {
  strapi = await startStrapi();
  moderator = (await createUserWithRole(strapi, 'moderateur', 'moderation@cep.fr')).jwt;
});

afterAll(async () => {
  await strapi.stopTest();
});

it('keeps each arrival with its parameters; refuses anything but the spec’s pairs with a date', async () => {
  await api().post('/api/utm-stockage-campagne').send(touch('vendanges-2026')).expect(200);
  await api()
    .post('/api/utm-stockage-campagne')
    .send([...touch('salon-2026'), { key: 'utm_term', value: '<script>alert(1)</script>' }])
    .expect(200);
  for (const body of [touch('x').slice(0, 3), [{ key: 'source', value: 'x' }, touch('x')[3]], { utm_source: 'x' }, []])
    await api().post('/api/utm-stockage-campagne').send(body).expect(400);
  const rows = await staffList('campaigns', '2026');
  expect(rows.map((row: { campagne: string }) => row.campagne).sort()).toEqual(['salon-2026', 'vendanges-2026']);
  // Kept as text, shown as text: the backoffice (React) escapes it.
  expect(rows.find((row: { campagne: string }) => row.campagne === 'salon-2026').autres).toBe('utm_term=<script>alert(1)</script>');
});

it('attaches the visit’s campaigns to a contact message and to sign-ups; a malformed one is dropped', async () => {
  const contact = { nom: 'Durand', prenom: 'Chloé', email: 'chloe@exemple.fr', message: 'Bonjour, une question sur les vendanges.' };
  await api()
    .post('/api/contact/candidat')
    .send({ ...contact, campagne })
    .expect(200);
  expect((await staffList('contact-messages', 'chloe@exemple.fr'))[0].campagne).toBe('newsletter / email / vendanges-2026');

  const password = { first: TEST_PASSWORD, second: TEST_PASSWORD };
  await api()
    .post('/api/inscription/candidat')
    .send({ email: 'lea@exemple.fr', prenom: 'Léa', nom: 'Roux', plainPassword: password, campagne })
    .expect(200);
  await api()
    .post('/api/inscription/candidat')
    .send({ email: 'hugo@exemple.fr', prenom: 'Hugo', nom: 'Petit', plainPassword: password, campagne: '{"premiere":' })
    .expect(200);
  const users = (await strapi.db
    .query('plugin::users-permissions.user')
    .findMany({ where: { email: { $in: ['lea@exemple.fr', 'hugo@exemple.fr'] } }, select: ['email', 'campagne'] })) as Array<{
    email: string;
    campagne: { premiere: Array<{ value: string }> } | null;
  }>;
  expect(users.find((u) => u.email === 'lea@exemple.fr')!.campagne!.premiere[2]!.value).toBe('premiere-visite');
  expect(users.find((u) => u.email === 'hugo@exemple.fr')!.campagne).toBeNull();

  await api()
    .post('/api/inscription/recruteur')
    .send({
      email: 'rh@clos-campagne.fr',
      prenom: 'Anne',
      nom: 'Martin',
      telephone: '0556000000',
      societeRaisonsocial: 'Clos Campagne',
      secteurActivite: 'Domaine viticole',
      plainPassword: password,
      campagne,
    })
    .expect(200);
  expect((await staffList('accounts', 'Clos Campagne'))[0].campagne).toBe('newsletter / email / premiere-visite');
  await companyAccount(strapi, 'Sans Campagne');
  expect((await staffList('accounts', 'Sans Campagne'))[0].campagne).toBe('');
});
