import request from 'supertest';
import { addDays, messages, REHIRE_LINK_DAYS, SEASONAL_RETENTION_YEARS, todayIso } from '@cep/domain';
import { purgeExpiredSeasonalWorkers } from '../src/api/seasonal';
import { UIDS } from '../src/uids';
import { companyAccount, memberOf, type TestAccount } from './helpers/accounts';
import { candidateWithCompleteCv } from './helpers/candidates';
import { harvestDetails } from './helpers/offers';
import { sentEmails } from './helpers/outbox';
import { startStrapi } from './helpers/strapi';
import { TEST_PASSWORD } from './helpers/users';

/**
 * « Mes saisonniers » (issue #40 item 5): once the harvest has begun the estate records each preselected worker's
 * season; the list is its account's alone; the worker sees what was recorded; « Inviter » sends a one-click
 * application to a new harvest offer, once per offer; entries go two years after their last season.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const as = (jwt: string, test: request.Test) => test.auth(jwt, { type: 'bearer' });

let accountA: TestAccount;
let accountB: TestAccount;
let ownerA: string;
let memberA: string;
let ownerB: string;
let lastSeason = '';
let nextSeason = '';
let futureSeason = '';
let offerB = '';
const workers: Array<{ jwt: string; email: string; application: string }> = [];
const yesterday = addDays(todayIso(), -1);

async function publishedOffer(account: TestAccount, data: Record<string, unknown>) {
  const created = await strapi.documents(UIDS.offer).create({
    data: {
      offreContrat: 6,
      etat: 'publiee',
      account: account.id,
      company: account.organisation.id,
      offreModeReception: 'mail',
      emploivendagesaisonier: true,
      offreMail: 'rh@exemple.fr',
      ...data,
    },
  });
  return created.documentId;
}

const review = async (offer: string, jwt = ownerA) => (await as(jwt, http().get(`/api/recrutement/offre/bilan/${offer}`)).expect(200)).body;
const mark = (offer: string, body: Record<string, unknown>, jwt = ownerA) =>
  as(jwt, http().post(`/api/recrutement/offre/bilan/${offer}`)).send(body);
const list = async (jwt = ownerA, query = '') => (await as(jwt, http().get(`/api/recrutement/saisonniers${query}`)).expect(200)).body;

/** The re-hire link of the latest invitation a worker received, as its query `{ r, o, e, t }`. */
async function rehireLinkOf(email: string) {
  const mail = (await sentEmails()).find((entry) => entry.to.includes(email) && entry.subject.includes('vous propose de revenir'));
  const url = mail?.text.match(/https?:\/\/\S+\/vendanges\/reprise\?\S+/)?.[0];
  if (!url) throw new Error(`no re-hire e-mail for ${email}`);
  const query = new URL(url).searchParams;
  return { r: query.get('r') ?? '', o: query.get('o') ?? '', e: Number(query.get('e')), t: query.get('t') ?? '' };
}

