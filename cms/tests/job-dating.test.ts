import request from 'supertest';
import { addDays, formatMessage, JOB_DATING_SLOTS_MAX, messages, todayIso } from '@cep/domain';
import { purgePastJobDatingDays } from '../src/api/jobdating';
import { icsUtc } from '../src/api/jobdating/services/calendar';
import { UIDS } from '../src/uids';
import { companyAccount, memberOf, schoolAccount, type TestAccount } from './helpers/accounts';
import { sentEmails } from './helpers/outbox';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';

/**
 * Harvest job-dating (issue #40 item 6): an estate or a school publishes a day cut into slots; candidates book one
 * slot a day, never beyond its capacity even all at once; a cancellation reopens the place; both sides get a
 * calendar file; another account's day is not found.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const as = (jwt: string, test: request.Test) => test.auth(jwt, { type: 'bearer' });

let estate: TestAccount;
let owner: string;
let other: string;
let schoolOwner: string;
let day = '';
const candidates: Array<{ jwt: string; email: string }> = [];
const date = addDays(todayIso(), 10);
const DAY = {
  titre: 'Job-dating vendanges au château',
  date,
  lieu: 'Château Lafleur, cour des chais, Pomerol',
  description: 'Venez avec une pièce d’identité.',
  debut: '09:00',
  fin: '11:00',
  dureeCreneau: 30,
  capacite: 5,
};

const page = async (jwt?: string) => {
  const test = http().get(`/api/job-dating/${day}`);
  return (await (jwt ? as(jwt, test) : test).expect(200)).body;
};
const book = (jwt: string, slot: string) => as(jwt, http().post(`/api/job-dating/${day}/reserver/${slot}`));

beforeAll(async () => {
  strapi = await startStrapi();
  estate = await companyAccount(strapi, 'Château Lafleur');
  const neighbour = await companyAccount(strapi, 'Domaine Voisin');
  const school = await schoolAccount(strapi, 'Lycée viticole de Blanquefort');
  owner = (await memberOf(strapi, estate, 'rh@lafleur.fr', { owner: true })).jwt;
  other = (await memberOf(strapi, neighbour, 'rh@voisin.fr', { owner: true })).jwt;
  schoolOwner = (await memberOf(strapi, school, 'direction@blanquefort.fr', { owner: true })).jwt;
  for (let i = 0; i < 21; i += 1) {
    const email = `saisonnier${i}@exemple.fr`;
    const user = await createUserWithRole(strapi, 'candidat', email, { prenom: `Saisonnier${i}`, nom: 'Test', telephone: '0612345678' });
    // Their profile, as sign-up makes it.
    await strapi.documents(UIDS.candidate).create({ data: { user: user.id } });
    candidates.push({ jwt: user.jwt, email });
  }
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('the organiser', () => {
  it('refuses a wrong form at its fields, then publishes the day cut into slots', async () => {
    const wrong = await as(owner, http().post('/api/compte/job-dating'))
      .send({ ...DAY, titre: ' ', date: addDays(todayIso(), -1), fin: '08:00', capacite: 0 })
      .expect(400);
    expect(wrong.body.errors).toEqual({
      titre: messages.champObligatoire,
      date: messages.jobDatingPassee,
      fin: messages.jobDatingHeureFin,
      capacite: messages.nombreInvalide,
    });
    const tooMany = await as(owner, http().post('/api/compte/job-dating'))
      .send({ ...DAY, debut: '07:00', fin: '20:00', dureeCreneau: 10 })
      .expect(400);
    expect(tooMany.body.errors).toEqual({ dureeCreneau: formatMessage('jobDatingCreneauxMax', { max: JOB_DATING_SLOTS_MAX }) });
    day = (await as(owner, http().post('/api/compte/job-dating')).send(DAY).expect(200)).body.id;
    const shown = await page();
    expect(shown.journee).toMatchObject({ titre: DAY.titre, date, organisateur: 'Château Lafleur', annulee: false, ouverte: true });
    expect(shown.creneaux.map((slot: { debut: string; restantes: number }) => [slot.debut, slot.restantes])).toEqual([
      ['09:00', 5],
      ['09:30', 5],
      ['10:00', 5],
      ['10:30', 5],
    ]);
    expect(shown.reservation).toBeNull();
  });

  it('lets a school organise one too; another account finds neither', async () => {
    const schoolDay = (
      await as(schoolOwner, http().post('/api/compte/job-dating'))
        .send({ ...DAY, titre: 'Forum des vendanges' })
        .expect(200)
    ).body.id;
    expect((await as(schoolOwner, http().get('/api/compte/job-dating')).expect(200)).body.journees).toEqual([
      expect.objectContaining({ id: schoolDay, organisateur: 'Lycée viticole de Blanquefort', creneaux: 4, places: 20, reservees: 0 }),
    ]);
    await as(other, http().get(`/api/compte/job-dating/${day}`)).expect(404);
    await as(other, http().post(`/api/compte/job-dating/${day}/annuler`)).expect(404);
    await as(other, http().get(`/api/compte/job-dating/${day}/calendrier.ics`)).expect(404);
    const listed = (await http().get('/api/job-dating').expect(200)).body;
    expect(listed.journees.map((d: { id: string }) => d.id)).toEqual(expect.arrayContaining([day, schoolDay]));
  });
});

describe('booking', () => {
  it('never passes a slot’s capacity, even with 20 candidates booking at once', async () => {
    const slot = (await page()).creneaux[0].id;
    const answers = await Promise.all(candidates.slice(0, 20).map(({ jwt }) => book(jwt, slot)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(messages.jobDatingComplet);
    const row = await strapi.db.query(UIDS.jobDatingSlot).findOne({ where: { documentId: slot } });
    expect(row).toMatchObject({ reservees: 5, capacite: 5 });
    expect(await strapi.db.query(UIDS.jobDatingBooking).count({ where: { creneauRef: row.id } })).toBe(5);
    expect((await page()).creneaux[0].restantes).toBe(0);
  });

  it('takes one booking per candidate and day, even two at once', async () => {
    const [, second, third] = (await page()).creneaux.map((slot: { id: string }) => slot.id);
    const last = candidates[20]!;
    const both = await Promise.all([book(last.jwt, second), book(last.jwt, third)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(both.find((answer) => answer.status === 409)?.body.message).toBe(messages.jobDatingDejaReserve);
    const shown = await page(last.jwt);
    expect(shown.reservation).not.toBeNull();
    // The place of the refused one was given back.
    expect(
      shown.creneaux
        .slice(1, 3)
        .map((slot: { restantes: number }) => slot.restantes)
        .sort(),
    ).toEqual([4, 5]);
    const mail = (await sentEmails()).find((entry) => entry.to.includes(last.email));
    expect(mail?.subject).toMatch(/^Job-dating : votre créneau /);
  });

  it('gives each side a calendar file in Paris hours', async () => {
    const last = candidates[20]!;
    const mine = await as(last.jwt, http().get(`/api/job-dating/${day}/reservation.ics`)).expect(200);
    expect(mine.headers['content-type']).toMatch(/^text\/calendar/);
    const { reservation } = await page(last.jwt);
    expect(mine.text).toContain(`DTSTART:${icsUtc(date, reservation.debut)}`);
    expect(mine.text).toContain('LOCATION:Château Lafleur\\, cour des chais\\, Pomerol');
    await as(candidates[19]!.jwt, http().get(`/api/job-dating/${day}/reservation.ics`)).expect(404);
    const theirs = await as(owner, http().get(`/api/compte/job-dating/${day}/calendrier.ics`)).expect(200);
    expect(theirs.text.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(theirs.text).toContain('Saisonnier20 Test');
    // 09:00 in Paris is 07:00 UTC in summer, 08:00 in winter.
    expect(icsUtc('2027-07-01', '09:00')).toBe('20270701T070000Z');
    expect(icsUtc('2027-12-01', '09:00')).toBe('20271201T080000Z');
  });

  it('reopens a place on cancellation; the organiser sees who comes', async () => {
    const slot = (await page()).creneaux[0].id;
    const booked = (await Promise.all(candidates.slice(0, 20).map(async (c) => ({ c, shown: await page(c.jwt) })))).filter(
      ({ shown }) => shown.reservation?.creneau === slot,
    );
    expect(booked).toHaveLength(5);
    await as(booked[0]!.c.jwt, http().post(`/api/job-dating/${day}/annuler`)).expect(200);
    await as(booked[0]!.c.jwt, http().post(`/api/job-dating/${day}/annuler`)).expect(404);
    expect((await page()).creneaux[0].restantes).toBe(1);
    const late = candidates.find((c) => !booked.some((b) => b.c === c) && c !== candidates[20])!;
    await book(late.jwt, slot).expect(200);
    const managed = (await as(owner, http().get(`/api/compte/job-dating/${day}`)).expect(200)).body;
    expect(managed.creneaux[0]).toMatchObject({ capacite: 5, restantes: 0 });
    expect(managed.creneaux[0].inscrits).toHaveLength(5);
    expect(managed.creneaux[0].inscrits[0]).toMatchObject({ nom: 'Test', telephone: '0612345678' });
  });

  it('cancels the day: every booked candidate is told, booking closes', async () => {
    const cancelled = await as(owner, http().post(`/api/compte/job-dating/${day}/annuler`)).expect(200);
    expect(cancelled.body.prevenus).toBe(6);
    const told = (await sentEmails()).filter((mail) => mail.subject === `Job-dating annulé : ${DAY.titre}`);
    expect(told).toHaveLength(6);
    const slot = (await page()).creneaux[1].id;
    expect((await book(candidates[19]!.jwt, slot).expect(409)).body.message).toBe(messages.jobDatingPasse);
    await as(owner, http().post(`/api/compte/job-dating/${day}/annuler`)).expect(409);
    // Nothing to put in a calendar any more.
    await as(candidates[20]!.jwt, http().get(`/api/job-dating/${day}/reservation.ics`)).expect(404);
    expect((await http().get('/api/job-dating').expect(200)).body.journees.map((d: { id: string }) => d.id)).not.toContain(day);
  });
});

describe('a cancellation and a booking at once', () => {
  it('books before the cancellation (and is told) or is refused after it, never a booking on a cancelled day untold', async () => {
    const other = (
      await as(owner, http().post('/api/compte/job-dating'))
        .send({ ...DAY, titre: 'Journée courte' })
        .expect(200)
    ).body.id;
    const slot = (await (await http().get(`/api/job-dating/${other}`)).body).creneaux[0].id;
    const [booked, cancelled] = await Promise.all([
      as(candidates[0]!.jwt, http().post(`/api/job-dating/${other}/reserver/${slot}`)),
      as(owner, http().post(`/api/compte/job-dating/${other}/annuler`)).expect(200),
    ]);
    if (booked.status === 200) expect(cancelled.body.prevenus).toBe(1);
    else {
      expect(booked.status).toBe(409);
      expect(cancelled.body.prevenus).toBe(0);
    }
  });
});

describe('retention', () => {
  it('deletes days past by a month with their bookings', async () => {
    const before = await strapi.db.query(UIDS.jobDatingDay).count({});
    await strapi.db
      .query(UIDS.jobDatingDay)
      .updateMany({ where: { titre: 'Forum des vendanges' }, data: { date: addDays(todayIso(), -31) } });
    expect(await purgePastJobDatingDays(strapi)).toBe(true);
    expect(await strapi.db.query(UIDS.jobDatingDay).count({})).toBe(before - 1);
  });
});
