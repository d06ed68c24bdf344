import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { messages } from '@cep/domain';
import { companyAccount, memberOf, schoolAccount } from './helpers/accounts';
import { startSmtp } from './helpers/smtp';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';

/**
 * A school's courses (issue #14 item 4) and the subscription lock (item 6): a draft with its title alone,
 * publication with the spec's rules, sessions with theirs, images and brochure by their bytes, deletion,
 * ownership (school B cannot touch school A's courses, sessions or files), and writes refused without a subscription.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const http = () => request(strapi.server.httpServer);
const as = (test: request.Test, jwt: string) => test.auth(jwt, { type: 'bearer' });
const fixture = (name: string) => readFileSync(path.join(__dirname, '../../test-fixtures', name));

let schoolA: { jwt: string };
let schoolB: { jwt: string };
let lapsed: { jwt: string };

const COURSE = {
  titre: 'BTS Viticulture-Œnologie',
  type: 'diplomante',
  niveau: 4,
  domaine: 1,
  pays: 'FR',
  tarif: 0,
  objectif: 'Former les techniciens de la vigne et du chai.',
  modalites: ['alternance'],
  departements: ['33'],
  formationCommuneid: '33056',
  financements: ['opco', 'autre'],
  financementAutre: 'Taxe d’apprentissage',
};

beforeAll(async () => {
  smtp = await startSmtp();
  strapi = await startStrapi({ ...smtp.env, SITE_URL: 'http://cep.test' });
  schoolA = await memberOf(strapi, await schoolAccount(strapi, 'Lycée A'), 'a@ecoles.fr', { owner: true });
  schoolB = await memberOf(strapi, await schoolAccount(strapi, 'Lycée B'), 'b@ecoles.fr', { owner: true });
  lapsed = await memberOf(strapi, await schoolAccount(strapi, 'Lycée sans abonnement', { subscribed: false }), 'c@ecoles.fr', {
    owner: true,
  });
});

afterAll(async () => {
  await strapi.stopTest();
  await smtp.close();
});

it('saves a draft with its title alone, refuses publication until the rules hold, then publishes', async () => {
  await as(http().post('/api/ecole/formation'), schoolA.jwt).send({ brouillon: true }).expect(400);
  const draft = await as(http().post('/api/ecole/formation'), schoolA.jwt).send({ titre: 'Brouillon de BTS', brouillon: true }).expect(200);
  expect(draft.body).toMatchObject({ code: 200, etat: 'brouillon' });

  const refused = await as(http().post(`/api/ecole/publier/${draft.body.id}`), schoolA.jwt).expect(400);
  expect(refused.body.errors).toMatchObject({
    type: messages.champObligatoire,
    niveau: messages.champObligatoire,
    domaine: messages.champObligatoire,
    pays: messages.champObligatoire,
    tarif: messages.champObligatoire,
    objectif: messages.objectifVide,
    modalites: messages.modaliteRequise,
  });

  const withoutDepartment = await as(http().put(`/api/ecole/formation/${draft.body.id}`), schoolA.jwt)
    .send({ ...COURSE, departements: [] })
    .expect(400);
  expect(withoutDepartment.body.errors).toEqual({ departements: messages.departementRequis });

  const published = await as(http().put(`/api/ecole/formation/${draft.body.id}`), schoolA.jwt)
    .send(COURSE)
    .expect(200);
  expect(published.body).toEqual({
    code: 200,
    id: draft.body.id,
    etat: 'publiee',
    url: `/ecole/formation/${draft.body.id}?actionPublier=ok`,
  });

  const form = await as(http().get(`/api/ecole/formation/${draft.body.id}`), schoolA.jwt).expect(200);
  expect(form.body.valeurs).toMatchObject({
    titre: COURSE.titre,
    niveau: '4',
    modalites: ['alternance'],
    financementAutre: 'Taxe d’apprentissage',
  });
  expect(form.body.valeurs.communeLibelle).toBe('Blanquefort (33290)');

  // Published, the course keeps the publication rules even when the form says « brouillon ».
  await as(http().put(`/api/ecole/formation/${draft.body.id}`), schoolA.jwt)
    .send({ titre: 'Sans rien', brouillon: true })
    .expect(400);
  const list = await as(http().get('/api/ecole/formations'), schoolA.jwt).expect(200);
  expect(list.body).toMatchObject({
    abonnement: 1,
    formations: [{ id: draft.body.id, titre: COURSE.titre, etat: 'publiee', sessions: 0 }],
  });
});

it('keeps sessions with the spec’s rules, and another school finds nothing of them', async () => {
  const course = (await as(http().post('/api/ecole/formation'), schoolA.jwt).send(COURSE).expect(200)).body.id as string;
  const missing = await as(http().post(`/api/ecole/formation/savesession/${course}`), schoolA.jwt)
    .send({ lieu: 'Blanquefort' })
    .expect(400);
  expect(missing.body.errors).toEqual({ _form: 'Vous devez remplir les 3 champs' });
  const backwards = await as(http().post(`/api/ecole/formation/savesession/${course}`), schoolA.jwt)
    .send({ lieu: 'Blanquefort', dateDeb: '2099-09-01', dateFin: '2099-08-01' })
    .expect(400);
  expect(backwards.body.errors).toEqual({ dateFin: 'La date de fin ne doit pas être antérieure à celle de début.' });
  const saved = await as(http().post(`/api/ecole/formation/savesession/${course}`), schoolA.jwt)
    .send({ lieu: 'Blanquefort', dateDeb: '2099-09-01', dateFin: '2101-06-30' })
    .expect(200);
  expect(saved.body.session).toMatchObject({ lieu: 'Blanquefort', dateDebCard: '1er septembre 2099' });
  const changed = await as(http().post(`/api/ecole/formation/savesession/${course}`), schoolA.jwt)
    .send({ session: saved.body.session.id, lieu: 'Bordeaux', dateDeb: '2099-09-02', dateFin: '2101-06-30' })
    .expect(200);
  expect(changed.body.session.id).toBe(saved.body.session.id);
  expect((await as(http().get(`/api/ecole/formation/loadsession/${course}`), schoolA.jwt).expect(200)).body.sessions).toHaveLength(1);

  await as(http().get(`/api/ecole/formation/${course}`), schoolB.jwt).expect(404);
  await as(http().get(`/api/ecole/formation/loadsession/${course}`), schoolB.jwt).expect(404);
  await as(http().post(`/api/ecole/formation/savesession/${course}`), schoolB.jwt)
    .send({ lieu: 'Ailleurs', dateDeb: '2099-09-01', dateFin: '2099-09-02' })
    .expect(404);
  await as(http().delete(`/api/ecole/formation/deletesession/${saved.body.session.id}`), schoolB.jwt).expect(404);
  await as(http().put(`/api/ecole/formation/${course}`), schoolB.jwt)
    .send(COURSE)
    .expect(404);
  await as(http().delete(`/api/ecole/supformation/${course}`), schoolB.jwt).expect(404);
  await as(http().post(`/api/ecole/formation/${course}/plaquette`), schoolB.jwt)
    .attach('plaquette', fixture('cv.pdf'), 'p.pdf')
    .expect(404);

  await as(http().delete(`/api/ecole/formation/deletesession/${saved.body.session.id}`), schoolA.jwt).expect(200);
  expect((await as(http().get(`/api/ecole/formation/loadsession/${course}`), schoolA.jwt).expect(200)).body.sessions).toEqual([]);
});

it('keeps a cover, two photos and a brochure by their bytes; deleting the course removes its files', async () => {
  const course = (await as(http().post('/api/ecole/formation'), schoolA.jwt).send({ titre: 'CAPa Vigne', brouillon: true }).expect(200))
    .body.id as string;
  const upload = (field: string, bytes: Buffer, name: string) =>
    as(http().post(`/api/ecole/formation/${course}/image/${field}`), schoolA.jwt).attach(field, bytes, name);
  expect((await upload('photo1', fixture('cv.pdf'), 'photo.jpg').expect(400)).body.errors).toEqual({ photo1: messages.imageInvalide });
  const photo = await upload('photo2', fixture('photo.jpg'), 'photo.jpg').expect(200);
  const brochure = await as(http().post(`/api/ecole/formation/${course}/plaquette`), schoolA.jwt)
    .attach('plaquette', fixture('programme.pdf'), 'plaquette.pdf')
    .expect(400);
  expect(brochure.body.errors).toEqual({ plaquette: messages.plaquettePdf });
  const pdf = await as(http().post(`/api/ecole/formation/${course}/plaquette`), schoolA.jwt)
    .attach('plaquette', fixture('cv.pdf'), 'plaquette.pdf')
    .expect(200);
  await as(http().delete(`/api/ecole/formation/deletephoto/2/${course}`), schoolA.jwt).expect(200);
  expect(existsSync(path.join(strapi.dirs.static.public, photo.body.url))).toBe(false);
  await as(http().delete(`/api/ecole/formation/deletephoto/3/${course}`), schoolA.jwt).expect(404);
  await as(http().delete(`/api/ecole/supformation/${course}`), schoolA.jwt).expect(200);
  expect(existsSync(path.join(strapi.dirs.static.public, pdf.body.url))).toBe(false);
  await as(http().get(`/api/ecole/formation/${course}`), schoolA.jwt).expect(404);
});

it('locks a school without a subscription: it reads its page and courses, every write is refused', async () => {
  const page = await as(http().get('/api/ecole/page'), lapsed.jwt).expect(200);
  expect(page.body.abonnement).toBe(0);
  expect((await as(http().get('/api/ecole/formations'), lapsed.jwt).expect(200)).body.abonnement).toBe(0);
  // The courses' routes come from contracts: their refusals, the policy's included, are in the one envelope.
  const course = await as(http().post('/api/ecole/formation'), lapsed.jwt).send({ titre: 'Interdit', brouillon: true }).expect(403);
  expect(course.body).toEqual({ code: 403, message: messages.abonnementInactif });
  const refusals = [
    as(http().put('/api/ecole/page'), lapsed.jwt).send({ description: 'Interdit' }),
    as(http().post('/api/ecole/enLigne/1'), lapsed.jwt),
    as(http().post('/api/ecole/saveEvent/nouveau'), lapsed.jwt).send({
      titre: 'x',
      localisation: 'y',
      dateDebut: '2099-01-01',
      dateFin: '2099-01-01',
    }),
    as(http().post('/api/ecole/page/plaquette'), lapsed.jwt).attach('plaquette', fixture('cv.pdf'), 'p.pdf'),
  ];
  for (const refusal of refusals) {
    const res = await refusal.expect(403);
    expect(res.body).toEqual({ code: 403, message: messages.abonnementInactif });
  }
  expect(await strapi.documents('api::course.course').count({ filters: { titre: 'Interdit' } })).toBe(0);
});

describe('the public side', () => {
  let published = '';
  let draft = '';

  beforeAll(async () => {
    published = (
      await as(http().post('/api/ecole/formation'), schoolA.jwt)
        .send({ ...COURSE, titre: 'Bac pro Vigne et vin' })
        .expect(200)
    ).body.id;
    await as(http().post(`/api/ecole/formation/savesession/${published}`), schoolA.jwt)
      .send({ lieu: 'Blanquefort', dateDeb: '2099-09-01', dateFin: '2101-06-30' })
      .expect(200);
    draft = (await as(http().post('/api/ecole/formation'), schoolA.jwt).send({ titre: 'Bac pro caché', brouillon: true }).expect(200)).body
      .id;
  });

  it('finds published courses by a misspelt word, by radius and by a session to come; never a draft', async () => {
    const misspelt = await http().get('/api/search/formations').query({ q: 'bac pro vigen' }).expect(200);
    expect(misspelt.body.hits.map((h: { id: string }) => h.id)).toContain(published);
    expect(misspelt.body.hits.map((h: { id: string }) => h.id)).not.toContain(draft);
    expect(misspelt.body.facets.modalities).toMatchObject({ alternance: expect.any(Number) });
    const near = await http().get('/api/search/formations').query({ autour: '33063', rayon: '30', q: 'bac pro' }).expect(200);
    expect(near.body.hits.map((h: { id: string }) => h.id)).toContain(published);
    const far = await http().get('/api/search/formations').query({ autour: '21054', rayon: '30', q: 'bac pro' }).expect(200);
    expect(far.body.total).toBe(0);
    const upcoming = await http().get('/api/search/formations').query({ session: '1' }).expect(200);
    expect(upcoming.body.hits.map((h: { id: string }) => h.id)).toEqual([published]);
    // Disjunctive: choosing a modality keeps the others counted.
    const chosen = await http().get('/api/search/formations').query({ modalite: 'presentiel' }).expect(200);
    expect(chosen.body.total).toBe(0);
    expect(chosen.body.facets.modalities.alternance).toBeGreaterThan(0);
    expect(
      (
        await http()
          .get(`/api/nbformation/${encodeURIComponent('bac pro')}`)
          .expect(200)
      ).body.nb,
    ).toBeGreaterThan(0);
  });

  it('shows a published course with its sessions, school and linked work-study offers; a draft is not found', async () => {
    const recruiter = await companyAccount(strapi, 'Château Alternance');
    await strapi.documents('api::offer.offer').create({
      data: {
        offreTitre: 'Apprenti vigneron',
        offreContrat: 4,
        etat: 'publiee',
        account: recruiter.id,
        company: recruiter.organisation.id,
        formation: (await strapi.documents('api::course.course').findFirst({ filters: { documentId: published } }))!.id,
      },
    });
    const page = await http().get(`/api/formations/${published}`).expect(200);
    expect(page.body.data).toMatchObject({
      titre: 'Bac pro Vigne et vin',
      type: 'Diplômante',
      modalites: ['Alternance'],
      financements: ['OPCO', 'Taxe d’apprentissage'],
      commune: 'Blanquefort (33290)',
      ecole: { nom: 'Lycée A', page: null },
      offres: [{ titre: 'Apprenti vigneron', entreprise: 'Château Alternance' }],
    });
    expect(page.body.data.sessions).toHaveLength(1);
    await http().get(`/api/formations/${draft}`).expect(404);
    const sitemap = (await http().get('/api/plan/formations').expect(200)).body.data.map((e: { id: string }) => e.id);
    expect(sitemap).toContain(published);
    expect(sitemap).not.toContain(draft);
  });

  it('sends the contact popup to the school by e-mail and keeps it; a draft cannot be contacted', async () => {
    const message = {
      nom: 'Durand',
      prenom: 'Léa',
      email: 'lea.durand@exemple.fr',
      tel: '0611223344',
      message: 'Bonjour, la formation est-elle ouverte aux adultes ?',
    };
    const refused = await http()
      .post(`/api/formation/contact/${published}`)
      .send({ ...message, email: 'pas-un-mail' })
      .expect(400);
    expect(Object.keys(refused.body.errors)).toEqual(['email']);
    const sent = await http().post(`/api/formation/contact/${published}`).send(message).expect(200);
    expect(sent.body).toEqual({ code: 200, message: 'Message envoyé.' });
    const mail = (await smtp.to('a@ecoles.fr')).find((m) => m.subject === 'Demande d’information : Bac pro Vigne et vin');
    expect(mail?.text).toContain('Léa Durand (lea.durand@exemple.fr, 0611223344)');
    expect(mail?.replyTo?.text).toBe('lea.durand@exemple.fr');
    expect(await strapi.documents('api::course.course-contact').count({ filters: { email: 'lea.durand@exemple.fr' } })).toBe(1);
    await http().post(`/api/formation/contact/${draft}`).send(message).expect(404);
  });

  it('lets a work-study offer name a published course, and nothing else', async () => {
    const account = await companyAccount(strapi, 'Domaine Apprenti');
    const recruiter = await memberOf(strapi, account, 'rh@apprenti.fr', { owner: true });
    const step1 = { offreTitre: 'Apprenti caviste', offreContrat: 4, offreFormation: published, brouillon: true };
    const created = await as(http().post('/api/recrutement/offre/description-offre'), recruiter.jwt).send(step1).expect(200);
    const form = await as(http().get(`/api/recrutement/offre/description-offre/${created.body.id}`), recruiter.jwt).expect(200);
    expect(form.body.offre).toMatchObject({ offreFormation: published, offreFormationLibelle: 'Bac pro Vigne et vin — Lycée A' });
    // A CDI names no course; a draft course cannot be named.
    await as(http().put(`/api/recrutement/offre/description-offre/${created.body.id}`), recruiter.jwt)
      .send({ ...step1, offreContrat: 1 })
      .expect(200);
    expect(
      (await as(http().get(`/api/recrutement/offre/description-offre/${created.body.id}`), recruiter.jwt)).body.offre.offreFormation,
    ).toBe('');
    await as(http().put(`/api/recrutement/offre/description-offre/${created.body.id}`), recruiter.jwt)
      .send({ ...step1, offreFormation: draft })
      .expect(200);
    expect(
      (await as(http().get(`/api/recrutement/offre/description-offre/${created.body.id}`), recruiter.jwt)).body.offre.offreFormation,
    ).toBe('');
  });

  it('leaves the index when deleted', async () => {
    const gone = (
      await as(http().post('/api/ecole/formation'), schoolA.jwt)
        .send({ ...COURSE, titre: 'Licence éphémère' })
        .expect(200)
    ).body.id;
    expect((await http().get('/api/search/formations').query({ q: 'éphémère' })).body.total).toBe(1);
    await as(http().delete(`/api/ecole/supformation/${gone}`), schoolA.jwt).expect(200);
    expect((await http().get('/api/search/formations').query({ q: 'éphémère' })).body.total).toBe(0);
  });
});

describe('staff in the backoffice', () => {
  it('set a school’s subscription, take a course out of the search and back, and read the contact messages', async () => {
    const moderator = (await createUserWithRole(strapi, 'moderateur', 'moderateur@ecoles.fr')).jwt;
    const editor = (await createUserWithRole(strapi, 'editeur', 'editeur@ecoles.fr')).jwt;
    const account = await schoolAccount(strapi, 'Lycée à abonner', { subscribed: false });
    const school = await memberOf(strapi, account, 'abonner@ecoles.fr', { owner: true });
    await as(http().post('/api/ecole/formation'), school.jwt).send({ titre: 'Refusé', brouillon: true }).expect(403);
    await as(http().put(`/api/backoffice/accounts/${account.documentId}`), editor)
      .send({ abonnementFin: '2099-12-31' })
      .expect(403);
    await as(http().put(`/api/backoffice/accounts/${account.documentId}`), moderator)
      .send({ abonnementFin: '2099-12-31' })
      .expect(200);
    const course = (
      await as(http().post('/api/ecole/formation'), school.jwt)
        .send({ ...COURSE, titre: 'CAPa Vigne et vin abonné' })
        .expect(200)
    ).body.id;

    expect((await http().get('/api/search/formations').query({ q: 'abonné' })).body.total).toBe(1);
    await as(http().put(`/api/backoffice/courses/${course}`), moderator)
      .send({ etat: 'brouillon' })
      .expect(200);
    expect((await http().get('/api/search/formations').query({ q: 'abonné' })).body.total).toBe(0);
    await http().get(`/api/formations/${course}`).expect(404);
    await as(http().put(`/api/backoffice/courses/${course}`), moderator)
      .send({ etat: 'publiee' })
      .expect(200);
    expect((await http().get('/api/search/formations').query({ q: 'abonné' })).body.total).toBe(1);

    const contacts = await as(http().get('/api/backoffice/course-contacts'), moderator).expect(200);
    expect(contacts.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'lea.durand@exemple.fr', formation: 'Bac pro Vigne et vin' })]),
    );
    await as(http().get('/api/backoffice/course-contacts'), editor).expect(403);
  });
});