beforeAll(async () => {
  strapi = await startStrapi();
  accountA = await companyAccount(strapi, 'Château Lafleur');
  accountB = await companyAccount(strapi, 'Domaine Voisin');
  ownerA = (await memberOf(strapi, accountA, 'rh@lafleur.fr', { owner: true })).jwt;
  memberA = (await memberOf(strapi, accountA, 'chai@lafleur.fr')).jwt;
  ownerB = (await memberOf(strapi, accountB, 'rh@voisin.fr', { owner: true })).jwt;
  // Last season's offer began yesterday; next season's and a future one are online, their window ahead.
  const window = { debutAuPlusTot: yesterday, debutAuPlusTard: addDays(yesterday, 5) };
  lastSeason = await publishedOffer(accountA, { offreTitre: 'Coupeur de raisin', vendanges: { ...harvestDetails, ...window } });
  futureSeason = await publishedOffer(accountA, { offreTitre: 'Porteur de hotte', vendanges: harvestDetails });
  nextSeason = await publishedOffer(accountA, { offreTitre: 'Trieur de raisin', vendanges: harvestDetails });
  offerB = await publishedOffer(accountB, { offreTitre: 'Vendangeur', vendanges: { ...harvestDetails, ...window } });
  for (const [prenom, nom] of [
    ['Lucia', 'Garcia'],
    ['Tomasz', 'Nowak'],
    ['Ana', 'Pereira'],
  ] as const) {
    const email = `${prenom.toLowerCase()}@exemple.fr`;
    const { jwt } = await candidateWithCompleteCv(strapi, email, { prenom, nom, telephone: '0612345678' });
    const sent = await as(jwt, http().post(`/api/offres/${lastSeason}/postuler`))
      .field('express', '1')
      .field('candidatOffreReponse', 'Disponible toute la saison.')
      .field('disponibleDu', todayIso())
      .field('disponibleAu', addDays(todayIso(), 20))
      .field('telephone', '06 12 34 56 78')
      .expect(200);
    workers.push({ jwt, email, application: sent.body.id });
  }
  // Lucia and Tomasz were preselected; Ana was not.
  for (const worker of workers.slice(0, 2))
    await as(ownerA, http().post(`/api/recrutement/offre/candidature/changestatus/${worker.application}/1`)).expect(200);
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('the season review', () => {
  it('lists the preselected workers once the harvest has begun; not before; another account’s offer is 404', async () => {
    const body = await review(lastSeason, memberA);
    expect(body).toMatchObject({ offre: { id: lastSeason, titre: 'Coupeur de raisin' }, ouvert: true, total: 1 + 1, page: 1, pages: 1 });
    expect(body.saison).toBe(Number(yesterday.slice(0, 4)));
    expect(body.travailleurs.map((w: { prenom: string }) => w.prenom)).toEqual(['Lucia', 'Tomasz']);
    expect(body.travailleurs[0]).toMatchObject({ bilan: null, aReprendre: false, demarrage: null, telephone: '0612345678' });
    expect((await review(futureSeason)).ouvert).toBe(false);
    await as(ownerB, http().get(`/api/recrutement/offre/bilan/${lastSeason}`)).expect(404);
    await mark(lastSeason, { candidature: workers[0]!.application, bilan: 'saison-complete' }, ownerB).expect(404);
  });

  it('records a mark per worker, replaced by a second one; refuses a worker not preselected and a bad outcome', async () => {
    const [lucia, tomasz, ana] = workers;
    expect((await mark(lastSeason, { candidature: lucia!.application, bilan: 'parti-avant-la-fin' }).expect(200)).body).toEqual({
      code: 200,
      bilan: 'parti-avant-la-fin',
      aReprendre: false,
    });
    await mark(lastSeason, { candidature: lucia!.application, bilan: 'saison-complete', aReprendre: 'on' }, memberA).expect(200);
    await mark(lastSeason, { candidature: tomasz!.application, bilan: 'pas-venu' }).expect(200);
    const refused = await mark(lastSeason, { candidature: ana!.application, bilan: 'saison-complete' }).expect(409);
    expect(refused.body.message).toBe(messages.bilanPasPreselectionne);
    expect((await mark(lastSeason, { candidature: lucia!.application, bilan: 'renvoye' }).expect(400)).body.errors).toHaveProperty('bilan');
    const body = await review(lastSeason);
    expect(body.travailleurs.map((w: { bilan: string; aReprendre: boolean }) => [w.bilan, w.aReprendre])).toEqual([
      ['saison-complete', true],
      ['pas-venu', false],
    ]);
  });

  it('refuses a mark before the harvest has begun', async () => {
    const sent = await as(workers[2]!.jwt, http().post(`/api/offres/${futureSeason}/postuler`))
      .field('express', '1')
      .field('candidatOffreReponse', 'Disponible.')
      .field('disponibleDu', todayIso())
      .field('disponibleAu', addDays(todayIso(), 20))
      .field('telephone', '0612345678')
      .expect(200);
    await as(ownerA, http().post(`/api/recrutement/offre/candidature/changestatus/${sent.body.id}/1`)).expect(200);
    const refused = await mark(futureSeason, { candidature: sent.body.id, bilan: 'saison-complete' }).expect(409);
    expect(refused.body.message).toBe(messages.bilanPasOuvert);
  });
});

describe('« Mes saisonniers »', () => {
  it('is the account’s alone: « à reprendre » first; another account sees none of it, even its own worker', async () => {
    const body = await list(memberA);
    expect(body.saisonniers.map((w: { prenom: string; aReprendre: boolean }) => [w.prenom, w.aReprendre])).toEqual([
      ['Lucia', true],
      ['Tomasz', false],
    ]);
    expect(body.saisonniers[0].saisons).toEqual([
      expect.objectContaining({ titre: 'Coupeur de raisin', bilan: 'saison-complete', aReprendre: true }),
    ]);
    expect(body.offres.map((o: { titre: string }) => o.titre).sort()).toEqual([
      'Coupeur de raisin',
      'Porteur de hotte',
      'Trieur de raisin',
    ]);
    expect((await list(ownerA, '?reprendre=1')).saisonniers.map((w: { prenom: string }) => w.prenom)).toEqual(['Lucia']);
    expect((await list(ownerA, '?q=nowak')).saisonniers.map((w: { prenom: string }) => w.prenom)).toEqual(['Tomasz']);
    // Domaine Voisin hires Tomasz too: its list holds its own mark only, never Château Lafleur's « ne s'est pas présenté ».
    const sent = await as(workers[1]!.jwt, http().post(`/api/offres/${offerB}/postuler`))
      .field('express', '1')
      .field('candidatOffreReponse', 'Disponible.')
      .field('disponibleDu', todayIso())
      .field('disponibleAu', addDays(todayIso(), 20))
      .field('telephone', '0612345678')
      .expect(200);
    await as(ownerB, http().post(`/api/recrutement/offre/candidature/changestatus/${sent.body.id}/1`)).expect(200);
    await mark(offerB, { candidature: sent.body.id, bilan: 'saison-complete', aReprendre: true }, ownerB).expect(200);
    const theirs = await list(ownerB);
    expect(theirs.saisonniers).toHaveLength(1);
    expect(theirs.saisonniers[0].saisons).toEqual([expect.objectContaining({ titre: 'Vendangeur', bilan: 'saison-complete' })]);
    const luciaId = body.saisonniers[0].id;
    await as(ownerB, http().post('/api/recrutement/saisonniers/inviter'))
      .send({ offre: offerB, saisonniers: [luciaId] })
      .expect(404);
  });

  it('shows the worker what each estate recorded of them, until when', async () => {
    const mine = (await as(workers[1]!.jwt, http().get('/api/candidat/saisons')).expect(200)).body;
    expect(
      mine.domaines.map((d: { entreprise: string; saisons: Array<{ bilan: string }> }) => [d.entreprise, d.saisons[0]?.bilan]).sort(),
    ).toEqual([
      ['Château Lafleur', 'pas-venu'],
      ['Domaine Voisin', 'saison-complete'],
    ]);
    const today = todayIso();
    const expires = `${Number(today.slice(0, 4)) + SEASONAL_RETENTION_YEARS}${today.slice(4)}`;
    expect(mine.domaines[0].expireLe).toBe(today.endsWith('02-29') ? expires.replace('02-29', '03-01') : expires);
    await as(ownerA, http().get('/api/candidat/saisons')).expect(403);
  });
});

describe('« Inviter » and the one-click application', () => {
  let link: { r: string; o: string; e: number; t: string };

  it('e-mails each chosen worker once per offer; a closed or foreign offer is refused', async () => {
    const { saisonniers } = await list();
    const ids = saisonniers.map((w: { id: string }) => w.id);
    const empty = await as(ownerA, http().post('/api/recrutement/saisonniers/inviter'))
      .send({ offre: nextSeason, saisonniers: [] })
      .expect(400);
    expect(empty.body.errors).toEqual({ saisonniers: messages.saisonnierAucunChoisi });
    const sent = await as(ownerA, http().post('/api/recrutement/saisonniers/inviter'))
      .send({ offre: nextSeason, saisonniers: ids })
      .expect(200);
    expect(sent.body).toEqual({ code: 200, invites: 2, deja: 0 });
    const again = await as(memberA, http().post('/api/recrutement/saisonniers/inviter'))
      .send({ offre: nextSeason, saisonniers: ids })
      .expect(200);
    expect(again.body).toEqual({ code: 200, invites: 0, deja: 2 });
    await as(ownerA, http().post('/api/recrutement/saisonniers/inviter')).send({ offre: offerB, saisonniers: ids }).expect(404);
    const mails = (await sentEmails()).filter((m) => m.subject.includes('vous propose de revenir'));
    expect(mails.filter((m) => m.to.includes('lucia@exemple.fr'))).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Château Lafleur vous propose de revenir pour les vendanges : Trieur de raisin');
    link = await rehireLinkOf('lucia@exemple.fr');
    expect(link.e - Date.now() / 1000).toBeGreaterThan((REHIRE_LINK_DAYS - 1) * 86_400);
  });

  it('shows the offer without logging in, then applies once; a forged or tampered link is refused', async () => {
    const shown = await http().post('/api/vendanges/reprise/lien').send(link).expect(200);
    expect(shown.body).toMatchObject({
      prenom: 'Lucia',
      offre: { id: nextSeason, titre: 'Trieur de raisin', entreprise: 'Château Lafleur' },
      dejaPostule: false,
    });
    const forged = await http()
      .post('/api/vendanges/reprise/lien')
      .send({ ...link, o: offerB })
      .expect(400);
    expect(forged.body.message).toBe(messages.lienInvalide);
    await http()
      .post('/api/vendanges/reprise/lien')
      .send({ ...link, t: `${link.t.slice(0, -2)}xx` })
      .expect(400);
    const form = {
      ...link,
      disponibleDu: todayIso(),
      disponibleAu: addDays(todayIso(), 15),
      telephone: '0612345678',
      candidatOffreReponse: 'Je reviens volontiers.',
    };
    const bad = await http()
      .post('/api/vendanges/reprise/postuler')
      .send({ ...form, telephone: '12' })
      .expect(400);
    expect(bad.body.errors).toHaveProperty('telephone');
    const applied = await http().post('/api/vendanges/reprise/postuler').send(form).expect(200);
    const again = await http().post('/api/vendanges/reprise/postuler').send(form).expect(409);
    expect(again.body.message).toBe(messages.dejaPostule);
    expect((await http().post('/api/vendanges/reprise/lien').send(link).expect(200)).body.dejaPostule).toBe(true);
    const received = (await as(ownerA, http().get(`/api/recrutement/offre/candidature/${nextSeason}`)).expect(200)).body;
    expect(JSON.stringify(received)).toContain(applied.body.id);
  });

  it('refuses once the offer has left the site', async () => {
    await strapi.documents(UIDS.offer).update({ documentId: nextSeason, data: { etat: 'expiree' } });
    const closed = await http().post('/api/vendanges/reprise/lien').send(link).expect(400);
    expect(closed.body.message).toBe(messages.repriseLienExpire);
    await strapi.documents(UIDS.offer).update({ documentId: nextSeason, data: { etat: 'publiee' } });
  });
});

describe('retention', () => {
  it('deletes entries two years after their last season, and with the worker’s account', async () => {
    const rows = await strapi.db.query(UIDS.seasonalWorker).findMany({ where: { compteRef: accountA.id }, select: ['id', 'prenom'] });
    const tomasz = rows.find((row: { prenom: string }) => row.prenom === 'Tomasz');
    await strapi.db.query(UIDS.seasonalWorker).update({ where: { id: tomasz.id }, data: { expireLe: yesterday } });
    expect(await purgeExpiredSeasonalWorkers(strapi)).toBe(true);
    expect((await list()).saisonniers.map((w: { prenom: string }) => w.prenom)).toEqual(['Lucia']);
    await as(workers[0]!.jwt, http().post('/api/candidat/compte/suppression')).send({ password: TEST_PASSWORD }).expect(200);
    const left = await strapi.db.query(UIDS.seasonalWorker).count({ where: { compteRef: accountA.id } });
    expect(left).toBe(0);
  });
});
