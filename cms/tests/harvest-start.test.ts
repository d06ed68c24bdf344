import request from 'supertest';
import { addDays, formatMessage, messages, todayIso } from '@cep/domain';
import { startAnswerUrl } from '../src/api/harvest/services/start-link';
import { companyAccount, memberOf, type TestAccount } from './helpers/accounts';
import { candidateWithCompleteCv } from './helpers/candidates';
import { harvestDetails } from './helpers/offers';
import { sentEmails } from './helpers/outbox';
import { startStrapi } from './helpers/strapi';

/**
 * The harvest's confirmed start (issue #40 item 2): the estate confirms or moves it, every preselected worker is told
 * and answers from a signed, expiring link without logging in; the headcount counts each worker once, within its
 * account; a move of the day asks again, a chase reaches only those who have not answered.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const as = (jwt: string, test: request.Test) => test.auth(jwt, { type: 'bearer' });

let accountA: TestAccount;
let ownerA: string;
let memberA: string;
let ownerB: string;
let offer = '';
let plainOffer = '';
const workers: Array<{ jwt: string; email: string; application: string }> = [];
const day = addDays(todayIso(), 20);
const later = addDays(todayIso(), 23);

async function publishedOffer(data: Record<string, unknown>) {
  const created = await strapi.documents('api::offer.offer').create({
    data: {
      offreContrat: 6,
      etat: 'publiee',
      account: accountA.id,
      company: accountA.organisation.id,
      offreModeReception: 'mail',
      ...data,
    },
  });
  return created.documentId;
}

const headcount = async (jwt = ownerA, query = '') =>
  (await as(jwt, http().get(`/api/recrutement/offre/demarrage/${offer}${query}`)).expect(200)).body;
const names = (body: { candidats: Array<{ prenom: string }> }) => body.candidats.map((c) => c.prenom);
const confirm = (body: Record<string, unknown>, jwt = ownerA) =>
  as(jwt, http().post(`/api/recrutement/offre/demarrage/${offer}`)).send(body);
const START = {
  date: day,
  heure: '07:30',
  lieu: 'Cour du château, 12 route des Vignes, Pauillac',
  aApporter: 'Bottes, gants, un sécateur si vous en avez un',
};

/** The signed link of the latest start e-mail a worker received, as its query `{ r, e, t }`. */
async function linkOf(email: string) {
  const mail = (await sentEmails()).find((entry) => entry.to.includes(email) && entry.subject.startsWith('Vendanges'));
  const url = mail?.text.match(/https?:\/\/\S+\/vendanges\/demarrage\?\S+/)?.[0];
  if (!url) throw new Error(`no start e-mail for ${email}`);
  const query = new URL(url).searchParams;
  return { r: Number(query.get('r')), e: Number(query.get('e')), t: query.get('t') ?? '' };
}

const invitation = (link: object) => http().post('/api/vendanges/demarrage/lien').send(link);
const answer = (link: object, tour: number, reponse: string) =>
  http()
    .post('/api/vendanges/demarrage/reponse')
    .send({ ...link, tour, reponse });

