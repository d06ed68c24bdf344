import request from 'supertest';
import { startStrapi } from './helpers/strapi';
import { repairSearchNow } from '../src/search/search-repair';
import { offerSearchOf } from '../src/api/search';

type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const offers = () => strapi.documents('api::offer.offer');
const ids = (body: { hits: Array<{ id: string }> }) => body.hits.map((h) => h.id).sort();

const DAY = 86_400_000;
let vendangeur: string;
let oenologue: string;
let draft: string;
let anonymous: string;
let expired: string;
let companyId: string;

beforeAll(async () => {
  strapi = await startStrapi();
  const company = await strapi
    .documents('api::company.company')
    .create({ data: { societeRaisonsocial: 'Château Lafleur', societeVille: 'Pauillac', logo: '/uploads/entreprises/lafleur.webp' } });
  companyId = company.documentId;
  const base = { etat: 'publiee', datePublication: new Date(Date.now() - DAY).toISOString(), company: company.documentId };
  vendangeur = (
    await offers().create({
      data: {
        ...base,
        offreTitre: 'Vendangeur H/F',
        offreContrat: 2,
        offreVille: 'Pauillac',
        offreDepartement: '33',
        offreRegion: '75',
        offreDomaine1: 1,
        latitude: 45.2,
        longitude: -0.749,
        emploivendagesaisonier: true,
      },
    })
  ).documentId;
  oenologue = (
    await offers().create({
      data: {
        ...base,
        offreTitre: 'Œnologue conseil',
        offreContrat: 1,
        offreVille: 'Beaune',
        offreDepartement: '21',
        offreRegion: '27',
        offreDomaine1: 10,
        offreRemunerationmin: 36000,
        latitude: 47.02,
        longitude: 4.84,
        offreTexte: '<p>Suivi des vinifications</p>',
      },
    })
  ).documentId;
  draft = (await offers().create({ data: { ...base, etat: 'brouillon', offreTitre: 'Vendangeur brouillon', offreContrat: 2 } })).documentId;
  anonymous = (
    await offers().create({ data: { ...base, anonyme: true, offreTitre: 'Caviste discret', offreContrat: 1, offreVille: 'Bordeaux' } })
  ).documentId;
  expired = (
    await offers().create({
      data: { ...base, offreTitre: 'Vendangeur saison passée', offreContrat: 2, dateExpiration: new Date(Date.now() - DAY).toISOString() },
    })
  ).documentId;
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('GET /api/search/offres', () => {
  it('lists published, open offers only, newest first, with facets', async () => {
    const res = await http().get('/api/search/offres').expect(200);
    expect(ids(res.body)).toEqual([anonymous, oenologue, vendangeur].sort());
    expect(res.body.total).toBe(3);
    expect(res.body.facets.contract).toEqual({ cdd: 1, cdi: 2 });
  });

  it('filters by radius around a commune of the official list (Bordeaux → Pauillac, 45 km)', async () => {
    const near = await http().get('/api/search/offres').query({ autour: 'vil33063', rayon: '50' }).expect(200);
    expect(ids(near.body)).toEqual([vendangeur]);
    const far = await http().get('/api/search/offres').query({ autour: 'vil33063', rayon: '30' }).expect(200);
    expect(far.body.total).toBe(0);
    // An unknown commune is ignored, like any stale filter.
    expect((await http().get('/api/search/offres').query({ autour: 'vil99999' }).expect(200)).body.total).toBe(3);
  });

  it('filters by company, never matching its anonymous offers', async () => {
    const res = await http().get('/api/search/offres').query({ entreprise: companyId }).expect(200);
    expect(ids(res.body)).toEqual([oenologue, vendangeur].sort());
  });

  it('filters by region and domain and counts facets; sorts by pay', async () => {
    const res = await http().get('/api/search/offres').query({ region: '27', domaine: '10' }).expect(200);
    expect(ids(res.body)).toEqual([oenologue]);
    const all = await http().get('/api/search/offres').query({ tri: 'salaire' }).expect(200);
    expect(all.body.hits[0].id).toBe(oenologue);
    expect(all.body.facets.regions).toEqual({ '75': 1, '27': 1 });
    expect(all.body.facets.domains).toEqual({ '1': 1, '10': 1 });
  });

  it('finds misspelt words with the accent left out', async () => {
    expect(ids((await http().get('/api/search/offres').query({ q: 'vendageur' }).expect(200)).body)).toEqual([vendangeur]);
    expect(ids((await http().get('/api/search/offres').query({ q: 'oenologue' }).expect(200)).body)).toEqual([oenologue]);
  });

  it('filters by contract from the URL and ignores unknown values', async () => {
    const cdd = await http().get('/api/search/offres').query({ contrat: 'cdd' });
    expect(ids(cdd.body)).toEqual([vendangeur]);
    // Disjunctive: the chosen facet still counts its other values; the others count within the choice.
    expect(cdd.body.facets.contract).toEqual({ cdd: 1, cdi: 2 });
    expect(cdd.body.total).toBe(1);
    expect(Object.values(cdd.body.facets.domains as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(1);
    expect((await http().get('/api/search/offres').query({ contrat: 'nimporte' })).body.total).toBe(3);
  });

  it('never exposes the company of an anonymous offer', async () => {
    const res = await http().get('/api/search/offres').query({ q: 'caviste' });
    expect(res.body.hits[0]).toMatchObject({ id: anonymous, company: null, companyId: null, companyLogo: null });
    // The company's own offers carry its logo for the card.
    const named = await http().get('/api/search/offres').query({ q: 'vendangeur' });
    expect(named.body.hits[0]).toMatchObject({
      id: vendangeur,
      company: 'Château Lafleur',
      companyLogo: '/uploads/entreprises/lafleur.webp',
    });
  });

  it('follows writes: a suspended offer leaves the results, a published draft joins them', async () => {
    await offers().update({ documentId: vendangeur, data: { etat: 'suspendue' } });
    expect(ids((await http().get('/api/search/offres').query({ q: 'vendangeur' })).body)).toEqual([]);
    await offers().update({ documentId: draft, data: { etat: 'publiee' } });
    expect(ids((await http().get('/api/search/offres').query({ q: 'vendangeur' })).body)).toEqual([draft]);
    await offers().delete({ documentId: draft });
    expect((await http().get('/api/search/offres').query({ q: 'vendangeur' })).body.total).toBe(0);
    await offers().update({ documentId: vendangeur, data: { etat: 'publiee' } });
  });

  it('re-indexes the offers of a renamed company', async () => {
    const offer = await offers().findOne({ documentId: oenologue, populate: { company: { fields: ['documentId'] } } });
    await strapi
      .documents('api::company.company')
      .update({ documentId: offer!.company!.documentId, data: { societeRaisonsocial: 'Maison Bouchard' } });
    const res = await http().get('/api/search/offres').query({ q: 'Bouchard' });
    expect(ids(res.body)).toEqual([oenologue, vendangeur].sort());
  });

  it('rebuilds the index from the database', async () => {
    expect(await offerSearchOf(strapi).rebuildOffers()).toBe(3);
  });

  it('repairs by reconciliation a change the index was never told of (written beside the document service)', async () => {
    await strapi.db.query('api::offer.offer').update({ where: { documentId: oenologue }, data: { offreTitre: 'Maître de chai' } });
    await repairSearchNow(strapi);
    expect(ids((await http().get('/api/search/offres').query({ q: 'maitre chai' })).body)).toEqual([oenologue]);
    await offers().update({ documentId: oenologue, data: { offreTitre: 'Œnologue conseil' } });
  });

  it('counts matching offers on /api/nboffre/:query', async () => {
    expect((await http().get('/api/nboffre/vendangeur').expect(200)).body).toEqual({ nb: 1 });
  });
});

describe('GET /api/offres/:id', () => {
  it('returns a published offer with its company', async () => {
    const res = await http().get(`/api/offres/${oenologue}`).expect(200);
    expect(res.body.data).toMatchObject({ id: oenologue, titre: 'Œnologue conseil', contrat: { id: 1, libelle: 'CDI' }, ouverte: true });
    expect(res.body.data.entreprise.nom).toBe('Maison Bouchard');
  });

  it('hides the company of an anonymous offer', async () => {
    expect((await http().get(`/api/offres/${anonymous}`).expect(200)).body.data.entreprise).toBeNull();
  });

  it('shows an expired offer as closed', async () => {
    expect((await http().get(`/api/offres/${expired}`).expect(200)).body.data.ouverte).toBe(false);
  });

  it('answers 404 for drafts and unknown ids', async () => {
    const hidden = await offers().create({ data: { offreTitre: 'Brouillon', offreContrat: 1, etat: 'brouillon' } });
    await http().get(`/api/offres/${hidden.documentId}`).expect(404);
    await http().get('/api/offres/inconnue').expect(404);
  });
});

describe('« À la une » (top-of-list booster, issue #12 item 8)', () => {
  type Hit = { id: string };
  type Answer = { hits: Hit[]; aLaUne: Hit[]; total: number };
  const search = async (query: Record<string, string> = {}): Promise<Answer> =>
    (await http().get('/api/search/offres').query(query).expect(200)).body as Answer;
  const hitIds = (hits: Hit[]) => hits.map((hit) => hit.id);
  let boosted: string;

  beforeAll(async () => {
    // Twenty newer offers push the boosted one, published 20 days ago, to page 2 of the newest-first list.
    for (let i = 1; i <= 20; i += 1) {
      await offers().create({
        data: {
          etat: 'publiee',
          offreTitre: `Ouvrier viticole ${i}`,
          offreContrat: 2,
          datePublication: new Date(Date.now() - i * 3_600_000).toISOString(),
        },
      });
    }
    boosted = (
      await offers().create({
        data: {
          etat: 'publiee',
          offreTitre: 'Caviste à la une',
          offreContrat: 1,
          offreVille: 'Libourne',
          datePublication: new Date(Date.now() - 20 * DAY).toISOString(),
          aLaUneJusquau: new Date(Date.now() + 7 * DAY).toISOString(),
        },
      })
    ).documentId;
  });

  it('puts an older boosted offer first on page 1, with the same hit shape; totals stay the main search’s', async () => {
    const page1 = await search();
    expect(hitIds(page1.aLaUne)).toEqual([boosted]);
    expect(hitIds(page1.hits)).not.toContain(boosted);
    expect(page1.hits).toHaveLength(20);
    expect(page1.total).toBe(24);
    expect(Object.keys(page1.aLaUne[0]!).sort()).toEqual(Object.keys(page1.hits[0]!).sort());
  });

  it('follows the words and filters, and is not repeated among page 1’s hits', async () => {
    // « caviste » matches it and the anonymous offer: it would be on page 1 anyway, so it is taken out of the hits.
    const words = await search({ q: 'caviste' });
    expect(hitIds(words.aLaUne)).toEqual([boosted]);
    expect(hitIds(words.hits)).toEqual([anonymous]);
    expect(words.total).toBe(2);
    expect((await search({ q: 'oenologue' })).aLaUne).toEqual([]);
    expect((await search({ contrat: 'cdd' })).aLaUne).toEqual([]);
  });

  it('is not « à la une » on page 2 (it keeps its place there) nor in the pay sort', async () => {
    const page2 = await search({ page: '2' });
    expect(page2.aLaUne).toEqual([]);
    expect(hitIds(page2.hits)).toContain(boosted);
    const byPay = await search({ tri: 'salaire' });
    expect(byPay.aLaUne).toEqual([]);
    expect(byPay.hits).toHaveLength(20);
  });

  it('goes back to its place when the window ends, without any re-indexing', async () => {
    const later = Date.now() + 8 * DAY;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const page1 = await search();
      expect(page1.aLaUne).toEqual([]);
      expect(hitIds(page1.hits)).not.toContain(boosted);
      expect(hitIds((await search({ page: '2' })).hits)).toContain(boosted);
    } finally {
      clock.mockRestore();
    }
  });

  it('goes back to its place once aLaUneJusquau is set in the past', async () => {
    await offers().update({ documentId: boosted, data: { aLaUneJusquau: new Date(Date.now() - DAY).toISOString() } });
    const page1 = await search();
    expect(page1.aLaUne).toEqual([]);
    expect(hitIds(page1.hits)).not.toContain(boosted);
    expect(hitIds((await search({ page: '2' })).hits)).toContain(boosted);
    expect(hitIds((await search({ q: 'caviste' })).hits)).toEqual(expect.arrayContaining([boosted, anonymous]));
  });
});
