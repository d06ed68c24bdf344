import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { messages } from '@cep/domain';
import { companyAccount, memberOf, subsidiaryOf, type TestAccount } from './helpers/accounts';
import { candidateWithCompleteCv } from './helpers/candidates';
import { sentEmails } from './helpers/outbox';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole, TEST_PASSWORD } from './helpers/users';

/**
 * Issue #40 item 4: a candidate writes to an estate from its online page (or a subsidiary's); the account's recruiters
 * find it in their pool, search it, download the CV sent, and invite the candidate to an online offer — once per offer.
 * Another account never sees it (404).
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const as = (jwt: string, test: request.Test) => test.auth(jwt, { type: 'bearer' });
const fixture = (name: string) => readFileSync(path.join(__dirname, '../../test-fixtures', name));

let account: TestAccount;
let owner: string;
let other: string;
let lucia: string;
let pageId = '';
let subsidiaryPage = '';
let offline = '';
let offer = '';
let closedOffer = '';

const send = (jwt: string, id: string, body: Record<string, unknown>) =>
  as(jwt, http().post(`/api/entreprises/${id}/candidature-spontanee`)).send(body);
const pool = (jwt: string, q = '') => as(jwt, http().get(`/api/recrutement/candidatures-spontanees${q}`));

beforeAll(async () => {
  strapi = await startStrapi();
  account = await companyAccount(strapi, 'Château Lafite');
  owner = (await memberOf(strapi, account, 'rh@lafite.fr', { owner: true })).jwt;
  const otherAccount = await companyAccount(strapi, 'Domaine Voisin');
  other = (await memberOf(strapi, otherAccount, 'rh@voisin.fr', { owner: true })).jwt;
  lucia = (await candidateWithCompleteCv(strapi, 'lucia@exemple.fr', { prenom: 'Lucía', nom: 'García' })).jwt;
  await as(lucia, http().post('/api/candidat/cv/fichier')).attach('cvFichier', fixture('cv.pdf'), 'cv.pdf').expect(200);
  pageId = account.organisation.documentId;
  await strapi.documents('api::company.company').update({ documentId: pageId, data: { enLigne: true } });
  const subsidiary = await subsidiaryOf(strapi, account, 'Château Lafite Pauillac');
  subsidiaryPage = subsidiary.documentId;
  await strapi.documents('api::company.company').update({ documentId: subsidiaryPage, data: { enLigne: true } });
  offline = otherAccount.organisation.documentId;
  const published = (data: Record<string, unknown>) =>
    strapi.documents('api::offer.offer').create({
      data: { offreContrat: 6, account: account.id, company: account.organisation.id, offreModeReception: 'mail', ...data },
    });
  offer = (await published({ offreTitre: 'Coupeur', etat: 'publiee', emploivendagesaisonier: true })).documentId;
  closedOffer = (await published({ offreTitre: 'Porteur', etat: 'brouillon' })).documentId;
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('an unsolicited application', () => {
  it('is sent from an online page with a copy of the CV, and the team is told', async () => {
    const sent = await send(lucia, pageId, {
      message: 'Cinq saisons de vendanges, disponible en septembre.',
      telephone: '06 12 34 56 78',
      cvProfil: true,
    }).expect(200);
    expect(sent.body.id).toEqual(expect.any(String));
    const mail = (await sentEmails()).find((m) => m.to.includes('rh@lafite.fr') && m.subject === 'Candidature spontanée : Lucía García');
    expect(mail?.text).toContain('depuis la page de Château Lafite.');
  });

  it('is one per page: a second is refused; a subsidiary’s page is another; an offline page is not found', async () => {
    expect((await send(lucia, pageId, { message: 'Encore moi.' }).expect(409)).body.message).toBe(messages.spontaneeDejaEnvoyee);
    await send(lucia, subsidiaryPage, { message: 'Pour Pauillac aussi.' }).expect(200);
    await send(lucia, offline, { message: 'Bonjour' }).expect(404);
  });

  it('refuses an empty message, a wrong phone, and a CV the profile does not have', async () => {
    const wrong = await send(lucia, offline, { message: ' ', telephone: '12' }).expect(400);
    expect(wrong.body.errors).toEqual({ message: messages.champObligatoire, telephone: messages.telephoneInvalide });
    const noCv = (await createUserWithRole(strapi, 'candidat', 'ion@exemple.fr')).jwt;
    expect((await send(noCv, pageId, { message: 'Bonjour', cvProfil: true }).expect(400)).body.errors).toEqual({
      cvProfil: messages.spontaneeSansCv,
    });
    await send(noCv, pageId, { message: 'Bonjour, sans CV mais motivé.' }).expect(200);
    await send(owner, pageId, { message: 'Bonjour' }).expect(403);
  });
});

describe('the candidate’s own data', () => {
  it('is in the export, and gone with the account, its CV copy with it', async () => {
    const leaving = (await candidateWithCompleteCv(strapi, 'depart@exemple.fr', { prenom: 'Ana', nom: 'Silva' })).jwt;
    await as(leaving, http().post('/api/candidat/cv/fichier')).attach('cvFichier', fixture('cv.pdf'), 'cv.pdf').expect(200);
    await send(leaving, pageId, { message: 'Je pars bientôt.', cvProfil: true }).expect(200);
    const row = await strapi.db
      .query('api::unsolicited.unsolicited-application')
      .findOne({ where: { candidatEmail: 'depart@exemple.fr' } });
    const copy = (row?.cv as { cle: string }).cle;
    expect(existsSync(path.join(process.env.PRIVATE_FILES_DIR!, copy))).toBe(true);
    await as(leaving, http().post('/api/candidat/compte/suppression')).send({ password: TEST_PASSWORD }).expect(200);
    expect(await strapi.db.query('api::unsolicited.unsolicited-application').count({ where: { candidatEmail: 'depart@exemple.fr' } })).toBe(
      0,
    );
    expect(existsSync(path.join(process.env.PRIVATE_FILES_DIR!, copy))).toBe(false);
  });
});

describe('the account’s pool', () => {
  it('lists the account’s unsolicited applications, searchable, with the online offers to invite to; another account sees none', async () => {
    const body = (await pool(owner).expect(200)).body;
    expect(body.total).toBe(3);
    expect(body.offres).toEqual([{ id: offer, titre: 'Coupeur' }]);
    const found = (await pool(owner, '?q=saisons').expect(200)).body;
    expect(found.candidatures).toHaveLength(1);
    expect(found.candidatures[0]).toMatchObject({
      entreprise: 'Château Lafite',
      cv: true,
      candidat: { prenom: 'Lucía', telephone: '0612345678' },
    });
    expect((await pool(other).expect(200)).body.total).toBe(0);
  });

  it('serves the CV sent to the account only', async () => {
    const id = (await pool(owner, '?q=saisons').expect(200)).body.candidatures[0].id;
    const cv = await as(owner, http().get(`/api/recrutement/candidatures-spontanees/${id}/cv`)).expect(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    await as(other, http().get(`/api/recrutement/candidatures-spontanees/${id}/cv`)).expect(404);
  });

  it('invites the candidate to an online offer once, by e-mail; not to a draft; not another account’s', async () => {
    const id = (await pool(owner, '?q=saisons').expect(200)).body.candidatures[0].id;
    const invite = (offerId: string, jwt = owner) =>
      as(jwt, http().post(`/api/recrutement/candidatures-spontanees/${id}/inviter/${offerId}`));
    const invited = await invite(offer).expect(200);
    expect(invited.body.invitations).toEqual([{ offre: offer, titre: 'Coupeur', le: expect.any(String) }]);
    const mail = (await sentEmails()).find(
      (m) => m.to.includes('lucia@exemple.fr') && m.subject === 'Château Lafite vous invite à postuler : Coupeur',
    );
    expect(mail?.text).toContain(`/offres/${offer}/postuler?sansCv=1`);
    expect((await invite(offer).expect(409)).body.message).toBe(messages.spontaneeDejaInvite);
    expect((await invite(closedOffer).expect(409)).body.message).toBe(messages.spontaneeOffreFermee);
    await invite(offer, other).expect(404);
  });

  it('sends one invitation when two recruiters invite at once', async () => {
    const id = (await pool(owner, '?q=Pauillac').expect(200)).body.candidatures[0].id;
    const second = await strapi.documents('api::offer.offer').create({
      data: {
        offreTitre: 'Trieur',
        offreContrat: 6,
        etat: 'publiee',
        account: account.id,
        company: account.organisation.id,
        offreModeReception: 'mail',
      },
    });
    const at = () => as(owner, http().post(`/api/recrutement/candidatures-spontanees/${id}/inviter/${second.documentId}`));
    const [a, b] = await Promise.all([at(), at()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const mails = (await sentEmails()).filter((m) => m.subject === 'Château Lafite Pauillac vous invite à postuler : Trieur');
    expect(mails).toHaveLength(1);
    const row = (await pool(owner, '?q=Pauillac').expect(200)).body.candidatures[0];
    expect(row.invitations.map((i: { titre: string }) => i.titre)).toEqual(['Trieur']);
  });
});
