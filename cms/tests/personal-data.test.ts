import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { messages, zipEntryNames } from '@cep/domain';
import { purgeOldApplications } from '../src/api/application/services/retention';
import { runOnce } from '../src/jobs/lease';
import { companyAccount, memberOf, type TestAccount } from './helpers/accounts';
import { candidateWithCompleteCv } from './helpers/candidates';
import { startStrapi } from './helpers/strapi';
import { TEST_PASSWORD } from './helpers/users';

/** Personal data (issue #11 item 9): the export, account deletion with anonymised applications, the two-year purge. */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
let account: TestAccount;
let recruiter: string;
let offer = '';
const http = () => request(strapi.server.httpServer);
const as = (jwt: string, test: request.Test) => test.auth(jwt, { type: 'bearer' });
const fixture = (name: string) => readFileSync(path.join(__dirname, '../../test-fixtures', name));
const storedCount = () =>
  readdirSync(process.env.PRIVATE_FILES_DIR!, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

async function applicant(email: string) {
  const { jwt } = await candidateWithCompleteCv(strapi, email, { prenom: 'Inès', nom: 'Roux' });
  await as(jwt, http().post('/api/candidat/cv/photo')).attach('photo', fixture('photo.jpg'), 'moi.jpg').expect(200);
  await as(jwt, http().post('/api/candidat/cv/fichier')).attach('cvFichier', fixture('cv.pdf'), 'Mon CV.pdf').expect(200);
  await as(jwt, http().post(`/api/offres/${offer}/postuler`))
    .field('candidatOffreReponse', 'Bonjour, je suis disponible.')
    .field('cvProfil', '1')
    .attach('lettre', fixture('lettre.docx'), 'lettre.docx')
    .expect(200);
  return jwt;
}

beforeAll(async () => {
  strapi = await startStrapi();
  account = await companyAccount(strapi, 'Maison Roux');
  recruiter = (await memberOf(strapi, account, 'rh@roux.fr', { owner: true })).jwt;
  offer = (
    await strapi.documents('api::offer.offer').create({
      data: {
        offreTitre: 'Caviste',
        offreContrat: 1,
        etat: 'publiee',
        account: account.id,
        company: account.organisation.id,
        offreModeReception: 'mail',
      },
    })
  ).documentId;
});

afterAll(async () => {
  await strapi.stopTest();
});

it('exports everything Cep holds about a candidate as a zip', async () => {
  const jwt = await applicant('ines@exemple.fr');
  const answer = await as(jwt, http().get('/api/candidat/donnees')).buffer(true).parse(binary).expect(200);
  expect(answer.headers['content-type']).toBe('application/zip');
  expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="cep-mes-donnees-\d{4}-\d{2}-\d{2}\.zip"$/);
  const zip = answer.body as Buffer;
  const names = zipEntryNames(new Uint8Array(zip))!;
  expect(names).toEqual(
    expect.arrayContaining([
      'donnees.json',
      'fichiers/photo.webp',
      'fichiers/Mon CV.pdf',
      expect.stringMatching(/^fichiers\/candidatures\/\w+\/CV - Inès Roux\.pdf$/),
    ]),
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'cep-export-'));
  writeFileSync(path.join(dir, 'export.zip'), zip);
  const data = JSON.parse(execFileSync('unzip', ['-p', path.join(dir, 'export.zip'), 'donnees.json'], { encoding: 'utf8' }));
  expect(data.compte).toMatchObject({ email: 'ines@exemple.fr', prenom: 'Inès', nom: 'Roux', langue: 'fr' });
  expect(data.cv).toMatchObject({ cvTitre: 'Caviste confirmé', experiences: [expect.objectContaining({ titre: 'Caviste' })] });
  expect(data.candidatures).toEqual([
    expect.objectContaining({ offre: 'Caviste', entreprise: 'Maison Roux', statut: 0, message: 'Bonjour, je suis disponible.' }),
  ]);
  expect(JSON.stringify(data)).not.toContain('"cle"');
});

