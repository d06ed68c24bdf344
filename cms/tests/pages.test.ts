import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { messages } from '@cep/domain';
import { companyAccount, memberOf, schoolAccount, subsidiaryOf, type TestAccount } from './helpers/accounts';
import { startStrapi } from './helpers/strapi';

/**
 * Company, subsidiary and school pages, and events (issue #14 items 1–3): drafts need only a name, going
 * online needs the page's essentials (`champ_obligatoire`), images and the brochure checked by their bytes,
 * at most 3 photos, ownership (another account's page, photo or event is not found), public pages only online.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const as = (test: request.Test, jwt: string) => test.auth(jwt, { type: 'bearer' });
const fixture = (name: string) => readFileSync(path.join(__dirname, '../../test-fixtures', name));

let domaine: TestAccount;
let owner: { jwt: string };
let member: { jwt: string };
let rival: { jwt: string };
let school: { jwt: string };
let otherSchool: { jwt: string };
let subsidiary: string;

const PAGE = {
  societeRaisonsocial: 'Domaine des Pages',
  description: 'Un domaine familial.\n\nTrois générations de vignerons.<script>alert(1)</script>',
  nombreSalaries: '2',
  secteurActivite: 'Viticulture',
  societeDatecreation: '1962',
  siteWeb: 'https://domaine-des-pages.fr',
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 30, b: 60 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  strapi = await startStrapi();
  domaine = await companyAccount(strapi, 'Domaine des Pages');
  owner = await memberOf(strapi, domaine, 'proprio@pages.fr', { owner: true });
  member = await memberOf(strapi, domaine, 'membre@pages.fr');
  rival = await memberOf(strapi, await companyAccount(strapi, 'Rival'), 'rival@pages.fr', { owner: true });
  school = await memberOf(strapi, await schoolAccount(strapi, 'Lycée viticole de Blanquefort'), 'ecole@pages.fr', { owner: true });
  otherSchool = await memberOf(strapi, await schoolAccount(strapi, 'Autre école'), 'autre@pages.fr', { owner: true });
  subsidiary = (await subsidiaryOf(strapi, domaine, 'Château Filiale')).documentId;
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('company page', () => {
  it('saves a draft with only a name, refuses to go online without the essentials, then goes online', async () => {
    const form = await as(http().get('/api/load-form-info-entreprise'), member.jwt).expect(200);
    expect(form.body).toMatchObject({ code: 200, id: domaine.organisation.documentId, principale: true, enLigne: false });

    const id = domaine.organisation.documentId;
    await as(http().put(`/api/recrutement/page-entreprise/${id}`), member.jwt)
      .send({ societeRaisonsocial: '' })
      .expect(400);
    const draft = await as(http().put(`/api/recrutement/page-entreprise/${id}`), member.jwt)
      .send({ societeRaisonsocial: 'Domaine des Pages' })
      .expect(200);
    expect(draft.body).toEqual({ code: 200, enLigne: false, message: messages.pageEnregistree });

    const refused = await as(http().post(`/api/recrutement/enLigne/${id}/1`), member.jwt).expect(400);
    expect(refused.body).toEqual({
      code: 400,
      enLigne: false,
      champ_obligatoire: ['description', 'nombreSalaries', 'secteurActivite'],
      message: messages.pageIncomplete,
    });
    await http().get(`/api/entreprises/${id}`).expect(404);

    const publishRefused = await as(http().put(`/api/recrutement/page-entreprise/${id}`), member.jwt)
      .send({ societeRaisonsocial: 'Domaine des Pages', publier: true })
      .expect(400);
    expect(publishRefused.body.errors).toEqual({
      description: messages.champObligatoire,
      nombreSalaries: messages.champObligatoire,
      secteurActivite: messages.champObligatoire,
    });

    await as(http().put(`/api/recrutement/page-entreprise/${id}`), member.jwt)
      .send(PAGE)
      .expect(200);
    const online = await as(http().post(`/api/recrutement/enLigne/${id}/1`), member.jwt).expect(200);
    expect(online.body).toEqual({ code: 200, enLigne: true, champ_obligatoire: [] });

    // Online, a save keeps the essentials: emptying the presentation is refused and nothing changes.
    await as(http().put(`/api/recrutement/page-entreprise/${id}`), member.jwt)
      .send({ ...PAGE, description: '' })
      .expect(400);
    const page = await http().get(`/api/entreprises/${id}`).expect(200);
    expect(page.body.data).toMatchObject({ type: 'entreprise', nom: 'Domaine des Pages', taille: '10 à 49 salariés', anneeCreation: 1962 });
    expect(page.body.data.description).toBe('<p>Un domaine familial.</p><p>Trois générations de vignerons.</p>');

    await as(http().post(`/api/recrutement/enLigne/${id}/0`), member.jwt).expect(200);
    await http().get(`/api/entreprises/${id}`).expect(404);
    await as(http().post(`/api/recrutement/enLigne/${id}/1`), member.jwt).expect(200);
  });

  it('keeps images by their bytes: a cover at 1366 × 240, at most 3 photos, photos deleted by index', async () => {
    const id = domaine.organisation.documentId;
    const upload = (field: string, bytes: Buffer, name = 'image.png') =>
      as(http().post(`/api/recrutement/page-entreprise/${id}/image/${field}`), owner.jwt).attach(field, bytes, name);

    const fake = await upload('logo', Buffer.from('GIF89a, not really'), 'logo.gif').expect(400);
    expect(fake.body.errors).toEqual({ logo: messages.imageInvalide });

    const cover = await upload('photocouverture', await png(2000, 600)).expect(200);
    const coverFile = path.join(strapi.dirs.static.public, cover.body.url);
    expect(await sharp(coverFile).metadata()).toMatchObject({ width: 1366, height: 240, format: 'webp' });
    const replaced = await upload('photocouverture', await png(1400, 300)).expect(200);
    expect(existsSync(coverFile)).toBe(false);
    expect(replaced.body.url).not.toBe(cover.body.url);

    await upload('logo', fixture('photo.jpg'), 'logo.jpg').expect(200);
    for (let i = 0; i < 3; i += 1) await upload('photo', fixture('photo.jpg'), 'photo.jpg').expect(200);
    const fourth = await upload('photo', fixture('photo.jpg'), 'photo.jpg').expect(400);
    expect(fourth.body.errors).toEqual({ photo: messages.photosMax });

    const form = await as(http().get('/api/load-form-info-entreprise'), owner.jwt).expect(200);
    const [first, second, third] = form.body.images.photos as string[];
    const after = await as(http().delete(`/api/recrutement/page-entreprise/${id}/delete/photo/1`), owner.jwt).expect(200);
    expect(after.body.photos).toEqual([first, third]);
    expect(existsSync(path.join(strapi.dirs.static.public, second!))).toBe(false);
    await as(http().delete(`/api/recrutement/page-entreprise/${id}/delete/photo/5`), owner.jwt).expect(404);
  });

  it("keeps a subsidiary's brand register and broadcast flag; another account's page is not found", async () => {
    const form = await as(http().get(`/api/load-form-info-entreprise/filiale/${subsidiary}`), member.jwt).expect(200);
    expect(form.body).toMatchObject({ id: subsidiary, principale: false, enLigne: false });
    await as(http().put(`/api/recrutement/page-entreprise/${subsidiary}`), member.jwt)
      .send({
        ...PAGE,
        societeRaisonsocial: 'Château Filiale',
        registreMarque: 'Les Vins de la Filiale',
        diffusionMarque: true,
        publier: true,
      })
      .expect(200);
    const page = await http().get(`/api/entreprises/${subsidiary}`).expect(200);
    expect(page.body.data).toMatchObject({
      nom: 'Château Filiale',
      marque: 'Les Vins de la Filiale',
      maison: { id: domaine.organisation.documentId, nom: 'Domaine des Pages' },
    });

    await as(http().get(`/api/load-form-info-entreprise/filiale/${subsidiary}`), rival.jwt).expect(404);
    await as(http().put(`/api/recrutement/page-entreprise/${subsidiary}`), rival.jwt)
      .send(PAGE)
      .expect(404);
    await as(http().post(`/api/recrutement/enLigne/${subsidiary}/0`), rival.jwt).expect(404);
    await as(http().delete(`/api/recrutement/page-entreprise/${subsidiary}/delete/photo/0`), rival.jwt).expect(404);
    await as(http().get('/api/load-form-info-entreprise'), school.jwt).expect(403);
  });

  it('lists its open signed offers and links them from the offer page only while online', async () => {
    const offer = await strapi.documents('api::offer.offer').create({
      data: {
        offreTitre: 'Chef de culture',
        offreContrat: 1,
        offreVille: 'Pauillac',
        etat: 'publiee',
        datePublication: new Date().toISOString(),
        account: domaine.id,
        company: domaine.organisation.id,
      },
    });
    await strapi.documents('api::offer.offer').create({
      data: {
        offreTitre: 'Poste anonyme',
        offreContrat: 1,
        etat: 'publiee',
        anonyme: true,
        account: domaine.id,
        company: domaine.organisation.id,
      },
    });
    const page = await http().get(`/api/entreprises/${domaine.organisation.documentId}`).expect(200);
    expect(page.body.data.offres.map((o: { titre: string }) => o.titre)).toEqual(['Chef de culture']);
    const publicOffer = await http().get(`/api/offres/${offer.documentId}`).expect(200);
    expect(publicOffer.body.data.entreprise).toMatchObject({ nom: 'Domaine des Pages', page: domaine.organisation.documentId });
    await as(http().post(`/api/recrutement/enLigne/${domaine.organisation.documentId}/0`), member.jwt).expect(200);
    const offline = await http().get(`/api/offres/${offer.documentId}`).expect(200);
    expect(offline.body.data.entreprise.page).toBeNull();
    await as(http().post(`/api/recrutement/enLigne/${domaine.organisation.documentId}/1`), member.jwt).expect(200);
  });

  it('keeps an online page whole when an offer’s step 2 leaves the presentation out or empties it', async () => {
    const id = domaine.organisation.documentId;
    const offer = await as(http().post('/api/recrutement/offre/description-offre'), member.jwt)
      .send({ offreTitre: 'Caviste', brouillon: true })
      .expect(200);
    const step2 = { societe: id, nombreSalaries: 2, offreModeReception: 'mail', offreMail: 'rh@pages.fr' };
    await as(http().put(`/api/recrutement/offre/${offer.body.id}/description-entreprise`), member.jwt)
      .send(step2)
      .expect(200);
    expect((await http().get(`/api/entreprises/${id}`).expect(200)).body.data.description).toContain('Un domaine familial.');
    const emptied = await as(http().put(`/api/recrutement/offre/${offer.body.id}/description-entreprise`), member.jwt)
      .send({ ...step2, societeDescription: '<script>alert(1)</script>' })
      .expect(400);
    expect(emptied.body.errors).toEqual({ societeDescription: messages.champObligatoire });
  });
});

describe('school page and events', () => {
  it('keeps the brochure as a PDF by its bytes, at most 2,000,000 bytes, and deletes it', async () => {
    const send = (bytes: Buffer, name: string) => as(http().post('/api/ecole/page/plaquette'), school.jwt).attach('plaquette', bytes, name);
    const notPdf = await send(fixture('photo.jpg'), 'plaquette.pdf').expect(400);
    expect(notPdf.body.errors).toEqual({ plaquette: messages.plaquettePdf });
    const heavy = Buffer.concat([fixture('cv.pdf'), Buffer.alloc(2_000_000)]);
    expect((await send(heavy, 'plaquette.pdf').expect(400)).body.errors).toEqual({ plaquette: messages.fichierTropLourd });
    expect((await send(fixture('programme.pdf'), 'plaquette.pdf').expect(400)).body.errors).toEqual({ plaquette: messages.plaquettePdf });
    const stored = await send(fixture('cv.pdf'), 'plaquette.pdf').expect(200);
    expect(stored.body.url).toMatch(/^\/uploads\/ecoles\/[0-9a-f-]{36}\.pdf$/);
    expect((await as(http().get('/api/ecole/page'), school.jwt).expect(200)).body.plaquette).toBe(stored.body.url);
    await as(http().delete('/api/ecole/page/delete/plaquette'), school.jwt).expect(200);
    expect(existsSync(path.join(strapi.dirs.static.public, stored.body.url))).toBe(false);
  });

  it('goes online with its presentation and town; the video must be YouTube or Vimeo and plays without tracking', async () => {
    const refused = await as(http().post('/api/ecole/enLigne/1'), school.jwt).expect(400);
    expect(refused.body.champ_obligatoire).toEqual(['description', 'adresseVille', 'adresseCp']);
    const badVideo = await as(http().put('/api/ecole/page'), school.jwt).send({ urlVideo: 'https://example.com/video' }).expect(400);
    expect(badVideo.body.errors).toEqual({ urlVideo: messages.videoInvalide });
    await as(http().put('/api/ecole/page'), school.jwt)
      .send({
        description: 'BTS Viticulture-Œnologie en alternance.',
        adresseVille: 'Blanquefort',
        adresseCp: '33290',
        urlVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        fraisScolarite: 'Gratuit en apprentissage',
        publier: '1',
      })
      .expect(200);
    const form = await as(http().get('/api/ecole/page'), school.jwt).expect(200);
    const page = await http().get(`/api/ecoles/${form.body.id}`).expect(200);
    expect(page.body.data).toMatchObject({
      type: 'ecole',
      nom: 'Lycée viticole de Blanquefort',
      ville: 'Blanquefort',
      video: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    });
  });

  it('saves events with French card dates, lists them on the page and in the agenda; another school cannot touch them', async () => {
    const saved = await as(http().post('/api/ecole/saveEvent/nouveau'), school.jwt)
      .send({ titre: 'Job dating vendanges', localisation: 'Blanquefort', dateDebut: '2099-09-04', dateFin: '2099-09-05' })
      .expect(200);
    expect(saved.body).toMatchObject({
      code: 200,
      titre: 'Job dating vendanges',
      dateDebut: '2099-09-04',
      dateDebutCard: '4 septembre 2099',
      dateFinCard: '5 septembre 2099',
    });
    const wrongOrder = await as(http().post('/api/ecole/saveEvent/nouveau'), school.jwt)
      .send({ titre: 'x', localisation: 'y', dateDebut: '2099-09-05', dateFin: '2099-09-04' })
      .expect(400);
    expect(wrongOrder.body.errors).toEqual({ dateFin: messages.sessionDateFin });
    await as(http().post(`/api/ecole/saveEvent/${saved.body.id}`), otherSchool.jwt)
      .send({ titre: 'Volé', localisation: 'Ailleurs', dateDebut: '2099-09-04', dateFin: '2099-09-05' })
      .expect(404);
    await as(http().delete(`/api/ecole/delete/${saved.body.id}`), otherSchool.jwt).expect(404);
    await as(http().delete(`/api/recrutement/delete/event/${saved.body.id}`), rival.jwt).expect(404);

    const form = await as(http().get('/api/ecole/page'), school.jwt).expect(200);
    expect((await http().get(`/api/ecoles/${form.body.id}`).expect(200)).body.data.evenements).toHaveLength(1);
    const agenda = await http().get('/api/evenements').expect(200);
    expect(agenda.body.evenements).toEqual([
      expect.objectContaining({
        titre: 'Job dating vendanges',
        organisateur: { nom: 'Lycée viticole de Blanquefort', type: 'ecole', page: form.body.id },
      }),
    ]);
    await as(http().delete(`/api/ecole/delete/${saved.body.id}`), school.jwt).expect(200);
    expect((await http().get('/api/evenements').expect(200)).body.total).toBe(0);
  });

  it('lists every page online in the sitemap, and no draft', async () => {
    const entries = (await http().get('/api/plan/pages').expect(200)).body.data as Array<{ id: string }>;
    const ids = entries.map((e) => e.id);
    expect(ids).toContain(domaine.organisation.documentId);
    expect(ids).toContain(subsidiary);
    expect(entries).toHaveLength(3);
  });
});
