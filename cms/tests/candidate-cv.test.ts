import request from 'supertest';
import { messages } from '@cep/domain';
import { companyAccount, memberOf } from './helpers/accounts';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';

/** The candidate's CV (issue #11, spec 02 §3, §5, §7): items, completion, visibility, the profile test. */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
let lucas: string;
let chloe: string;
let recruiter: string;
const http = () => request(strapi.server.httpServer);
const as = (jwt: string, test: request.Test) => test.auth(jwt, { type: 'bearer' });

const mainForm = {
  cvTitre: 'Caviste confirmé, passionné par les vins du Rhône et les accords mets-vins — disponible pour la saison',
  cvAnneesExperience: 4,
  cvNiveauEtude: 4,
  cvRemuneration: 26000,
  cvContratSouhaite: [1, 2],
  cvDomaines: [3],
  cvZonegeo: ['dep33', 'reg75'],
  cvPermis: true,
};
const experience = {
  titre: 'Caviste',
  lieu: 'Bordeaux',
  description: 'Conseil, commandes, dégustations.',
  debutMois: 9,
  debutAnnee: 2021,
  enCours: true,
};

beforeAll(async () => {
  strapi = await startStrapi();
  lucas = (await createUserWithRole(strapi, 'candidat', 'lucas@exemple.fr')).jwt;
  chloe = (await createUserWithRole(strapi, 'candidat', 'chloe@exemple.fr')).jwt;
  recruiter = (await memberOf(strapi, await companyAccount(strapi, 'Château Témoin'), 'rh@temoin.fr', { owner: true })).jwt;
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('the CV', () => {
  it('starts empty, invisible and not sendable', async () => {
    const cv = await as(lucas, http().get('/api/candidat/cv')).expect(200);
    expect(cv.body).toMatchObject({ pourcentage: 0, cvComplet: false, visible: false, experiences: [], diplomes: [], langues: [] });
    expect((await as(lucas, http().get('/api/offre/profil/test')).expect(200)).body).toEqual({
      profil: false,
      message: messages.profilIncomplet,
    });
    const refused = await as(lucas, http().post('/api/canditat/profile/visibile/recruteur')).expect(400);
    expect(refused.body).toEqual({ code: 400, cvComplet: false, visible: false, message: messages.profilIncomplet });
  });

  it('answers the field error map of the main form and cuts the title at 100', async () => {
    const bad = await as(lucas, http().put('/api/candidat/cv').send({ cvTitre: 'Caviste' })).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['cvAnneesExperience', 'cvNiveauEtude', 'cvRemuneration', 'cvContratSouhaite']);
    const saved = await as(lucas, http().put('/api/candidat/cv').send(mainForm)).expect(200);
    expect(saved.body).toEqual({ code: 200, pourcentage: 75, cvComplet: false });
    expect((await as(lucas, http().get('/api/candidat/cv'))).body.cv.cvTitre).toHaveLength(100);
  });

  it('adds, reads, changes and deletes an experience, each answer carrying the completion', async () => {
    const added = await as(lucas, http().post('/api/candidat/cv/experience').send(experience)).expect(200);
    expect(added.body).toMatchObject({ code: 200, pourcentage: 95, cvComplet: true });
    const form = await as(lucas, http().get(`/api/load-form/experience/${added.body.id}`)).expect(200);
    expect(form.body.experience).toMatchObject({ titre: 'Caviste', debutMois: 9, debutAnnee: 2021, finMois: null, enCours: true });
    await as(
      lucas,
      http()
        .put(`/api/candidat/cv/experience/${added.body.id}`)
        .send({ ...experience, enCours: false }),
    ).expect(400);
    const ended = { ...experience, enCours: false, finMois: 6, finAnnee: 2024 };
    await as(lucas, http().put(`/api/candidat/cv/experience/${added.body.id}`).send(ended)).expect(200);
    expect((await as(lucas, http().get(`/api/load-form/experience/${added.body.id}`))).body.experience).toMatchObject({
      finMois: 6,
      finAnnee: 2024,
      enCours: false,
    });
    const diploma = await as(
      lucas,
      http()
        .post('/api/candidat/cv/diplome')
        .send({ titre: 'BTS Viticulture-Œnologie', debutMois: 9, debutAnnee: 2018, finMois: 6, finAnnee: 2020 }),
    ).expect(200);
    const language = await as(lucas, http().post('/api/candidat/cv/langue').send({ langue: 1, niveau: 2 })).expect(200);
    expect(language.body).toMatchObject({ pourcentage: 100, cvComplet: true });
    expect((await as(lucas, http().post('/api/candidat/cv/langue').send({ langue: 1 })).expect(400)).body.errors).toEqual({
      niveau: messages.langueNiveau,
    });

    // Another candidate never reaches these lines.
    await as(chloe, http().get(`/api/load-form/experience/${added.body.id}`)).expect(404);
    await as(chloe, http().delete(`/api/canditat/profile/cv/delete/poste/${added.body.id}`)).expect(404);
    await as(chloe, http().put(`/api/candidat/cv/experience/${added.body.id}`).send(ended)).expect(404);
    await as(chloe, http().delete(`/api/canditat/profile/cv/delete/competence/langue/${language.body.id}`)).expect(404);

    expect(
      (await as(lucas, http().delete(`/api/canditat/profile/cv/delete/competence/langue/${language.body.id}`)).expect(200)).body,
    ).toEqual({
      code: 200,
      pourcentage: 95,
      cvComplet: true,
    });
    expect(
      (await as(lucas, http().delete(`/api/canditat/profile/cv/delete/diplome/${diploma.body.id}`)).expect(200)).body.pourcentage,
    ).toBe(95);
  });

  it('turns visibility on once complete, off on demand, and off by itself when the CV stops being complete', async () => {
    const on = await as(lucas, http().post('/api/canditat/profile/visibile/recruteur').send({ visible: true })).expect(200);
    expect(on.body).toEqual({ code: 200, cvComplet: true, visible: true, message: messages.visibiliteOn });
    expect((await as(lucas, http().get('/api/offre/profil/test'))).body).toEqual({ profil: true });
    const off = await as(lucas, http().post('/api/canditat/profile/visibile/recruteur')).expect(200);
    expect(off.body).toMatchObject({ visible: false, message: messages.visibiliteOff });
    await as(lucas, http().post('/api/canditat/profile/visibile/recruteur')).expect(200);

    const [line] = (await as(lucas, http().get('/api/candidat/cv'))).body.experiences as Array<{ id: string }>;
    const removed = await as(lucas, http().delete(`/api/canditat/profile/cv/delete/poste/${line!.id}`)).expect(200);
    expect(removed.body).toEqual({ code: 200, pourcentage: 75, cvComplet: false });
    expect((await as(lucas, http().get('/api/candidat/cv'))).body.visible).toBe(false);
  });

  it('is the candidates’ only: recruiters and visitors are refused', async () => {
    await as(recruiter, http().get('/api/candidat/cv')).expect(403);
    await as(recruiter, http().post('/api/canditat/profile/visibile/recruteur')).expect(403);
    expect([401, 403]).toContain((await http().get('/api/candidat/cv')).status);
  });
});