it('deletes a candidate’s account: applications stay anonymised for the recruiter, files leave storage', async () => {
  const jwt = await applicant('louis@exemple.fr');
  await as(jwt, http().post('/api/candidat/alerte')).send({ motCle: 'caviste' }).expect(200);
  const alerts = await strapi.db.query('api::alert.candidate-alert').count();
  const files = storedCount();
  const wrong = await as(jwt, http().post('/api/candidat/compte/suppression')).send({ password: 'pas le bon' }).expect(400);
  expect(wrong.body.errors).toEqual({ password: messages.motDePasseActuel });
  const deleted = await as(jwt, http().post('/api/candidat/compte/suppression')).send({ password: TEST_PASSWORD });
  expect(deleted.body).toEqual({ code: 200, message: messages.compteSupprime });
  // Photo, profile CV, the application's CV and letter.
  expect(storedCount()).toBe(files - 4);
  expect(await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'louis@exemple.fr' } })).toBeNull();
  expect(await strapi.db.query('api::alert.candidate-alert').count()).toBe(alerts - 1);
  await http().post('/api/auth/local').send({ identifier: 'louis@exemple.fr', password: TEST_PASSWORD }).expect(400);
  const list = await as(recruiter, http().get(`/api/recrutement/offre/candidature/${offer}`)).expect(200);
  const gone = list.body.candidatures.find((c: { retiree: boolean }) => c.retiree);
  expect(gone).toMatchObject({
    candidat: { nom: 'Candidat', prenom: '', email: '', telephone: null },
    message: '',
    cv: false,
    lettre: false,
    nouvelle: false,
  });
  await as(recruiter, http().get(`/api/candidatures/${gone.id}/cv`)).expect(404);
  await as(recruiter, http().get(`/api/recrutement/candidature/${gone.id}/profil`)).expect(404);
});

describe('the two-year purge', () => {
  it('anonymises applications without contact for two years, once a day whatever the instances', async () => {
    const jwt = await applicant('vieux@exemple.fr');
    const mine = (await as(jwt, http().get('/api/candidat/candidatures')).expect(200)).body.candidatures[0];
    const old = new Date(Date.now() - 25 * 30 * 86_400_000);
    await strapi.db.query('api::application.application').update({ where: { documentId: mine.id }, data: { dernierContact: old } });
    const tomorrow = new Date(Date.now() + 86_400_000);
    const runs = await Promise.all([purgeOldApplications(strapi), purgeOldApplications(strapi), purgeOldApplications(strapi)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await purgeOldApplications(strapi)).toBe(false);
    const row = await strapi.documents('api::application.application').findOne({ documentId: mine.id });
    expect(row).toMatchObject({ candidatNom: 'Candidat', candidatEmail: '', cv: null, lettre: null });
    expect(row?.retireeLe).toBeTruthy();
    // A recent application is kept; another day runs again.
    expect(await purgeOldApplications(strapi, tomorrow)).toBe(true);
    expect(
      (await as(recruiter, http().get(`/api/recrutement/offre/candidature/${offer}`)).expect(200)).body.candidatures.filter(
        (c: { retiree: boolean }) => !c.retiree,
      ).length,
    ).toBeGreaterThan(0);
  });

  it('resumes a crashed run once its lease expires, and never runs a finished one again', async () => {
    await expect(runOnce(strapi, 'essai', '2026-11-23', 60_000, () => Promise.reject(new Error('panne')))).rejects.toThrow('panne');
    const job = jest.fn(() => Promise.resolve());
    expect(await runOnce(strapi, 'essai', '2026-11-23', 60_000, job)).toBe(false);
    await strapi.db
      .connection('cep_job_runs')
      .where({ name: 'essai:2026-11-23' })
      .update({ until: Date.now() - 1 });
    expect(await runOnce(strapi, 'essai', '2026-11-23', 60_000, job)).toBe(true);
    expect(await runOnce(strapi, 'essai', '2026-11-23', 60_000, job)).toBe(false);
    expect(job).toHaveBeenCalledTimes(1);
  });
});
