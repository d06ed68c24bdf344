import request from 'supertest';
import { messages, todayIso } from '@cep/domain';
import { runDigests } from '../src/api/alert/services/digests';
import { cvDigests } from '../src/api/alert/services/cv-digests';
import { ledger } from '../src/api/account/services/ledger';
import { cvIndexOf } from '../src/api/cvtheque/services/cv-index';
import { companyAccount, memberOf, schoolAccount, type TestAccount } from './helpers/accounts';
import { candidateWithCompleteCv } from './helpers/candidates';
import { startSmtp } from './helpers/smtp';
import { startStrapi } from './helpers/strapi';

/**
 * The CV library (issue #13 items 3–5): anonymous cards over visible CVs, likes, purchases with CV credits that
 * reveal the CV to the whole account, a hidden CV leaving the index at once, who bought my CV, CV alerts.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const http = () => request(strapi.server.httpServer);
const as = (test: request.Test, jwt: string) => test.auth(jwt, { type: 'bearer' });
const DAY = 86_400_000;

let buyer: TestAccount;
let alice: { jwt: string };
let bruno: { jwt: string };
let outsider: { jwt: string };
let school: { jwt: string };
let sophie: { id: number; jwt: string };
let sophieCv: string;

const people = {
  nom: 'Fontaine',
  prenom: 'Sophie',
  email: 'sophie.fontaine@exemple.fr',
  telephone: '0611223344',
};

async function visible(jwt: string) {
  await as(http().post('/api/canditat/profile/visibile/recruteur'), jwt).send({ visible: true }).expect(200);
}

async function cvIdOf(userId: number) {
  const row = (await strapi.db.query('api::candidate.candidate').findOne({ where: { user: userId } })) as { documentId: string };
  return row.documentId;
}

beforeAll(async () => {
  smtp = await startSmtp();
  strapi = await startStrapi({ ...smtp.env, SITE_URL: 'http://cep.test' });
  buyer = await companyAccount(strapi, 'Domaine Acheteur');
  await ledger(strapi).grant({ accountId: buyer.id, kind: 'cv', quantity: 1, reason: 'cadeau', comment: 'test' });
  alice = await memberOf(strapi, buyer, 'alice@acheteur.fr', { owner: true, prenom: 'Alice' });
  bruno = await memberOf(strapi, buyer, 'bruno@acheteur.fr');
  outsider = await memberOf(strapi, await companyAccount(strapi, 'Sans Accès'), 'dehors@exemple.fr', { owner: true });
  school = await memberOf(strapi, await schoolAccount(strapi, 'Lycée viticole'), 'ecole@exemple.fr', { owner: true });
  sophie = await candidateWithCompleteCv(strapi, people.email, { nom: people.nom, prenom: people.prenom, telephone: people.telephone });
  await visible(sophie.jwt);
  sophieCv = await cvIdOf(sophie.id);
  await candidateWithCompleteCv(strapi, 'cache@exemple.fr', { nom: 'Caché', prenom: 'Paul' });
});

afterAll(async () => {
  await strapi.stopTest();
  await smtp.close();
});

it('refuses the library to an account without CV credits or option, to schools, candidates and visitors', async () => {
  const refused = await as(http().get('/api/recrutement/cvtheque'), outsider.jwt).expect(403);
  expect(refused.body).toEqual({ code: 403, acces: false, credits: 0, message: messages.cvthequeSansAcces });
  await as(http().get(`/api/recrutement/cvtheque/${sophieCv}`), outsider.jwt).expect(403);
  await as(http().post(`/api/recrutement/achat/cv/${sophieCv}`), outsider.jwt).expect(403);
  await as(http().get('/api/recrutement/cvtheque'), school.jwt).expect(403);
  await as(http().get('/api/recrutement/cvtheque'), sophie.jwt).expect(403);
  await http().get('/api/recrutement/cvtheque').expect(403);
});

it('finds visible CVs only, as anonymous cards, with facets; the whole index names nobody', async () => {
  const page = await as(http().get('/api/recrutement/cvtheque?q=caviste&zone=dep33&contrat=cdi'), alice.jwt).expect(200);
  expect(page.body).toMatchObject({ acces: true, credits: 1, total: 1 });
  const [card] = page.body.resultats;
  expect(card).toMatchObject({ id: sophieCv, titre: 'Caviste confirmé', zones: ['Gironde (33)'], achete: false, aime: false });
  expect(card.postes).toEqual([{ titre: 'Caviste', periode: 'Depuis 2021' }]);
  expect(page.body.facets.contracts).toEqual({ cdi: 1 });
  const serialized = JSON.stringify(card);
  for (const secret of [people.nom, people.email, people.telephone, 'Bordeaux']) expect(serialized).not.toContain(secret);

  const all = await cvIndexOf(strapi).search({ hitsPerPage: 100 });
  expect(all.total).toBe(1);
  const index = JSON.stringify(all.hits);
  for (const secret of [people.nom, people.prenom, people.email, people.telephone, 'Bordeaux', 'Paul', 'photo', 'uploads', '/fichiers/'])
    expect(index).not.toContain(secret);
});

it('likes and unlikes for the whole account, with a « CV aimés » filter', async () => {
  expect((await as(http().get('/api/recrutement/cvtheque?aimes=1'), alice.jwt).expect(200)).body.total).toBe(0);
  expect((await as(http().post(`/api/recrutement/candidat/${sophieCv}/like`), alice.jwt).expect(200)).body).toEqual({
    code: 200,
    aime: true,
  });
  await as(http().post(`/api/recrutement/candidat/${sophieCv}/like`), alice.jwt).expect(200);
  const liked = await as(http().get('/api/recrutement/cvtheque?aimes=1'), bruno.jwt).expect(200);
  expect(liked.body.resultats.map((c: { id: string; aime: boolean }) => [c.id, c.aime])).toEqual([[sophieCv, true]]);
  await as(http().post(`/api/recrutement/candidat/${sophieCv}/dislike`), bruno.jwt).expect(200);
  expect((await as(http().get('/api/recrutement/cvtheque?aimes=1'), alice.jwt).expect(200)).body.total).toBe(0);
  await as(http().post('/api/recrutement/candidat/inconnu/like'), alice.jwt).expect(404);
});

it('buys a CV with one credit: every member sees it in full, buying again is free, no credit is a 402', async () => {
  const before = await as(http().get(`/api/recrutement/cvtheque/${sophieCv}`), bruno.jwt).expect(200);
  expect(before.body.complet).toBe(false);
  const [first, second] = await Promise.all([
    as(http().post(`/api/recrutement/achat/cv/${sophieCv}`), alice.jwt),
    as(http().post(`/api/recrutement/achat/cv/${sophieCv}`), bruno.jwt),
  ]);
  expect([first.status, second.status]).toEqual([200, 200]);
  expect((await ledger(strapi).balances(buyer.id)).cv).toBe(0);
  const full = await as(http().get(`/api/recrutement/cvtheque/${sophieCv}`), bruno.jwt).expect(200);
  expect(full.body.complet).toBe(true);
  expect(full.body.cv).toMatchObject({ ...people, achete: true });
  expect(full.body.cv.postes[0]).toMatchObject({ titre: 'Caviste', lieu: 'Bordeaux' });
  await as(http().post(`/api/recrutement/achat/cv/${sophieCv}`), alice.jwt).expect(200);
  expect((await ledger(strapi).balances(buyer.id)).cv).toBe(0);

  const other = await candidateWithCompleteCv(strapi, 'autre@exemple.fr');
  await visible(other.jwt);
  const short = await as(http().post(`/api/recrutement/achat/cv/${await cvIdOf(other.id)}`), alice.jwt).expect(402);
  expect(short.body).toEqual({ code: 402, credit: 0, message: messages.cvSansCredit });
});

it('tells the candidate who bought the CV', async () => {
  const answer = await as(http().get('/api/candidat/cv/acheteurs'), sophie.jwt).expect(200);
  expect(answer.body.acheteurs).toEqual([{ entreprise: 'Domaine Acheteur', date: expect.any(String) }]);
  await as(http().get('/api/candidat/cv/acheteurs'), alice.jwt).expect(403);
});

it('a CV hidden leaves the index at once; the account that bought it keeps it', async () => {
  await as(http().post('/api/canditat/profile/visibile/recruteur'), sophie.jwt).expect(200);
  const search = await as(http().get('/api/recrutement/cvtheque?q=caviste'), alice.jwt).expect(200);
  expect(search.body.resultats.map((c: { id: string }) => c.id)).not.toContain(sophieCv);
  expect((await as(http().get(`/api/recrutement/cvtheque/${sophieCv}`), alice.jwt).expect(200)).body.complet).toBe(true);
  await ledger(strapi).grant({
    accountId: (
      await strapi.db.query('api::account.membership').findOne({ where: { user: { email: 'dehors@exemple.fr' } }, populate: ['account'] })
    ).account.id,
    kind: 'cv',
    quantity: 1,
    reason: 'cadeau',
    comment: 'test',
  });
  await as(http().get(`/api/recrutement/cvtheque/${sophieCv}`), outsider.jwt).expect(404);
  await as(http().post(`/api/recrutement/achat/cv/${sophieCv}`), outsider.jwt).expect(404);
  await visible(sophie.jwt);
});

describe('CV alerts', () => {
  let alertId: string;

  it('are saved, read, toggled and deleted within the account only', async () => {
    const form = { titre: 'Cavistes en Gironde', contrats: [1], recruteurAlerteZonegeo: [{ id: 'dep33', label: 'ignoré' }] };
    const saved = await as(http().post('/api/recrutement/ajout-alerte/cvtheque'), bruno.jwt).send(form).expect(200);
    alertId = saved.body.alerte.id;
    expect(saved.body.alerte).toMatchObject({ statut: 'active', recruteurAlerteZonegeo: [{ id: 'dep33', label: 'Gironde (33)' }] });
    expect((await as(http().get(`/api/recrutement/alert/${alertId}`), alice.jwt).expect(200)).body.alerte.titre).toBe(
      'Cavistes en Gironde',
    );
    await as(http().get(`/api/recrutement/alert/${alertId}`), outsider.jwt).expect(404);
    const empty = await as(http().post('/api/recrutement/ajout-alerte/cvtheque'), bruno.jwt).send({ titre: 'Rien' }).expect(400);
    expect(empty.body.errors._form).toBe(messages.alerteCritere);
    expect((await as(http().post(`/api/recrutement/active-alerte/${alertId}`), alice.jwt).expect(200)).body).toEqual({
      code: 200,
      statut: 'suspendue',
    });
    expect((await as(http().post(`/api/recrutement/active-alerte/${alertId}`), alice.jwt).expect(200)).body.statut).toBe('active');
    await as(http().post(`/api/recrutement/active-alerte/${alertId}`), outsider.jwt).expect(404);
    await as(http().delete(`/api/recrutement/delete-alerte/${alertId}`), outsider.jwt).expect(404);
  });

  it('send newly visible matching CVs to their author, anonymously, once', async () => {
    const newcomer = await candidateWithCompleteCv(strapi, 'nouvelle@exemple.fr', { nom: 'Nouvelle', prenom: 'Zoé' });
    await visible(newcomer.jwt);
    // Tomorrow in Paris, where digests are due: from 23:00 UTC Paris is already a day ahead of UTC.
    const tomorrow = new Date(new Date(`${todayIso()}T08:00:00Z`).getTime() + DAY);
    await runDigests(strapi, cvDigests(strapi), tomorrow);
    const mails = await smtp.to('bruno@acheteur.fr');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('1 nouveau CV pour votre alerte « Cavistes en Gironde »');
    expect(mails[0]!.text).toContain(`/recrutement/cvtheque/${await cvIdOf(newcomer.id)}`);
    expect(mails[0]!.text).not.toContain('Zoé');
    await runDigests(strapi, cvDigests(strapi), new Date(tomorrow.getTime() + DAY));
    expect(await smtp.to('bruno@acheteur.fr')).toHaveLength(1);
    await as(http().delete(`/api/recrutement/delete-alerte/${alertId}`), alice.jwt).expect(200);
  });
});