beforeAll(async () => {
  strapi = await startStrapi();
  accountA = await companyAccount(strapi, 'Château Lafleur');
  const accountB = await companyAccount(strapi, 'Domaine Voisin');
  ownerA = (await memberOf(strapi, accountA, 'rh@lafleur.fr', { owner: true })).jwt;
  memberA = (await memberOf(strapi, accountA, 'chai@lafleur.fr')).jwt;
  ownerB = (await memberOf(strapi, accountB, 'rh@voisin.fr', { owner: true })).jwt;
  offer = await publishedOffer({
    offreTitre: 'Coupeur de raisin',
    emploivendagesaisonier: true,
    offreMail: 'rh@lafleur.fr',
    vendanges: { ...harvestDetails, postes: 3 },
  });
  plainOffer = await publishedOffer({ offreTitre: 'Caviste', offreContrat: 1, offreMail: 'rh@lafleur.fr' });
  for (const [prenom, nom] of [
    ['Lucia', 'Garcia'],
    ['Tomasz', 'Nowak'],
    ['Ana', 'Pereira'],
  ] as const) {
    const email = `${prenom.toLowerCase()}@exemple.fr`;
    const { jwt } = await candidateWithCompleteCv(strapi, email, { prenom, nom });
    const sent = await as(jwt, http().post(`/api/offres/${offer}/postuler`))
      .field('express', '1')
      .field('candidatOffreReponse', 'Disponible toute la saison, j’ai déjà fait trois vendanges.')
      .field('disponibleDu', day)
      .field('disponibleAu', addDays(day, 20))
      .field('telephone', '06 12 34 56 78')
      .expect(200);
    workers.push({ jwt, email, application: sent.body.id });
  }
  // Lucia and Tomasz are preselected; Ana waits.
  for (const worker of workers.slice(0, 2))
    await as(ownerA, http().post(`/api/recrutement/offre/candidature/changestatus/${worker.application}/1`)).expect(200);
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('the estate confirms the start', () => {
  it('shows the preselected workers against the positions before any start', async () => {
    const body = await headcount(memberA);
    expect(body.offre).toMatchObject({ id: offer, titre: 'Coupeur de raisin', postes: 3 });
    expect(body.demarrage).toBeNull();
    expect(body.compteurs).toEqual({ presents: 0, absents: 0, sansReponse: 2 });
    expect(names(body)).toEqual(['Lucia', 'Tomasz']);
    expect(body).toMatchObject({ total: 2, page: 1, pages: 1 });
  });

  it('is another account’s or a non-harvest offer: 404; a wrong form: the field’s message; nothing sent', async () => {
    await as(ownerB, http().get(`/api/recrutement/offre/demarrage/${offer}`)).expect(404);
    await confirm(START, ownerB).expect(404);
    await as(ownerA, http().get(`/api/recrutement/offre/demarrage/${plainOffer}`)).expect(404);
    const wrong = await confirm({ ...START, heure: '7h30', date: addDays(todayIso(), -1), lieu: ' ' }).expect(400);
    expect(wrong.body.errors).toEqual({ heure: messages.demarrageHeure, date: messages.demarragePasse, lieu: messages.champObligatoire });
    expect((await headcount()).demarrage).toBeNull();
  });

  it('tells every preselected worker, who answers from the link without logging in', async () => {
    const sent = await confirm(START).expect(200);
    expect(sent.body).toEqual({ code: 200, prevenus: 2, tour: 1, reponsesRemisesAZero: false });
    const mails = await sentEmails();
    const lucia = mails.find((m) => m.to.includes('lucia@exemple.fr') && m.subject.startsWith('Vendanges'));
    expect(lucia?.subject).toMatch(/^Vendanges : démarrage le \S+ \d{1,2} \S+ \d{4} à 7 h 30$/);
    expect(lucia?.text).toContain('Lieu : Cour du château, 12 route des Vignes, Pauillac');
    expect(lucia?.text).toContain('À apporter : Bottes, gants');
    expect(mails.some((m) => m.to.includes('ana@exemple.fr') && m.subject.startsWith('Vendanges'))).toBe(false);

    const link = await linkOf('lucia@exemple.fr');
    const shown = await invitation(link).expect(200);
    expect(shown.body).toMatchObject({
      prenom: 'Lucia',
      offre: { id: offer, titre: 'Coupeur de raisin', entreprise: 'Château Lafleur' },
      demarrage: { date: day, heure: '07:30', lieu: START.lieu, tour: 1 },
      reponse: null,
    });
    expect((await answer(link, 1, 'present').expect(200)).body).toEqual({ code: 200, reponse: 'present' });
    expect((await invitation(link).expect(200)).body.reponse).toBe('present');
    const body = await headcount();
    expect(body.compteurs).toEqual({ presents: 1, absents: 0, sansReponse: 1 });
    expect(body.demarrage).toMatchObject({ date: day, heure: '07:30', tour: 1 });
    const row = body.candidats.find((c: { prenom: string }) => c.prenom === 'Lucia');
    expect(row).toMatchObject({ reponse: 'present', telephone: '0612345678' });
    for (const moment of [row.reponduLe, row.prevenuLe]) expect(Math.abs(Date.parse(moment) - Date.now())).toBeLessThan(60_000);
  });

  it('keeps one answer per link, whatever the clicks: the last word counts, and a withdrawal reaches the team', async () => {
    const link = await linkOf('tomasz@exemple.fr');
    const clicks = await Promise.all(Array.from({ length: 10 }, (_, i) => answer(link, 1, i % 2 ? 'absent' : 'present')));
    expect(clicks.every((click) => click.status === 200)).toBe(true);
    const rows = await strapi.db.query('api::harvest.start-answer').findMany({ where: { offreRef: { $notNull: true } } });
    expect(rows.filter((row) => row.candidatureRef === rows.find((r) => r.id === link.r)?.candidatureRef)).toHaveLength(1);
    const counts = (await headcount()).compteurs;
    expect(counts.presents + counts.absents + counts.sansReponse).toBe(2);
    expect(counts.sansReponse).toBe(0);

    await answer(link, 1, 'present').expect(200);
    await answer(link, 1, 'absent').expect(200);
    const team = (await sentEmails()).filter((m) => m.subject === 'Tomasz Nowak ne pourra plus venir : Coupeur de raisin');
    expect(team.map((m) => m.to[0]).sort()).toEqual(expect.arrayContaining(['chai@lafleur.fr', 'rh@lafleur.fr']));
    expect((await headcount()).compteurs).toEqual({ presents: 1, absents: 1, sansReponse: 0 });
    // By answer, a page at a time: whom to call first.
    expect(names(await headcount(ownerA, '?reponse=absent'))).toEqual(['Tomasz']);
    expect(await headcount(ownerA, '?reponse=present')).toMatchObject({ total: 1, candidats: [{ prenom: 'Lucia', reponse: 'present' }] });
    expect(await headcount(ownerA, '?reponse=sans-reponse')).toMatchObject({ total: 0, candidats: [] });
    await as(ownerA, http().get(`/api/recrutement/offre/demarrage/${offer}?reponse=peut-etre`)).expect(400);
  });

  it('refuses a forged, borrowed or expired link with a French message', async () => {
    const link = await linkOf('lucia@exemple.fr');
    expect((await invitation({ ...link, t: 'faux' }).expect(400)).body).toEqual({ code: 400, message: messages.lienInvalide });
    expect((await invitation({ ...link, r: link.r + 1 }).expect(400)).body.message).toBe(messages.lienInvalide);
    expect((await answer({ ...link, e: link.e + 86_400 }, 1, 'absent').expect(400)).body.message).toBe(messages.lienInvalide);
    // A link signed for a day gone by: its signature holds, its day does not.
    const past = new URL(startAnswerUrl(link.r, Math.floor(Date.now() / 1000) - 60)).searchParams;
    const expired = { r: link.r, e: Number(past.get('e')), t: past.get('t') };
    expect((await invitation(expired).expect(400)).body).toEqual({ code: 400, message: messages.demarrageLienExpire });
    expect((await answer(expired, 1, 'absent').expect(400)).body.message).toBe(messages.demarrageLienExpire);
    expect((await invitation(link).expect(200)).body.reponse).toBe('present');
  });

  it('keeps the answers when only the place changes, asks again when the day moves', async () => {
    const precise = await confirm({ ...START, lieu: 'Parking de la cave coopérative, Pauillac' }).expect(200);
    expect(precise.body).toMatchObject({ prevenus: 2, tour: 1, reponsesRemisesAZero: false });
    expect((await headcount()).compteurs).toEqual({ presents: 1, absents: 1, sansReponse: 0 });
    const mails = await sentEmails();
    expect(mails.find((m) => m.to.includes('lucia@exemple.fr'))?.subject).toMatch(/^Vendanges : précisions pour le démarrage du /);

    const oldLink = await linkOf('lucia@exemple.fr');
    const moved = await confirm({ ...START, date: later }).expect(200);
    expect(moved.body).toMatchObject({ prevenus: 2, tour: 2, reponsesRemisesAZero: true });
    const body = await headcount();
    expect(body.compteurs).toEqual({ presents: 0, absents: 0, sansReponse: 2 });
    expect(body.demarrage).toMatchObject({ date: later, tour: 2 });
    expect((await sentEmails()).find((m) => m.to.includes('lucia@exemple.fr'))?.subject).toMatch(/^Vendanges : le démarrage change, /);
    // The page opened before the move answers for the day it showed: refused, read again.
    expect((await answer(oldLink, 1, 'present').expect(409)).body).toEqual({ code: 409, message: messages.demarrageChange });
    const fresh = await linkOf('lucia@exemple.fr');
    expect((await invitation(fresh).expect(200)).body).toMatchObject({ demarrage: { date: later, tour: 2 }, reponse: null });
    await answer(fresh, 2, 'present').expect(200);
  });

  it('tells a worker preselected after the start at once, and drops one set aside', async () => {
    const ana = workers[2]!;
    await as(memberA, http().post(`/api/recrutement/offre/candidature/changestatus/${ana.application}/1`)).expect(200);
    const link = await linkOf(ana.email);
    expect((await invitation(link).expect(200)).body).toMatchObject({ prenom: 'Ana', demarrage: { date: later, tour: 2 } });
    expect((await headcount()).compteurs).toEqual({ presents: 1, absents: 0, sansReponse: 2 });

    const tomasz = workers[1]!;
    await as(ownerA, http().post(`/api/recrutement/offre/candidature/changestatus/${tomasz.application}/2`)).expect(200);
    const body = await headcount();
    expect(names(body)).toEqual(['Lucia', 'Ana']);
    expect(names(await headcount(ownerA, '?reponse=sans-reponse'))).toEqual(['Ana']);
    expect(body.compteurs).toEqual({ presents: 1, absents: 0, sansReponse: 1 });
    // Set aside, their link no longer answers.
    expect((await invitation(await linkOf(tomasz.email)).expect(400)).body.message).toBe(messages.lienInvalide);
  });

  it('chases only those who have not answered, at most every 12 hours', async () => {
    const chase = () => as(ownerA, http().post(`/api/recrutement/offre/demarrage/${offer}/relance`));
    const early = await chase().expect(409);
    expect(early.body.message).toBe(formatMessage('demarrageAucuneRelance', { heures: 12 }));
    const long = new Date(Date.now() - 13 * 60 * 60 * 1000);
    await strapi.db.query('api::harvest.start-answer').updateMany({ where: { offreRef: { $notNull: true } }, data: { prevenuLe: long } });
    expect((await chase().expect(200)).body).toEqual({ code: 200, relances: 1 });
    const chased = (await sentEmails()).filter((m) => m.subject.startsWith('Vendanges : serez-vous là'));
    expect(chased.map((m) => m.to[0])).toEqual(['ana@exemple.fr']);
    await chase().expect(409);
    await as(ownerB, http().post(`/api/recrutement/offre/demarrage/${offer}/relance`)).expect(404);
  });

  it('answers for the tour a page showed even from a row left behind, and chases nobody once the day is past', async () => {
    const link = await linkOf('ana@exemple.fr');
    await strapi.db.query('api::harvest.start-answer').update({ where: { id: link.r }, data: { tour: 1, reponse: 'absent' } });
    expect((await invitation(link).expect(200)).body.reponse).toBeNull();
    await answer(link, 2, 'present').expect(200);
    expect((await invitation(link).expect(200)).body).toMatchObject({ reponse: 'present', demarrage: { tour: 2 } });

    await strapi.db.query('api::harvest.harvest-start').updateMany({ where: { tour: 2 }, data: { date: addDays(todayIso(), -1) } });
    const late = await as(ownerA, http().post(`/api/recrutement/offre/demarrage/${offer}/relance`)).expect(409);
    expect(late.body.message).toBe(messages.demarrageDepasse);
    expect((await invitation(link).expect(400)).body.message).toBe(messages.demarrageLienExpire);
  });

  it('refuses a start with nobody preselected, and a chase before any start', async () => {
    const empty = await publishedOffer({ offreTitre: 'Porteur', emploivendagesaisonier: true, vendanges: harvestDetails });
    const refused = await as(ownerA, http().post(`/api/recrutement/offre/demarrage/${empty}`))
      .send(START)
      .expect(409);
    expect(refused.body).toEqual({ code: 409, message: messages.demarrageAucunPreselectionne });
    const chase = await as(ownerA, http().post(`/api/recrutement/offre/demarrage/${empty}/relance`)).expect(409);
    expect(chase.body).toEqual({ code: 409, message: messages.demarrageNonConfirme });
  });
});
