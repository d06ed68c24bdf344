import request from 'supertest';
import { startStrapi } from './helpers/strapi';
import { sentEmails } from './helpers/outbox';
import { queueEmail } from '../src/api/email/services/email-queue';
import { preferencesUrl } from '../src/api/newsletter/services/preferences-link';
import { unsubscribeToken } from '../src/api/newsletter/services/unsubscribe-token';
import { ledger } from '../src/api/account/services/ledger';
import { companyAccount } from './helpers/accounts';
import { createUserWithRole } from './helpers/users';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- Strapi's migrations are plain CommonJS files
const { up: migrateLedgerTitles } = require('../database/migrations/2026.11.24T00.00.00.ledger-offer-titles.js') as {
  up: (knex: unknown) => Promise<void>;
};

type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
let moderator: string;
let editor: string;
let candidate: string;
let recruiter: string;
const titles = ['Caviste', 'Maître de chai', 'Tractoriste', 'Vendangeur', 'Chef de culture'];

beforeAll(async () => {
  strapi = await startStrapi();
  moderator = (await createUserWithRole(strapi, 'moderateur', 'moderateur@test.fr')).jwt;
  editor = (await createUserWithRole(strapi, 'editeur', 'editeur@test.fr')).jwt;
  candidate = (await createUserWithRole(strapi, 'candidat', 'candidat@test.fr')).jwt;
  recruiter = (await createUserWithRole(strapi, 'recruteur', 'recruteur@test.fr')).jwt;
  for (const [i, offreTitre] of titles.entries()) {
    await strapi
      .documents('api::offer.offer')
      .create({ data: { offreTitre, offreContrat: i % 2 ? 2 : 1, etat: i === 0 ? 'validation' : 'publiee' } });
  }
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('backoffice access', () => {
  it('lets staff in and names their role', async () => {
    expect((await http().get('/api/backoffice/me').auth(moderator, { type: 'bearer' }).expect(200)).body.role).toBe('moderateur');
    expect((await http().get('/api/backoffice/me').auth(editor, { type: 'bearer' }).expect(200)).body.role).toBe('editeur');
  });

  it.each([
    ['candidate', () => candidate],
    ['recruiter', () => recruiter],
  ])('refuses a %s with 403', async (_name, jwt) => {
    await http().get('/api/backoffice/me').auth(jwt(), { type: 'bearer' }).expect(403);
    await http().get('/api/backoffice/offers').auth(jwt(), { type: 'bearer' }).expect(403);
  });

  it('refuses anonymous calls', async () => {
    const res = await http().get('/api/backoffice/offers');
    expect([401, 403]).toContain(res.status);
  });
});

describe('GET /api/backoffice/offers (ra-data-simple-rest contract)', () => {
  it('answers a bare array with Content-Range, sorted and ranged', async () => {
    const res = await http()
      .get('/api/backoffice/offers')
      .query({ sort: JSON.stringify(['offreTitre', 'ASC']), range: JSON.stringify([0, 2]), filter: '{}' })
      .auth(moderator, { type: 'bearer' })
      .expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((r: { offreTitre: string }) => r.offreTitre)).toEqual(['Caviste', 'Chef de culture', 'Maître de chai']);
    expect(res.headers['content-range']).toBe('offers 0-2/5');
    expect(res.body[0].id).toEqual(expect.any(String));
  });

  it('filters by state, contract, free text and ids', async () => {
    const get = (filter: object) =>
      http()
        .get('/api/backoffice/offers')
        .query({ filter: JSON.stringify(filter) })
        .auth(editor, { type: 'bearer' });
    expect((await get({ etat: 'validation' })).body.map((r: { offreTitre: string }) => r.offreTitre)).toEqual(['Caviste']);
    expect((await get({ offreContrat: 2 })).headers['content-range']).toBe('offers 0-1/2');
    expect((await get({ q: 'chai' })).body).toHaveLength(1);
    const [first] = (await get({})).body;
    expect((await get({ id: [first.id] })).body).toHaveLength(1);
  });

  it('exposes Content-Range to the backoffice origin', async () => {
    const res = await http().get('/api/backoffice/offers').set('Origin', 'http://localhost:3001').auth(moderator, { type: 'bearer' });
    expect(res.headers['access-control-expose-headers']).toMatch(/Content-Range/i);
  });

  it('refuses a malformed range with 400', async () => {
    await http().get('/api/backoffice/offers').query({ range: '[0,' }).auth(moderator, { type: 'bearer' }).expect(400);
  });
});

describe('GET /api/backoffice/offers/:id (the moderation view)', () => {
  it('answers the offer as candidates will see it, with what only staff see beside it', async () => {
    const company = await strapi.documents('api::company.company').create({ data: { societeRaisonsocial: 'Château Discret' } });
    const offer = await strapi.documents('api::offer.offer').create({
      data: {
        offreTitre: 'Responsable de cuvier',
        offreContrat: 1,
        etat: 'validation',
        offreTexte: '<p>Conduite des <strong>vinifications</strong>.</p>',
        offreVille: 'Pauillac',
        offreDepartement: '33',
        offreRemunerationmin: 2400,
        offreRemunerationPeriode: 'mois',
        offreModeReception: 'mail',
        offreMail: 'rh@chateau-discret.fr',
        anonyme: true,
        company: company.documentId,
      },
    });
    const { body } = await http().get(`/api/backoffice/offers/${offer.documentId}`).auth(editor, { type: 'bearer' }).expect(200);
    expect(body).toMatchObject({
      id: offer.documentId,
      societe: 'Château Discret',
      anonyme: true,
      candidatureEmail: 'rh@chateau-discret.fr',
      apercu: {
        titre: 'Responsable de cuvier',
        contrat: { id: 1, libelle: 'CDI' },
        texte: '<p>Conduite des <strong>vinifications</strong>.</p>',
        remuneration: { min: 2400, max: null, periode: 'mois' },
        // What candidates see: no company on an anonymous offer.
        entreprise: null,
      },
    });
    await http().get('/api/backoffice/offers/inconnue').auth(editor, { type: 'bearer' }).expect(404);
  });
});

describe('PUT /api/backoffice/offers/:id (moderation)', () => {
  const firstId = async () => (await http().get('/api/backoffice/offers').auth(moderator, { type: 'bearer' })).body[0].id as string;
  const idOf = async (title: string) =>
    (
      await http()
        .get('/api/backoffice/offers')
        .query({ filter: JSON.stringify({ q: title }) })
        .auth(moderator, { type: 'bearer' })
    ).body[0].id as string;

  it('refuses without a reason with the field error map, and changes nothing', async () => {
    const id = await idOf('Caviste');
    const before = (await http().get(`/api/backoffice/offers/${id}`).auth(moderator, { type: 'bearer' })).body;
    const res = await http().put(`/api/backoffice/offers/${id}`).auth(moderator, { type: 'bearer' }).send({ etat: 'refusee' }).expect(400);
    expect(res.body).toEqual({
      code: 400,
      message: 'Les données saisies sont non valides',
      errors: { motifRefus: 'Veuillez indiquer le motif du refus.' },
    });
    expect((await http().get(`/api/backoffice/offers/${id}`).auth(moderator, { type: 'bearer' })).body).toEqual(before);
  });

  it('validates an offer in validation and keeps who did it and when', async () => {
    const id = await idOf('Caviste');
    const res = await http().put(`/api/backoffice/offers/${id}`).auth(moderator, { type: 'bearer' }).send({ etat: 'publiee' }).expect(200);
    expect(res.body).toMatchObject({ etat: 'publiee', moderePar: expect.stringContaining('moderateur@test.fr') });
    expect(Date.parse(res.body.modereLe)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(res.body.dateExpiration) - Date.parse(res.body.datePublication)).toBe(60 * 24 * 60 * 60 * 1000);
  });

  it('answers 409 when the state machine forbids the decision (already published)', async () => {
    const id = await idOf('Caviste');
    expect(
      (await http().put(`/api/backoffice/offers/${id}`).auth(moderator, { type: 'bearer' }).send({ etat: 'publiee' }).expect(409)).body,
    ).toEqual({
      code: 409,
      message: 'Cette action n’est pas possible sur cette offre.',
    });
  });

  it('keeps editors read-only', async () => {
    const id = await firstId();
    await http().put(`/api/backoffice/offers/${id}`).auth(editor, { type: 'bearer' }).send({ etat: 'publiee' }).expect(403);
  });

  it('answers 404 for an unknown offer', async () => {
    await http().get('/api/backoffice/offers/inconnue').auth(moderator, { type: 'bearer' }).expect(404);
  });
});

describe('GET /api/backoffice/emails (the e-mail queue)', () => {
  it('lists the e-mails to moderators only, newest first, with their state and every token link masked', async () => {
    await request(strapi.server.httpServer)
      .post('/api/inscription/candidat')
      .send({
        prenom: 'Lucas',
        nom: 'Martin',
        email: 'lucas@exemple.fr',
        plainPassword: { first: 'Vendange2026!', second: 'Vendange2026!' },
      })
      .expect(200);
    // Queued with the sign-up: staff see it, token masked, whether the worker (woken 50 ms on, and the outbox is
    // instant) has sent it yet or not (it had, once, on the PostgreSQL leg).
    const queued = await http().get('/api/backoffice/emails').auth(moderator, { type: 'bearer' }).expect(200);
    expect(queued.body[0]).toMatchObject({ to: 'lucas@exemple.fr' });
    expect(['en_attente', 'envoye']).toContain(queued.body[0].etat);
    expect(queued.body[0].text).not.toMatch(/token=[\w-]{20,}/);
    // The confirmation link is in the outbox file, never in what staff read.
    expect((await sentEmails())[0]!.text).toMatch(/confirmation-email\?token=[\w-]{20,}/);
    const res = await http().get('/api/backoffice/emails').auth(moderator, { type: 'bearer' }).expect(200);
    expect(res.headers['content-range']).toBe('emails 0-0/1');
    expect(res.body[0]).toMatchObject({ to: 'lucas@exemple.fr', subject: 'Confirmez votre adresse e-mail', etat: 'envoye', tentatives: 1 });
    expect(res.body[0].text).toContain('Bonjour Lucas,');
    expect(res.body[0].text).toContain('confirmation-email?token=[masqué]');
    expect(res.body[0].text).not.toMatch(/token=[\w-]{20,}/);
    const one = await http().get(`/api/backoffice/emails/${res.body[0].id}`).auth(moderator, { type: 'bearer' }).expect(200);
    expect(one.body.text).toContain('token=[masqué]');
    await http().get('/api/backoffice/emails').auth(editor, { type: 'bearer' }).expect(403);
    await http().get(`/api/backoffice/emails/${res.body[0].id}`).auth(editor, { type: 'bearer' }).expect(403);
    await http().get('/api/backoffice/emails').auth(recruiter, { type: 'bearer' }).expect(403);
  });

  // Issue #36 item 10: the preference-centre and unsubscribe links work without logging in; staff saw them live.
  it('masks the signature of preference and unsubscribe links as it masks tokens', async () => {
    const preferences = preferencesUrl(12);
    const unsubscribe = `http://cep.test/newsletter/desinscription?c=3&t=${unsubscribeToken(3)}`;
    await queueEmail(strapi, 'lecteur@exemple.fr', {
      subject: 'Lettre de la semaine',
      text: `${preferences}\n${unsubscribe}`,
      html: '<p></p>',
    });
    const res = await http().get('/api/backoffice/emails').auth(moderator, { type: 'bearer' }).expect(200);
    const sent = res.body.find((mail: { subject: string }) => mail.subject === 'Lettre de la semaine');
    expect(sent.text).toContain('/preferences?u=12&t=[masqué]');
    expect(sent.text).toContain('/newsletter/desinscription?c=3&t=[masqué]');
    expect(sent.text).not.toContain(unsubscribeToken(3));
    expect(sent.text).not.toContain(unsubscribeToken(12, 'preferences'));
  });
});

describe('credits from the backoffice (accounts and the ledger)', () => {
  it('lets a moderator grant credits with a reason, kept in the ledger with its author', async () => {
    const account = await companyAccount(strapi, 'Château Lestage');
    const accounts = await http()
      .get('/api/backoffice/accounts')
      .query({ filter: JSON.stringify({ q: 'Lestage' }) })
      .auth(moderator, { type: 'bearer' })
      .expect(200);
    expect(accounts.body).toEqual([expect.objectContaining({ id: account.documentId, nom: 'Château Lestage', type: 'entreprise' })]);
    expect(accounts.body[0].soldes.offre).toBe(0);

    const refused = await http()
      .post('/api/backoffice/credit-entries')
      .auth(moderator, { type: 'bearer' })
      .send({ compte: account.documentId, type: 'offre', quantite: 0 })
      .expect(400);
    expect(refused.body.errors).toEqual({
      quantite: 'Indiquez un nombre de crédits entre 1 et 1000.',
      commentaire: 'Indiquez la raison de ce crédit : elle reste dans l’historique du compte.',
    });
    const granted = await http()
      .post('/api/backoffice/credit-entries')
      .auth(moderator, { type: 'bearer' })
      .send({ compte: account.documentId, type: 'cv', quantite: 5, commentaire: 'Geste commercial après un incident' })
      .expect(200);
    expect(granted.body).toMatchObject({ compte: account.documentId, type: 'cv', quantite: 5, soldeApres: 5, motif: 'cadeau' });
    expect(granted.body.commentaire).toBe('Geste commercial après un incident');
    expect(granted.body.auteur).toContain('moderateur@test.fr');
    expect((await http().get(`/api/backoffice/accounts/${account.documentId}`).auth(moderator, { type: 'bearer' })).body.soldes.cv).toBe(5);
    await http()
      .post('/api/backoffice/credit-entries')
      .auth(editor, { type: 'bearer' })
      .send({ compte: account.documentId, type: 'cv', quantite: 5, commentaire: 'x' })
      .expect(403);
  });

  it('keeps the title of the offer a spend paid for, once that offer is deleted', async () => {
    const account = await companyAccount(strapi, 'Domaine de Chevalier', { credits: 1 });
    const offer = await strapi
      .documents('api::offer.offer')
      .create({ data: { offreTitre: 'Chef de chai', offreContrat: 1, etat: 'brouillon', account: account.id } });
    expect(
      await ledger(strapi).spend({ accountId: account.id, kind: 'offre', quantity: 1, reason: 'publication', offerId: Number(offer.id) }),
    ).toEqual({
      ok: true,
    });
    const entries = () =>
      http()
        .get('/api/backoffice/credit-entries')
        .query({ filter: JSON.stringify({ compte: account.documentId }) })
        .auth(moderator, { type: 'bearer' })
        .expect(200);
    expect((await entries()).body.map((entry: { offre: string | null }) => entry.offre)).toContain('Chef de chai');
    await strapi.documents('api::offer.offer').delete({ documentId: offer.documentId });
    const after = (await entries()).body as Array<{ motif: string; offre: string | null }>;
    expect(after.find((entry) => entry.motif === 'publication')?.offre).toBe('Chef de chai');
  });

  it('gives entries written before titles were kept their offer’s title (the database migration)', async () => {
    const account = await companyAccount(strapi, 'Château Olivier', { credits: 1 });
    const offer = await strapi
      .documents('api::offer.offer')
      .create({ data: { offreTitre: 'Tractoriste', offreContrat: 1, etat: 'brouillon', account: account.id } });
    await ledger(strapi).spend({ accountId: account.id, kind: 'offre', quantity: 1, reason: 'publication', offerId: Number(offer.id) });
    const knex = strapi.db.connection;
    await knex('credit_entries').update({ offre_titre: null });
    await migrateLedgerTitles(knex);
    await migrateLedgerTitles(knex);
    const spent = await strapi
      .documents('api::account.credit-entry')
      .findFirst({ filters: { offer: { id: offer.id } }, fields: ['offreTitre'] });
    expect(spent?.offreTitre).toBe('Tractoriste');
  });
});
