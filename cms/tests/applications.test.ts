import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { messages } from '@cep/domain';
import { sentEmails } from './helpers/outbox';
import { companyAccount, memberOf, type TestAccount } from './helpers/accounts';
import { candidateWithCompleteCv } from './helpers/candidates';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';

/**
 * The apply loop and the recruiter's pipeline (issue #11 items 3–7): one application per candidate and offer,
 * byte-checked private files, e-mails, the candidate's list with chase-up and withdrawal, the recruiter's list
 * with status changes, downloads kept to the two parties.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const as = (jwt: string, test: request.Test) => test.auth(jwt, { type: 'bearer' });
const fixture = (name: string) => readFileSync(path.join(__dirname, '../../test-fixtures', name));
const privateFiles = (folder: string) => {
  try {
    return readdirSync(path.join(process.env.PRIVATE_FILES_DIR!, folder));
  } catch {
    return [];
  }
};
const MESSAGE =
  'Bonjour, je suis caviste depuis quatre ans (Bordeaux & Saint-Émilion) : l’accueil, la dégustation… « j’adore » ! 100 % motivé ?';

let accountA: TestAccount;
let ownerA: string;
let memberA: string;
let ownerB: string;
let lucas: string;
let chloe: string;
let incomplete: string;
let offer = '';
let harvestOffer = '';
let urlOffer = '';

async function publishedOffer(data: Record<string, unknown>) {
  const created = await strapi.documents('api::offer.offer').create({
    data: {
      offreContrat: 1,
      etat: 'publiee',
      account: accountA.id,
      company: accountA.organisation.id,
      offreModeReception: 'mail',
      ...data,
    },
  });
  return created.documentId;
}

const applyTo = (jwt: string, id: string) => as(jwt, http().post(`/api/offres/${id}/postuler`));

beforeAll(async () => {
  strapi = await startStrapi();
  accountA = await companyAccount(strapi, 'Château Lafleur');
  const accountB = await companyAccount(strapi, 'Domaine Voisin');
  ownerA = (await memberOf(strapi, accountA, 'rh@lafleur.fr', { owner: true })).jwt;
  memberA = (await memberOf(strapi, accountA, 'chai@lafleur.fr')).jwt;
  ownerB = (await memberOf(strapi, accountB, 'rh@voisin.fr', { owner: true })).jwt;
  lucas = (await candidateWithCompleteCv(strapi, 'lucas@exemple.fr', { prenom: 'Lucas', nom: 'Martin' })).jwt;
  chloe = (await candidateWithCompleteCv(strapi, 'chloe@exemple.fr', { prenom: 'Chloé', nom: 'Durand' })).jwt;
  incomplete = (await createUserWithRole(strapi, 'candidat', 'nina@exemple.fr')).jwt;
  offer = await publishedOffer({ offreTitre: 'Caviste', offreMail: 'candidatures@lafleur.fr' });
  harvestOffer = await publishedOffer({
    offreTitre: 'Vendangeur',
    emploivendagesaisonier: true,
    offreContrat: 6,
    offreMail: 'rh@lafleur.fr',
  });
  urlOffer = await publishedOffer({
    offreTitre: 'Maître de chai',
    offreModeReception: 'url',
    offrePostuleurl: 'https://lafleur.example/emplois/42',
  });
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('applying', () => {
  it('tells the form what it needs', async () => {
    const context = await as(lucas, http().get(`/api/offres/${offer}/postuler`)).expect(200);
    expect(context.body).toEqual({
      code: 200,
      offre: { id: offer, titre: 'Caviste', entreprise: 'Château Lafleur', vendanges: false, mode: 'mail', url: null },
      profil: true,
      cvProfil: null,
      dejaPostule: null,
    });
    expect((await as(incomplete, http().get(`/api/offres/${offer}/postuler`)).expect(200)).body.profil).toBe(false);
  });

  it('refuses an incomplete profile with the spec’s message', async () => {
    const refused = await applyTo(incomplete, offer)
      .field('candidatOffreReponse', MESSAGE)
      .attach('cv', fixture('cv.pdf'), 'cv.pdf')
      .expect(400);
    expect(refused.body).toEqual({ code: 400, profil: false, message: messages.profilIncomplet });
  });

  it.each([
    ['cv', 'programme.pdf', messages.cvFormat],
    ['cv', 'polyglotte.pdf', messages.cvFormat],
    ['cv', 'vide.pdf', messages.cvFormat],
    ['lettre', 'archive.docx', messages.lettreFormat],
  ])('refuses a %s that is %s, and keeps nothing', async (field, name, message) => {
    const test = applyTo(lucas, offer).field('candidatOffreReponse', MESSAGE);
    if (field === 'lettre') test.attach('cv', fixture('cv.pdf'), 'cv.pdf');
    const refused = await test.attach(field, fixture(name), name).expect(400);
    expect(refused.body.errors).toEqual({ [field]: message });
    expect(privateFiles('candidatures')).toEqual([]);
  });

  it('refuses a 3 MB CV, a missing CV, an empty message and emoji', async () => {
    const big = Buffer.concat([fixture('cv.pdf'), Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from('%%EOF')]);
    const tooBig = await applyTo(lucas, offer).field('candidatOffreReponse', MESSAGE).attach('cv', big, 'cv.pdf').expect(400);
    expect(tooBig.body.errors).toEqual({ cv: 'Le fichier est trop lourd (max: 1 MB )' });
    const empty = await applyTo(lucas, offer).field('candidatOffreReponse', '   ').expect(400);
    expect(empty.body.errors).toEqual({ cv: messages.cvFormat, candidatOffreReponse: messages.messageVide });
    const emoji = await applyTo(lucas, offer)
      .field('candidatOffreReponse', 'Motivé 🍷')
      .attach('cv', fixture('cv.pdf'), 'cv.pdf')
      .expect(400);
    expect(emoji.body.errors).toEqual({ candidatOffreReponse: messages.messageCaracteresSpeciaux });
  });

  it('sends a CV, a letter and ordinary French text; the team, the application address and the candidate are e-mailed', async () => {
    const before = (await sentEmails()).length;
    const sent = await applyTo(lucas, offer)
      .field('candidatOffreReponse', MESSAGE)
      .attach('cv', fixture('cv.pdf'), 'mon-cv.pdf')
      .attach('lettre', fixture('lettre.docx'), 'lettre.docx')
      .expect(200);
    expect(sent.body).toMatchObject({ code: 200, url: '/candidat/candidatures' });
    expect(privateFiles('candidatures')).toHaveLength(2);
    const mails = (await sentEmails()).slice(0, (await sentEmails()).length - before);
    const to = (address: string) => mails.filter((m) => m.to.includes(address));
    expect(to('rh@lafleur.fr').map((m) => m.subject)).toEqual(['Nouvelle candidature : Caviste']);
    expect(to('chai@lafleur.fr')).toHaveLength(1);
    expect(to('candidatures@lafleur.fr').map((m) => m.subject)).toEqual(['Candidature de Lucas Martin : Caviste']);
    const raw = readFileSync(path.join(process.env.OUTBOX_DIR!, `${to('candidatures@lafleur.fr')[0]!.id}.eml`), 'utf8');
    expect(raw).toContain('filename="CV - Lucas Martin.pdf"');
    expect(raw.match(/Content-Disposition: attachment/g)).toHaveLength(2);
    expect(to('lucas@exemple.fr').map((m) => m.subject)).toEqual(['Votre candidature : Caviste']);
  });

  it('takes one application per candidate and offer', async () => {
    const again = await applyTo(lucas, offer).field('candidatOffreReponse', MESSAGE).attach('cv', fixture('cv.pdf'), 'cv.pdf').expect(409);
    expect(again.body).toEqual({ code: 409, message: messages.dejaPostule });
    expect((await as(lucas, http().get(`/api/offres/${offer}/postuler`)).expect(200)).body.dejaPostule).toMatchObject({
      id: expect.any(String),
    });
  });

  it('gives one application for five simultaneous submits, and leaves no stray file', async () => {
    const filesBefore = privateFiles('candidatures').length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        applyTo(chloe, offer).field('candidatOffreReponse', MESSAGE).attach('cv', fixture('cv.pdf'), 'cv.pdf'),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === messages.dejaPostule)).toBe(true);
    expect(privateFiles('candidatures')).toHaveLength(filesBefore + 1);
  });

  it('sends the profile’s CV file when asked', async () => {
    const other = (await candidateWithCompleteCv(strapi, 'paul@exemple.fr')).jwt;
    await as(other, http().post('/api/candidat/cv/fichier')).attach('cvFichier', fixture('lettre.doc'), 'cv.doc').expect(200);
    const sent = await applyTo(other, harvestOffer).field('candidatOffreReponse', MESSAGE).field('cvProfil', '1').expect(200);
    const row = await strapi.documents('api::application.application').findOne({ documentId: sent.body.id });
    expect(row?.cv).toMatchObject({ type: 'application/msword', nom: 'CV.doc' });
  });

  it('lets a harvest worker apply without a CV, with dates and a phone', async () => {
    const worker = (await createUserWithRole(strapi, 'candidat', 'saisonnier@exemple.fr')).jwt;
    const wrong = await applyTo(worker, harvestOffer)
      .field('express', '1')
      .field('candidatOffreReponse', MESSAGE)
      .field('disponibleDu', '2027-09-10')
      .field('disponibleAu', '2027-09-01')
      .field('telephone', '0612345678')
      .expect(400);
    expect(wrong.body.errors).toEqual({ disponibleAu: messages.sessionDateFin });
    await applyTo(worker, harvestOffer)
      .field('express', '1')
      .field('candidatOffreReponse', MESSAGE)
      .field('disponibleDu', '2027-09-01')
      .field('disponibleAu', '2027-09-30')
      .field('telephone', '06 12 34 56 78')
      .expect(200);
    // Not on an offer outside the harvest: the CV is needed there, and the profile test applies.
    const refused = await applyTo(worker, offer).field('express', '1').field('candidatOffreReponse', MESSAGE).expect(400);
    expect(refused.body).toMatchObject({ profil: false });
  });

  it('sends candidates of an offer received by URL to the recruiter’s site and counts the click', async () => {
    const answer = await applyTo(lucas, urlOffer).field('candidatOffreReponse', MESSAGE).expect(409);
    expect(answer.body.url).toBe('https://lafleur.example/emplois/42');
    await as(lucas, http().post(`/api/offres/${urlOffer}/postuler/redirection`)).expect(200, {
      code: 200,
      url: 'https://lafleur.example/emplois/42',
    });
    await as(chloe, http().post(`/api/offres/${urlOffer}/postuler/redirection`)).expect(200);
    const row = await strapi.documents('api::offer.offer').findOne({ documentId: urlOffer });
    expect(row?.clicsPostuler).toBe(2);
    await as(lucas, http().post(`/api/offres/${offer}/postuler/redirection`)).expect(404);
  });

  it('closes applications on an offer that is not published', async () => {
    const draft = await publishedOffer({ offreTitre: 'Brouillon', etat: 'brouillon' });
    await as(lucas, http().get(`/api/offres/${draft}/postuler`)).expect(404);
    await applyTo(lucas, draft).field('candidatOffreReponse', MESSAGE).attach('cv', fixture('cv.pdf'), 'cv.pdf').expect(404);
  });
});

describe('the recruiter’s pipeline', () => {
  let lucasApplication = '';

  it('lists an offer’s applications for its account only, new ones marked', async () => {
    const list = await as(memberA, http().get(`/api/recrutement/offre/candidature/${offer}`)).expect(200);
    expect(list.body).toMatchObject({
      offre: { id: offer, titre: 'Caviste' },
      total: 2,
      page: 1,
      pages: 1,
      compteurs: { '0': 2, '1': 0, '2': 0 },
    });
    const lucasRow = list.body.candidatures.find((c: { candidat: { email: string } }) => c.candidat.email === 'lucas@exemple.fr');
    expect(lucasRow).toMatchObject({
      statut: 0,
      statutLabel: 'Nouvelle',
      nouvelle: true,
      cv: true,
      lettre: true,
      message: MESSAGE,
      candidat: { prenom: 'Lucas', nom: 'Martin', titre: 'Caviste confirmé' },
    });
    lucasApplication = lucasRow.id;
    await as(ownerB, http().get(`/api/recrutement/offre/candidature/${offer}`)).expect(404);
    const search = await as(ownerA, http().get(`/api/recrutement/offre/candidature/${offer}`).query({ searchCandidat: 'chloé' })).expect(
      200,
    );
    expect(search.body.candidatures.map((c: { candidat: { prenom: string } }) => c.candidat.prenom)).toEqual(['Chloé']);
  });

  it('counts applications on the offers page', async () => {
    const offers = await as(ownerA, http().get('/api/recrutement/offres')).expect(200);
    const card = offers.body.offres.find((o: { id: string }) => o.id === offer);
    expect(card).toMatchObject({ candidatures: 2, nouvellesCandidatures: 2, clicsPostuler: null });
    expect(offers.body.offres.find((o: { id: string }) => o.id === urlOffer)).toMatchObject({ candidatures: 0, clicsPostuler: 2 });
  });

  it('lets the account download the CV (not another account, not another candidate); opening it marks it read', async () => {
    const download = await as(ownerA, http().get(`/api/candidatures/${lucasApplication}/cv`))
      .buffer(true)
      .expect(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': expect.stringMatching(/^attachment; filename="CV - Lucas Martin.pdf"/),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    await as(ownerB, http().get(`/api/candidatures/${lucasApplication}/cv`)).expect(404);
    await as(chloe, http().get(`/api/candidatures/${lucasApplication}/lettre`)).expect(404);
    await as(lucas, http().get(`/api/candidatures/${lucasApplication}/lettre`)).expect(200);
    const list = await as(ownerA, http().get(`/api/recrutement/offre/candidature/${offer}`)).expect(200);
    expect(list.body.candidatures.find((c: { id: string }) => c.id === lucasApplication).nouvelle).toBe(false);
  });

  it('shows the applicant’s CV to the account only', async () => {
    const profile = await as(ownerA, http().get(`/api/recrutement/candidature/${lucasApplication}/profil`)).expect(200);
    expect(profile.body.candidat).toEqual({ prenom: 'Lucas', nom: 'Martin' });
    expect(profile.body.cv.cvTitre).toBe('Caviste confirmé');
    expect(profile.body.experiences).toHaveLength(1);
    await as(ownerB, http().get(`/api/recrutement/candidature/${lucasApplication}/profil`)).expect(404);
  });

  it('preselects: the candidate is e-mailed and sees the status; a decided application does not go back to new', async () => {
    const before = (await sentEmails()).length;
    await as(ownerB, http().post(`/api/recrutement/offre/candidature/changestatus/${lucasApplication}/1`)).expect(404);
    await as(memberA, http().post(`/api/recrutement/offre/candidature/changestatus/${lucasApplication}/1`)).expect(200, {
      id: lucasApplication,
      label: 'Présélectionnée',
    });
    const mails = (await sentEmails()).slice(0, (await sentEmails()).length - before);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[['lucas@exemple.fr'], 'Bonne nouvelle : Caviste']]);
    await as(memberA, http().post(`/api/recrutement/offre/candidature/changestatus/${lucasApplication}/0`)).expect(409);
    await as(memberA, http().post(`/api/recrutement/offre/candidature/changestatus/${lucasApplication}/7`)).expect(404);
    const mine = await as(lucas, http().get('/api/candidat/candidatures')).expect(200);
    expect(mine.body.candidatures.find((c: { id: string }) => c.id === lucasApplication)).toMatchObject({
      statut: 1,
      statutLabel: 'Présélectionnée',
      relance: { possible: false },
    });
  });
});

describe('the candidate’s applications', () => {
  it('lists, filters and searches their own applications only', async () => {
    const all = await as(chloe, http().get('/api/candidat/candidatures')).expect(200);
    expect(all.body).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(all.body.candidatures[0]).toMatchObject({
      offre: { id: offer, titre: 'Caviste', entreprise: 'Château Lafleur', enLigne: true },
      statut: 0,
      cv: true,
      lettre: false,
    });
    expect((await as(chloe, http().get('/api/candidat/candidatures').query({ statut: '1' })).expect(200)).body.total).toBe(0);
    expect((await as(chloe, http().get('/api/candidat/candidatures').query({ searchCandidature: 'lafleur' })).expect(200)).body.total).toBe(
      1,
    );
    expect((await as(chloe, http().get('/api/candidat/candidatures').query({ page: '9' })).expect(200)).body).toMatchObject({
      candidatures: [],
      total: 1,
      page: 9,
    });
  });

  it('chases up once, seven days after applying, and the team is e-mailed', async () => {
    const mine = (await as(chloe, http().get('/api/candidat/candidatures')).expect(200)).body.candidatures[0];
    expect(mine.relance).toMatchObject({ date: null, possible: false });
    const early = await as(chloe, http().post(`/api/candidat/relance/candidature/${mine.id}`)).expect(400);
    expect(early.body.message).toMatch(/^Vous pourrez relancer le recruteur à partir du \d{1,2}(?:er)? \S+ \d{4}\.$/);
    await strapi.db
      .query('api::application.application')
      .update({ where: { documentId: mine.id }, data: { createdAt: new Date(Date.now() - 8 * 86_400_000) } });
    await as(lucas, http().post(`/api/candidat/relance/candidature/${mine.id}`)).expect(404);
    const before = (await sentEmails()).length;
    const done = await as(chloe, http().post(`/api/candidat/relance/candidature/${mine.id}`)).expect(200);
    expect(done.body.message).toBe(messages.relanceEnvoyee);
    const mails = (await sentEmails()).slice(0, (await sentEmails()).length - before);
    expect(mails.map((m) => m.subject)).toEqual(['Relance d’une candidature : Caviste', 'Relance d’une candidature : Caviste']);
    const again = await as(chloe, http().post(`/api/candidat/relance/candidature/${mine.id}`)).expect(400);
    expect(again.body.message).toBe(messages.relanceImpossible);
    const after = (await as(chloe, http().get('/api/candidat/candidatures')).expect(200)).body.candidatures[0];
    expect(after.relance).toEqual({ date: done.body.date, possible: false, possibleLe: null });
  });

  it('withdraws: the application and its files are gone for the recruiter too, and the candidate may apply again', async () => {
    const mine = (await as(chloe, http().get('/api/candidat/candidatures')).expect(200)).body.candidatures[0];
    const files = privateFiles('candidatures').length;
    await as(lucas, http().delete(`/api/candidat/supprime/candidature/${mine.id}`)).expect(404);
    await as(chloe, http().delete(`/api/candidat/supprime/candidature/${mine.id}`)).expect(200);
    expect(privateFiles('candidatures')).toHaveLength(files - 1);
    const list = await as(ownerA, http().get(`/api/recrutement/offre/candidature/${offer}`)).expect(200);
    expect(list.body.candidatures.map((c: { id: string }) => c.id)).not.toContain(mine.id);
    await applyTo(chloe, offer).field('candidatOffreReponse', MESSAGE).attach('cv', fixture('cv.pdf'), 'cv.pdf').expect(200);
  });
});

it('shows the shortlist’s offers', async () => {
  await as(lucas, http().post(`/api/offre/selection/${offer}`)).expect(200);
  const selection = await as(lucas, http().get('/api/candidat/selection')).expect(200);
  expect(selection.body.data).toEqual([offer]);
  expect(selection.body.offres).toEqual([expect.objectContaining({ id: offer, titre: 'Caviste' })]);
});
