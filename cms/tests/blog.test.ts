import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { LIKE_NOT_LOGGED_IN, messages } from '@cep/domain';
import { companyAccount, memberOf, schoolAccount } from './helpers/accounts';
import { isUniqueViolation } from '../src/utils/unique-violation';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole, TEST_PASSWORD } from './helpers/users';
import { UIDS } from '../src/uids';

/**
 * The blog (issue #16 items 1–5): editors' articles, categories and testimonials in the backoffice; companies'
 * and schools' articles through review; the public list, article pages and likes; one allow-list for the body.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const api = () => request(strapi.server.httpServer);
const PHOTO = readFileSync(path.join(__dirname, '../../test-fixtures/photo.jpg'));
let editor = '';
let moderator = '';
let recruiter = '';
let otherRecruiter = '';
let unsubscribed = '';
let schoolUser = '';
let candidate = '';

beforeAll(async () => {
  strapi = await startStrapi();
  editor = (await createUserWithRole(strapi, 'editeur', 'editeur@blog.fr')).jwt;
  moderator = (await createUserWithRole(strapi, 'moderateur', 'moderateur@blog.fr')).jwt;
  const company = await companyAccount(strapi, 'Château du Blog');
  await strapi.documents('api::account.account').update({ documentId: company.documentId, data: { abonnementFin: '2099-12-31' } });
  recruiter = (await memberOf(strapi, company, 'recruteur@blog.fr')).jwt;
  const other = await companyAccount(strapi, 'Autre Château');
  await strapi.documents('api::account.account').update({ documentId: other.documentId, data: { abonnementFin: '2099-12-31' } });
  otherRecruiter = (await memberOf(strapi, other, 'autre@blog.fr')).jwt;
  unsubscribed = (await memberOf(strapi, await companyAccount(strapi, 'Sans Abonnement'), 'sans@blog.fr')).jwt;
  schoolUser = (await memberOf(strapi, await schoolAccount(strapi, 'Lycée du Blog'), 'ecole@blog.fr', { owner: true })).jwt;
  candidate = (await createUserWithRole(strapi, 'candidat', 'candidat@blog.fr')).jwt;
  for (const nom of ['Vendanges', 'Métiers du vin'])
    await api().post('/api/backoffice/blog-categories').auth(editor, { type: 'bearer' }).send({ nom }).expect(200);
});

afterAll(async () => {
  await strapi.stopTest();
});

const save = (jwt: string, side: 'recrutement' | 'ecole', fields: Record<string, string>, id?: string) => {
  const call = id ? api().put(`/api/${side}/blog/article/${id}`) : api().post(`/api/${side}/blog/article`);
  let req = call.auth(jwt, { type: 'bearer' });
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req;
};
const publicSlugs = async (query = '') =>
  ((await api().get(`/api/blog/articles${query}`).expect(200)).body.articles as Array<{ slug: string; titre: string }>).map((a) => a.titre);

describe('categories', () => {
  it('makes the address part from the name, refuses a second one of the same name, keeps one holding articles', async () => {
    const list = (await api().get('/api/blog/categories').expect(200)).body.categories;
    expect(list.map((c: { slug: string }) => c.slug).sort()).toEqual(['metiers-du-vin', 'vendanges']);
    const twice = await api()
      .post('/api/backoffice/blog-categories')
      .auth(editor, { type: 'bearer' })
      .send({ nom: 'Vendanges' })
      .expect(400);
    expect(twice.body.errors.nom).toBe(messages.categorieExistante);
    await api()
      .post('/api/backoffice/articles')
      .auth(editor, { type: 'bearer' })
      .send({ titre: 'Garder la catégorie', html: '<p>x</p>', categorie: 'metiers-du-vin', statut: 'brouillon' })
      .expect(200);
    const id = (await api().get('/api/backoffice/blog-categories').auth(editor, { type: 'bearer' })).body.find(
      (c: { slug: string }) => c.slug === 'metiers-du-vin',
    ).id;
    const refused = await api().delete(`/api/backoffice/blog-categories/${id}`).auth(editor, { type: 'bearer' }).expect(409);
    expect(refused.body.message).toBe(messages.categorieUtilisee);
  });
});

describe('an editor’s article', () => {
  it('keeps only the article allow-list, is public at once, and gets its cover at 1092 × 408', async () => {
    const created = await api()
      .post('/api/backoffice/articles')
      .auth(editor, { type: 'bearer' })
      .send({
        titre: 'Vendanges : nos conseils',
        categorie: 'vendanges',
        statut: 'publie',
        html:
          '<h1>Titre</h1><p onclick="x()">Bonjour <strong>à</strong> <a href="javascript:alert(1)">piège</a> ' +
          '<a href="https://cep.fr/offres" target="_blank">offres</a> <a href="mailto:a@b.fr">écrire</a></p>' +
          '<script>alert(1)</script><img src="https://pixel.example/p.gif"><img src="/uploads/blog/x.webp" alt="vigne"><iframe src="https://x"></iframe>',
      })
      .expect(200);
    const html: string = created.body.html;
    expect(html).toBe(
      '<h2>Titre</h2><p>Bonjour <strong>à</strong> <a rel="nofollow ugc noopener">piège</a> ' +
        '<a href="https://cep.fr/offres" rel="nofollow ugc noopener">offres</a> <a href="mailto:a@b.fr" rel="nofollow ugc noopener">écrire</a></p>' +
        '<img src="/uploads/blog/x.webp" alt="vigne" />',
    );
    const cover = await api()
      .post(`/api/backoffice/articles/${created.body.id}/fichier`)
      .auth(editor, { type: 'bearer' })
      .attach('fichier', PHOTO, 'photo.jpg')
      .expect(200);
    const file = path.join(strapi.dirs.static.public, cover.body.photo);
    expect(await sharp(readFileSync(file)).metadata()).toMatchObject({ width: 1092, height: 408, format: 'webp' });
    const notImage = await api()
      .post(`/api/backoffice/articles/${created.body.id}/fichier`)
      .auth(editor, { type: 'bearer' })
      .attach('fichier', Buffer.from('%PDF-1.4 pas une image'), 'photo.jpg')
      .expect(400);
    expect(notImage.body.errors.photo).toBe(messages.imageInvalide);

    expect(await publicSlugs('?categorie=vendanges')).toEqual(['Vendanges : nos conseils']);
    expect(await publicSlugs('?q=CONSEILS')).toEqual(['Vendanges : nos conseils']);
    const page = await api()
      .get(`/api/blog/article/${cover.body.url.split('/').pop()}`)
      .expect(200);
    expect(page.body.data).toMatchObject({ titre: 'Vendanges : nos conseils', auteur: { kind: 'cep', nom: 'La rédaction Cep' } });
    await api().get('/api/blog/articles?categorie=inconnue').expect(404);
  });

  it('is not something a recruiter or a candidate may write in the backoffice', async () => {
    await api().post('/api/backoffice/articles').auth(recruiter, { type: 'bearer' }).send({ titre: 'x' }).expect(403);
    await api().get('/api/backoffice/articles').auth(candidate, { type: 'bearer' }).expect(403);
  });
});

describe('a company’s article', () => {
  it('saves a draft only with a title, goes public once validated, and reads the reason of a refusal', async () => {
    const empty = await save(recruiter, 'recrutement', { blogTitre: ' ', natureAction: 'brouillon' }).expect(400);
    expect(Object.keys(empty.body.errors)).toEqual(['blogTitre']);
    const draft = await save(recruiter, 'recrutement', {
      blogTitre: 'Nos vendanges',
      blogTexte: '<p>Récit</p>',
      natureAction: 'brouillon',
    }).expect(200);
    expect(draft.body.message).toBe(messages.articleEnregistre);
    const id: string = draft.body.id;

    const published = await save(
      recruiter,
      'recrutement',
      { blogTitre: 'Nos vendanges', blogTexte: '<p>Récit</p>', blogCategorie: 'vendanges', natureAction: 'publier' },
      id,
    ).expect(200);
    expect(published.body.message).toBe(messages.articleEnValidation);
    expect(await publicSlugs()).not.toContain('Nos vendanges');

    const queue = (
      await api().get('/api/backoffice/article-reviews?filter={"revue":"en_attente"}').auth(moderator, { type: 'bearer' }).expect(200)
    ).body;
    expect(queue.map((a: { titre: string; auteur: string }) => [a.titre, a.auteur])).toEqual([['Nos vendanges', 'Château du Blog']]);
    const noReason = await api()
      .put(`/api/backoffice/article-reviews/${id}`)
      .auth(editor, { type: 'bearer' })
      .send({ revue: 'refusee' })
      .expect(400);
    expect(Object.keys(noReason.body.errors)).toEqual(['motifRefus']);
    await api()
      .put(`/api/backoffice/article-reviews/${id}`)
      .auth(editor, { type: 'bearer' })
      .send({ revue: 'refusee', motifRefus: 'Ajoutez une photo.' })
      .expect(200);
    const listed = (await api().get('/api/recrutement/blog/gestion').auth(recruiter, { type: 'bearer' }).expect(200)).body.articles;
    expect(listed).toEqual([
      expect.objectContaining({ id, statut: 'publie', revue: 'refusee', motifRefus: 'Ajoutez une photo.', publicUrl: null }),
    ]);

    await save(
      recruiter,
      'recrutement',
      { blogTitre: 'Nos vendanges', blogTexte: '<p>Récit</p>', blogCategorie: 'vendanges', natureAction: 'publier' },
      id,
    ).expect(200);
    await api().put(`/api/backoffice/article-reviews/${id}`).auth(moderator, { type: 'bearer' }).send({ revue: 'validee' }).expect(200);
    expect(await publicSlugs()).toContain('Nos vendanges');
    const page = (await api().get('/api/blog/articles?q=vendanges').expect(200)).body.articles.find(
      (a: { titre: string }) => a.titre === 'Nos vendanges',
    );
    expect(page.auteur).toMatchObject({ kind: 'entreprise', nom: 'Château du Blog', url: null });

    const refusedDraft = await save(recruiter, 'recrutement', { blogTitre: 'Nos vendanges', natureAction: 'brouillon' }, id).expect(409);
    expect(refusedDraft.body.message).toBe(messages.articleDesactiverAvant);
    const off = await api().post(`/api/recrutement/blog/desactiver/${id}`).auth(recruiter, { type: 'bearer' }).expect(200);
    expect(off.body.message).toBe(messages.articleDesactive);
    expect(await publicSlugs()).not.toContain('Nos vendanges');
    await save(recruiter, 'recrutement', { blogTitre: 'Nos vendanges', natureAction: 'brouillon' }, id).expect(200);

    // Another account's article does not exist for the caller.
    await api().get(`/api/recrutement/blog/article/${id}`).auth(otherRecruiter, { type: 'bearer' }).expect(404);
    await save(otherRecruiter, 'recrutement', { blogTitre: 'Volé' }, id).expect(404);
    await api().delete(`/api/recrutement/blog/delete/${id}`).auth(otherRecruiter, { type: 'bearer' }).expect(404);
    const removed = await api().delete(`/api/recrutement/blog/delete/${id}`).auth(recruiter, { type: 'bearer' }).expect(200);
    expect(removed.body.message).toBe(messages.articleSupprime);
    await api().get(`/api/recrutement/blog/article/${id}`).auth(recruiter, { type: 'bearer' }).expect(404);
  });

  it('published at creation, it waits for review too', async () => {
    const created = await save(recruiter, 'recrutement', {
      blogTitre: 'Publié d’emblée',
      blogTexte: '<p>Texte</p>',
      blogCategorie: 'vendanges',
      natureAction: 'publier',
    }).expect(200);
    expect(created.body.message).toBe(messages.articleEnValidation);
    const queue = (
      await api().get('/api/backoffice/article-reviews?filter={"revue":"en_attente"}').auth(editor, { type: 'bearer' }).expect(200)
    ).body;
    expect(queue.map((a: { titre: string }) => a.titre)).toContain('Publié d’emblée');
    expect(await publicSlugs()).not.toContain('Publié d’emblée');
    await api().delete(`/api/recrutement/blog/delete/${created.body.id}`).auth(recruiter, { type: 'bearer' }).expect(200);
  });

  it('is locked without a subscription: the list reads, writes are refused', async () => {
    await api().get('/api/recrutement/blog/gestion').auth(unsubscribed, { type: 'bearer' }).expect(200);
    const refused = await save(unsubscribed, 'recrutement', { blogTitre: 'Sans abonnement' }).expect(403);
    expect(refused.body.message).toBe(messages.abonnementInactif);
  });
});

describe('a school’s article', () => {
  it('saves as a draft without its photo, and needs it to be published (issue #38 item 11)', async () => {
    const draft = await save(schoolUser, 'ecole', { blogTitre: 'Portes ouvertes' }).expect(200);
    const publish = { blogTitre: 'Portes ouvertes', blogTexte: '<p>Samedi</p>', blogCategorie: 'vendanges', natureAction: 'publier' };
    const refused = await save(schoolUser, 'ecole', publish, draft.body.id).expect(400);
    expect(refused.body.errors).toEqual({ blogPhoto: messages.blogPhotoRequise });
    const saved = await save(schoolUser, 'ecole', { blogTitre: 'Portes ouvertes' }, draft.body.id)
      .attach('blogPhoto', PHOTO, 'photo.jpg')
      .expect(200);
    const form = (await api().get(`/api/ecole/blog/article/${saved.body.id}`).auth(schoolUser, { type: 'bearer' }).expect(200)).body
      .article;
    expect(form).toMatchObject({
      blogTitre: 'Portes ouvertes',
      statut: 'brouillon',
      blogPhoto: expect.stringMatching(/^\/uploads\/blog\/.+\.webp$/),
    });
    // Once stored, the photo need not be sent again.
    await save(schoolUser, 'ecole', { blogTitre: 'Portes ouvertes 2027' }, saved.body.id).expect(200);
    await api().get(`/api/recrutement/blog/gestion`).auth(schoolUser, { type: 'bearer' }).expect(403);
  });
});

describe('likes', () => {
  it('counts one like per user, even twice at once, asks a visitor to log in, and takes a like back', async () => {
    const id = (await api().get('/api/blog/articles?categorie=vendanges').expect(200)).body.articles[0].id;
    expect((await api().post(`/api/blog/${id}/like`).expect(200)).body).toEqual({ code: 401, html: LIKE_NOT_LOGGED_IN });
    const [a, b] = await Promise.all([
      api().post(`/api/blog/${id}/like`).auth(candidate, { type: 'bearer' }),
      api().post(`/api/blog/${id}/like`).auth(candidate, { type: 'bearer' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const state = (await api().get(`/api/blog/${id}/like`).auth(candidate, { type: 'bearer' }).expect(200)).body;
    expect(state).toEqual({ code: 200, html: '1 j’aime', likes: 1, aime: true });
    await api().post(`/api/blog/${id}/like`).auth(recruiter, { type: 'bearer' }).expect(200);
    expect((await api().post(`/api/blog/${id}/dislike`).auth(candidate, { type: 'bearer' }).expect(200)).body).toEqual({
      code: 200,
      html: '1 j’aime',
      likes: 1,
      aime: false,
    });
    const draft = (await save(recruiter, 'recrutement', { blogTitre: 'Pas en ligne' }).expect(200)).body.id;
    await api().post(`/api/blog/${draft}/like`).auth(candidate, { type: 'bearer' }).expect(404);
  });

  // The race above loses one of two ways, depending on which request commits first: the unique index refuses the
  // second insert, or the Document Service's validator already sees the first row. Both are « liked already ».
  it('takes a second like of the same key for a unique violation, whether the validator or the index refuses it', async () => {
    const article = await strapi.db.query('api::blog.article').findOne({ where: { publishedAt: { $notNull: true } } });
    const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'candidat@blog.fr' } });
    const cle = `race:${article.id}:${user.id}`;
    await strapi.db.query(UIDS.articleLike).create({ data: { cle, article: article.id, user: user.id } });
    const byValidator = await strapi
      .documents(UIDS.articleLike)
      .create({ data: { cle, article: article.id, user: user.id } })
      .catch((error: unknown) => error);
    expect(byValidator).toMatchObject({ name: 'ValidationError' });
    expect(isUniqueViolation(byValidator)).toBe(true);
    const byIndex = await strapi.db
      .query(UIDS.articleLike)
      .create({ data: { cle, article: article.id, user: user.id } })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(byIndex)).toBe(true);
    expect(isUniqueViolation(new Error('Veuillez remplir ce champ'))).toBe(false);
  });
});

describe('review and likes keep to what was read', () => {
  it('a validation for a text changed since it was opened, or taken offline, is refused', async () => {
    const id = (
      await save(recruiter, 'recrutement', {
        blogTitre: 'Relu',
        blogTexte: '<p>v1</p>',
        blogCategorie: 'vendanges',
        natureAction: 'publier',
      }).expect(200)
    ).body.id;
    const opened = (await api().get(`/api/backoffice/article-reviews/${id}`).auth(editor, { type: 'bearer' }).expect(200)).body;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await save(
      recruiter,
      'recrutement',
      { blogTitre: 'Relu', blogTexte: '<p>v2, jamais lue</p>', blogCategorie: 'vendanges', natureAction: 'publier' },
      id,
    ).expect(200);
    const stale = await api()
      .put(`/api/backoffice/article-reviews/${id}`)
      .auth(editor, { type: 'bearer' })
      .send({ revue: 'validee', vu: opened.updatedAt })
      .expect(409);
    expect(stale.body.message).toBe(messages.articleModifie);
    const fresh = (await api().get(`/api/backoffice/article-reviews/${id}`).auth(editor, { type: 'bearer' }).expect(200)).body;
    await api()
      .put(`/api/backoffice/article-reviews/${id}`)
      .auth(editor, { type: 'bearer' })
      .send({ revue: 'validee', vu: fresh.updatedAt })
      .expect(200);

    // A like is not an edit: the article's date does not move.
    const before = (await api().get(`/api/backoffice/article-reviews/${id}`).auth(editor, { type: 'bearer' })).body.updatedAt;
    await api().post(`/api/blog/${id}/like`).auth(candidate, { type: 'bearer' }).expect(200);
    expect((await api().get(`/api/backoffice/article-reviews/${id}`).auth(editor, { type: 'bearer' })).body.updatedAt).toBe(before);

    await api().post(`/api/recrutement/blog/desactiver/${id}`).auth(recruiter, { type: 'bearer' }).expect(200);
    const offline = await api()
      .put(`/api/backoffice/article-reviews/${id}`)
      .auth(editor, { type: 'bearer' })
      .send({ revue: 'validee' })
      .expect(409);
    expect(offline.body.message).toBe(messages.articleNonPublie);
    const notPublished = await api().post(`/api/recrutement/blog/desactiver/${id}`).auth(recruiter, { type: 'bearer' }).expect(409);
    expect(notPublished.body.message).toBe(messages.articleNonPublie);
  });

  it('an editor keeps a deactivated article deactivated when saving it', async () => {
    const created = (
      await api()
        .post('/api/backoffice/articles')
        .auth(editor, { type: 'bearer' })
        .send({ titre: 'Hors ligne', html: '<p>x</p>', categorie: 'vendanges', statut: 'publie' })
        .expect(200)
    ).body;
    await api()
      .put(`/api/backoffice/articles/${created.id}`)
      .auth(editor, { type: 'bearer' })
      .send({ ...created, statut: 'desactive' })
      .expect(200);
    const again = await api()
      .put(`/api/backoffice/articles/${created.id}`)
      .auth(editor, { type: 'bearer' })
      .send({ ...created, titre: 'Hors ligne, corrigé', statut: 'desactive' })
      .expect(200);
    expect(again.body).toMatchObject({ titre: 'Hors ligne, corrigé', statut: 'desactive' });
  });

  it('a candidate who deletes their account takes their likes with them', async () => {
    const leaving = await createUserWithRole(strapi, 'candidat', 'depart@blog.fr');
    const id = (await api().get('/api/blog/articles?q=conseils').expect(200)).body.articles[0].id;
    const before = (await api().post(`/api/blog/${id}/like`).auth(leaving.jwt, { type: 'bearer' }).expect(200)).body.likes;
    await api()
      .post('/api/candidat/compte/suppression')
      .auth(leaving.jwt, { type: 'bearer' })
      .send({ password: TEST_PASSWORD })
      .expect(200);
    expect((await api().get(`/api/blog/${id}/like`).expect(200)).body.likes).toBe(before - 1);
  });
});

describe('testimonials', () => {
  it('shows the active ones in the editors’ order', async () => {
    for (const [ordre, nom, actif] of [
      [2, 'Second', true],
      [1, 'Premier', true],
      [0, 'Caché', false],
    ] as const)
      await api()
        .post('/api/backoffice/testimonials')
        .auth(editor, { type: 'bearer' })
        .send({ nom, fonction: 'Vendangeur', texte: 'Très bien.', ordre, actif })
        .expect(200);
    const shown = (await api().get('/api/temoignages').expect(200)).body.data;
    expect(shown.map((t: { nom: string }) => t.nom)).toEqual(['Premier', 'Second']);
  });
});
