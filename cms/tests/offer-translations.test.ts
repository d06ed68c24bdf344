import request from 'supertest';
import { messages, OFFER_TEXT_MAX, type PublicOffer } from '@cep/domain';
import { UIDS } from '../src/uids';
import { companyAccount, memberOf, type TestAccount } from './helpers/accounts';
import { completeOffer } from './helpers/offers';
import { startStrapi } from './helpers/strapi';
import { createUserWithRole } from './helpers/users';

/**
 * An offer's translations (issue #41 item 1): written by a member of the company's account beside the French text;
 * saved on a draft, refused field by field when malformed or half written, sent to a moderator on an online offer
 * (nothing public before the decision), public as complete translations only; another account's offer is not found.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const as = (jwt: string, test: request.Test) => test.auth(jwt, { type: 'bearer' });

let account: TestAccount;
let owner = '';
let member = '';
let otherOwner = '';
let moderator = '';

const spanish = {
  titre: 'Vendimiador / Vendimiadora',
  texte: '<p>Vendimia manual en equipo.</p><p>Alojamiento posible.</p><script>alert(1)</script>',
  formationCandidat: '',
  detailPlus: '',
};
/** What the cms keeps of it: the allow-list drops the script. */
const spanishStored = '<p>Vendimia manual en equipo.</p><p>Alojamiento posible.</p>';
const english = {
  titre: 'Grape picker',
  texte: '<p>Hand picking in a team.</p>',
  formationCandidat: '<p>No experience needed.</p>',
  detailPlus: '',
};

const translationsOf = (id: string, jwt = owner) => as(jwt, http().get(`/api/recrutement/offre/${id}/traductions`));
const save = (id: string, body: Record<string, unknown>, jwt = owner) =>
  as(jwt, http().put(`/api/recrutement/offre/${id}/traductions`)).send(body);
const publicOffer = async (id: string) => (await http().get(`/api/offres/${id}`).expect(200)).body.data as PublicOffer;
const searchHits = async (q: string) =>
  (await http().get('/api/search/offres').query({ q }).expect(200)).body.hits as Array<{
    id: string;
    title: string;
    titles: Record<string, string>;
  }>;

/** A draft of the account, through the recruiter's step 1. */
async function draft(): Promise<string> {
  const created = await as(owner, http().post('/api/recrutement/offre/description-offre'))
    .send({ ...completeOffer, brouillon: '1' })
    .expect(200);
  return created.body.id as string;
}

/** An offer online, as a moderator's validation leaves it. */
async function online(data: Record<string, unknown> = {}): Promise<string> {
  const created = await strapi.documents(UIDS.offer).create({
    data: {
      offreTitre: 'Vendangeur',
      offreContrat: 2,
      offreTexte: '<p>Vendanges manuelles à Pauillac.</p>',
      offreVille: 'Pauillac',
      etat: 'publiee',
      datePublication: new Date().toISOString(),
      dateExpiration: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
      account: account.id,
      company: account.organisation.id,
      offreModeReception: 'mail',
      offreMail: 'rh@lafleur.fr',
      ...data,
    },
  });
  return created.documentId;
}

beforeAll(async () => {
  strapi = await startStrapi();
  account = await companyAccount(strapi, 'Château Lafleur');
  const other = await companyAccount(strapi, 'Domaine Voisin');
  owner = (await memberOf(strapi, account, 'rh@lafleur.fr', { owner: true })).jwt;
  member = (await memberOf(strapi, account, 'chai@lafleur.fr')).jwt;
  otherOwner = (await memberOf(strapi, other, 'rh@voisin.fr', { owner: true })).jwt;
  moderator = (await createUserWithRole(strapi, 'moderateur', 'modo@cep.fr', { prenom: 'Inès', nom: 'Roy' })).jwt;
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('a draft’s translations', () => {
  it('are saved on the offer by any member of its account, sanitised, and shown again in the form', async () => {
    const id = await draft();
    const empty = (await translationsOf(id).expect(200)).body;
    expect(empty.offre).toMatchObject({ id, titre: completeOffer.offreTitre, etat: 'brouillon', modifiable: true, enLigne: false });
    expect(empty.traductions.es).toEqual({ titre: '', texte: '', formationCandidat: '', detailPlus: '' });
    expect(Object.keys(empty.traductions)).toEqual(['es', 'pl', 'ro', 'pt', 'en']);

    const saved = await save(id, { es: spanish, en: english, pl: { titre: '', texte: '' } }, member).expect(200);
    expect(saved.body).toEqual({ code: 200, id, message: messages.traductionsEnregistrees });
    const form = (await translationsOf(id).expect(200)).body.traductions;
    expect(form.es).toEqual({
      titre: spanish.titre,
      texte: spanishStored,
      formationCandidat: '',
      detailPlus: '',
    });
    expect(form.en).toEqual(english);
    expect(form.pl.titre).toBe('');
    // Saved again without Spanish: it is gone.
    await save(id, { en: english }).expect(200);
    expect((await translationsOf(id).expect(200)).body.traductions.es.titre).toBe('');
  });

  it('refuses a malformed, an over-long or a half-written translation with each field’s French message, saving nothing', async () => {
    const id = await draft();
    const refused = await save(id, {
      es: { ...spanish, texte: 'x'.repeat(OFFER_TEXT_MAX + 1) },
      pl: { titre: 'Zbieracz winogron', texte: '<p> </p>' },
      ro: { formationCandidat: 'Experiența nu este necesară.' },
      pt: 'Vindimador',
      de: { titre: 'Weinleser', texte: 'Weinlese.' },
    }).expect(400);
    expect(refused.body).toEqual({
      code: 400,
      errors: {
        'es.texte': messages.texteTropLong,
        'pl.texte': messages.traductionTexteRequis,
        'ro.titre': messages.traductionTitreRequis,
        'ro.texte': messages.traductionTexteRequis,
        pt: messages.donneesNonValides,
        de: messages.donneesNonValides,
      },
    });
    expect((await translationsOf(id).expect(200)).body.traductions.es.titre).toBe('');
  });

  it('refuse a text that sanitising leaves empty or makes too long, at its field, rather than drop it unseen', async () => {
    const id = await draft();
    const refused = await save(id, {
      es: { titre: 'Vendimiador', texte: '<script>alert(1)</script>' },
      en: { titre: 'Grape picker', texte: '<'.repeat(OFFER_TEXT_MAX - 10) },
    }).expect(400);
    expect(refused.body.errors).toEqual({ 'es.texte': messages.traductionTexteRequis, 'en.texte': messages.texteTropLong });
    expect((await translationsOf(id).expect(200)).body.traductions.es.titre).toBe('');
  });

  it('are not editable while a moderator decides on the offer (409), and another account’s offer is not found', async () => {
    const id = await draft();
    await strapi.documents(UIDS.offer).update({ documentId: id, data: { etat: 'validation' } });
    expect((await translationsOf(id).expect(200)).body.offre.modifiable).toBe(false);
    await save(id, { es: spanish }).expect(409);

    const mine = await draft();
    await translationsOf(mine, otherOwner).expect(404);
    const foreign = await save(mine, { es: spanish }, otherOwner).expect(404);
    expect(foreign.body).toEqual({ code: 404, message: messages.offreIntrouvable });
    // Not found before the form is read: a malformed one is 404 as well.
    await save(mine, { es: 'x' }, otherOwner).expect(404);
    expect((await translationsOf(mine).expect(200)).body.traductions.es.titre).toBe('');
  });

  it('take a refused offer back to draft, like a change of its French text', async () => {
    const id = await draft();
    await strapi.documents(UIDS.offer).update({ documentId: id, data: { etat: 'refusee', motifRefus: 'Texte incomplet.' } });
    await save(id, { es: spanish }).expect(200);
    expect((await translationsOf(id).expect(200)).body.offre.etat).toBe('brouillon');
  });
});

describe('an online offer’s translations', () => {
  it('wait for a moderator like a French change: the diff shows each language, nothing is public before the decision', async () => {
    const id = await online();
    const sent = await save(id, { es: spanish, en: english }).expect(200);
    expect(sent.body).toEqual({ code: 200, id, modification: true, message: messages.modificationsEnvoyees });

    // Candidates, search and the public page keep the published version.
    expect((await publicOffer(id)).traductions).toEqual({});
    expect((await searchHits('vendimia')).map((hit) => hit.id)).not.toContain(id);
    // The form shows the change waiting, over the published translations.
    const form = (await translationsOf(id).expect(200)).body;
    expect(form.offre).toMatchObject({ enLigne: true, modifiable: true });
    expect(Date.parse(form.offre.modificationSoumiseLe)).toBeGreaterThan(Date.now() - 60_000);
    expect(form.traductions.es.titre).toBe(spanish.titre);

    const record = (await as(moderator, http().get(`/api/backoffice/offers/${id}`)).expect(200)).body;
    const parts = Object.fromEntries(record.modification.parties.map((p: { champ: string; avant: string; apres: string }) => [p.champ, p]));
    expect(Object.keys(parts).sort()).toEqual(['traductions.en', 'traductions.es']);
    expect(parts['traductions.es'].avant).toBe('');
    expect(parts['traductions.es'].apres).toBe(
      `${spanish.titre}\n\nDescription du poste :\nVendimia manual en equipo.\n\nAlojamiento posible.`,
    );
    expect(parts['traductions.en'].apres).toContain('Profil recherché :\nNo experience needed.');
    expect(record.modification.apercu.traductions.es.titre).toBe(spanish.titre);

    await as(moderator, http().put(`/api/backoffice/offers/${id}`))
      .send({ modification: 'validee', soumiseLe: record.modificationSoumiseLe })
      .expect(200);
    const published = await publicOffer(id);
    expect(published.titre).toBe('Vendangeur');
    expect(published.traductions.es?.texte).toBe(spanishStored);
    expect(Object.keys(published.traductions)).toEqual(['es', 'en']);
    const [hit] = (await searchHits('vendimia')).filter((h) => h.id === id);
    expect(hit).toMatchObject({ title: 'Vendangeur', titles: { es: spanish.titre, en: english.titre } });
  });

  it('send a moderator nothing when saved as they are online', async () => {
    const id = await online({ traductions: { es: { titre: 'Vendimiador', texte: '<p>Vendimia.</p>' } } });
    const same = await save(id, { es: { titre: 'Vendimiador', texte: '<p>Vendimia.</p>' } }).expect(200);
    expect(same.body).toEqual({ code: 200, id, message: messages.traductionsInchangees });
    expect((await translationsOf(id).expect(200)).body.offre.modificationSoumiseLe).toBeFalsy();
  });

  it('stay online when a moderator refuses their change', async () => {
    const id = await online({ traductions: { es: { titre: 'Vendimiador', texte: '<p>Vendimia.</p>' } } });
    await save(id, { es: { titre: 'VENDIMIADOR ¡¡¡URGENTE!!!', texte: 'Vendimia.' } }).expect(200);
    const record = (await as(moderator, http().get(`/api/backoffice/offers/${id}`)).expect(200)).body;
    await as(moderator, http().put(`/api/backoffice/offers/${id}`))
      .send({ modification: 'refusee', soumiseLe: record.modificationSoumiseLe, motifRefus: 'Titre en majuscules.' })
      .expect(200);
    expect((await publicOffer(id)).traductions.es?.titre).toBe('Vendimiador');
    expect((await translationsOf(id).expect(200)).body.offre.modificationRefusee).toBe('Titre en majuscules.');
  });
});

describe('the public offer', () => {
  it('carries complete translations only, and an anonymous offer’s never names its company', async () => {
    const id = await online({
      anonyme: true,
      // As a column could hold it: a half translation, a malformed one, another language, an unknown field.
      traductions: {
        es: { titre: 'Vendimiador', texte: '<p>Vendimia en Pauillac.</p>', societe: 'Château Lafleur' },
        pl: { titre: 'Zbieracz winogron', texte: '' },
        ro: 'Culegător',
        de: { titre: 'Weinleser', texte: '<p>Weinlese.</p>' },
      },
    });
    const offer = await publicOffer(id);
    expect(offer.entreprise).toBeNull();
    expect(offer.traductions).toEqual({
      es: { titre: 'Vendimiador', texte: '<p>Vendimia en Pauillac.</p>', formationCandidat: '', detailPlus: '' },
    });
    expect(JSON.stringify(offer)).not.toContain('Lafleur');
    const [hit] = (await searchHits('vendimia pauillac')).filter((h) => h.id === id);
    expect(hit?.titles).toEqual({ es: 'Vendimiador' });
    expect(JSON.stringify(hit)).not.toContain('Lafleur');
  });
});
