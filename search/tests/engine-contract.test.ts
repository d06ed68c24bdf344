import { randomUUID } from 'node:crypto';
import {
  createSearchEngine,
  documentFingerprint,
  offersIndex,
  toOfferDocument,
  type Filter,
  type OfferDocument,
  type OfferSource,
  type SearchEngine,
} from '../src';

/**
 * One contract for every engine: the in-process engine always, Meilisearch when MEILI_HOST points at a
 * server (docker compose). Each run writes to its own index so runs never see each other's documents.
 */
const engines: Array<[string, () => Promise<SearchEngine<OfferDocument>>]> = [['embedded', () => createSearchEngine(offersIndex)]];
if (process.env.MEILI_HOST) {
  engines.push([
    'meilisearch',
    () =>
      createSearchEngine(offersIndex, {
        meiliHost: process.env.MEILI_HOST,
        meiliApiKey: process.env.MEILI_MASTER_KEY,
        indexPrefix: `test_${randomUUID().slice(0, 8)}_`,
      }),
  ]);
}

const base = { etat: 'publiee', datePublication: '2026-09-01T08:00:00.000Z' };
const offers: OfferSource[] = [
  {
    ...base,
    documentId: 'vendangeur-pauillac',
    offreTitre: 'Vendangeur / Vendangeuse',
    offreContrat: 2,
    offreVille: 'Pauillac',
    offreDepartement: '33',
    emploivendagesaisonier: true,
    latitude: 45.199,
    longitude: -0.748,
    company: { documentId: 'c1', societeRaisonsocial: 'Château Lafleur' },
    datePublication: '2026-09-03T08:00:00.000Z',
    // The recruiter's own translations (issue #41 item 1); the Polish one has no description, so it is none.
    traductions: {
      es: { titre: 'Vendimiador / Vendimiadora', texte: '<p>Vendimia manual, <strong>alojamiento</strong> posible.</p>' },
      pl: { titre: 'Zbieracz winogron', texte: '' },
    },
  },
  {
    ...base,
    documentId: 'oenologue-beaune',
    offreTitre: 'Œnologue conseil',
    offreContrat: 1,
    offreVille: 'Beaune',
    offreDepartement: '21',
    offreTexte: '<p>Suivi des <strong>vinifications</strong> au chai.</p>',
    latitude: 47.025,
    longitude: 4.84,
    company: { documentId: 'c2', societeRaisonsocial: 'Maison Bouchard' },
    datePublication: '2026-09-02T08:00:00.000Z',
  },
  {
    ...base,
    documentId: 'caviste-bordeaux',
    offreTitre: 'Caviste',
    offreContrat: 1,
    offreVille: 'Bordeaux',
    offreDepartement: '33',
    latitude: 44.837,
    longitude: -0.579,
    anonyme: true,
    company: { documentId: 'c1', societeRaisonsocial: 'Château Lafleur', logo: '/uploads/entreprises/lafleur.webp' },
    datePublication: '2026-09-01T08:00:00.000Z',
    aLaUneJusquau: '2026-09-20T08:00:00.000Z',
  },
  {
    ...base,
    documentId: 'tractoriste-epernay',
    offreTitre: 'Tractoriste vigne',
    offreContrat: 2,
    offreVille: 'Épernay',
    offreDepartement: '51',
    latitude: 49.04,
    longitude: 3.96,
    datePublication: '2026-08-20T08:00:00.000Z',
    dateExpiration: '2026-10-01T00:00:00.000Z',
    // A top-of-list window that has already ended: still indexed, no longer « à la une ».
    aLaUneJusquau: '2026-09-10T08:00:00.000Z',
  },
];
const now = Date.parse('2026-09-15T00:00:00.000Z');

describe.each(engines)('SearchEngine contract: %s', (_name, make) => {
  let engine: SearchEngine<OfferDocument>;

  beforeAll(async () => {
    engine = await make();
    await engine.applySettings();
    await engine.upsert(offers.map((o) => toOfferDocument(o, now)).filter((d): d is OfferDocument => d !== null));
  });

  afterAll(async () => {
    await engine.clear();
  });

  it('counts what it holds', async () => {
    expect(await engine.count()).toBe(4);
  });

  it('searches the offer’s text but never returns it (a card shows the excerpt)', async () => {
    const [hit] = (await engine.search({ q: 'vinifications' })).hits;
    expect(hit).toMatchObject({ id: 'oenologue-beaune', excerpt: 'Suivi des vinifications au chai.' });
    expect(hit!.text).toBeUndefined();
  });

  it('finds an offer by the words of its translation, with its translated title and never the translated text', async () => {
    const found = await engine.search({ q: 'vendimia alojamiento' });
    expect(found.hits.map((h) => h.id)).toEqual(['vendangeur-pauillac']);
    expect(found.hits[0]).toMatchObject({ title: 'Vendangeur / Vendangeuse', titles: { es: 'Vendimiador / Vendimiadora' } });
    expect(found.hits[0]!.translations).toBeUndefined();
    // An incomplete translation is neither searched nor shown.
    expect((await engine.search({ q: 'zbieracz' })).total).toBe(0);
    expect((await engine.search({ q: 'vinifications' })).hits[0]!.titles).toEqual({});
  });

  it('finds a misspelt word with the accent left out', async () => {
    expect((await engine.search({ q: 'vendageur' })).hits.map((h) => h.id)).toContain('vendangeur-pauillac');
    expect((await engine.search({ q: 'oenologue' })).hits.map((h) => h.id)).toEqual(['oenologue-beaune']);
  });

  it('ranks a title match above a text that repeats the word, and an exact word above a typo', async () => {
    const extra = [
      toOfferDocument(
        {
          ...base,
          documentId: 'ouvrier-repete',
          offreTitre: 'Ouvrier viticole',
          offreContrat: 2,
          offreTexte: '<p>Tractoriste, tractoriste confirmé : tractoriste pour la saison, tractoriste de nuit.</p>',
          datePublication: '2026-09-04T08:00:00.000Z',
        },
        now,
      )!,
      toOfferDocument(
        { ...base, documentId: 'tractoristes', offreTitre: 'Tracteuriste', offreContrat: 2, datePublication: '2026-09-05T08:00:00.000Z' },
        now,
      )!,
    ];
    await engine.upsert(extra);
    try {
      const ids = (await engine.search({ q: 'tractoriste' })).hits.map((h) => h.id);
      expect(ids.indexOf('tractoriste-epernay')).toBeLessThan(ids.indexOf('ouvrier-repete'));
      expect(ids.indexOf('tractoriste-epernay')).toBeLessThan(ids.indexOf('tractoristes'));
      expect(ids[0]).toBe('tractoriste-epernay');
    } finally {
      await engine.remove(extra.map((d) => d.id));
    }
  });

  it('falls back to some of the words when no offer holds them all, and says so; filters count', async () => {
    const fallback = await engine.search({ q: 'vendangeur astronaute' });
    expect(fallback.exact).toBe(false);
    expect(fallback.hits.map((h) => h.id)).toContain('vendangeur-pauillac');
    const exact = await engine.search({ q: 'caviste bordeaux' });
    expect(exact).toMatchObject({ exact: true, total: 1 });
    const filtered = await engine.search({ q: 'caviste pauillac', filters: [{ field: 'contract', op: 'eq', value: 'cdd' }] });
    expect(filtered).toMatchObject({ exact: false, total: 1 });
    expect(filtered.hits[0]?.id).toBe('vendangeur-pauillac');
    // Nothing at all: exact, and empty.
    expect(await engine.search({ q: 'astronaute spatial' })).toMatchObject({ exact: true, total: 0 });
  });

  it('finds by sector synonym', async () => {
    const ids = (await engine.search({ q: 'vendanges' })).hits.map((h) => h.id);
    expect(ids).toContain('vendangeur-pauillac');
  });

  it('filters by keyword, list and boolean, and counts facets', async () => {
    const result = await engine.search({
      filters: [
        { field: 'department', op: 'in', values: ['33', '21'] },
        { field: 'contract', op: 'eq', value: 'cdi' },
      ],
      facets: ['contract', 'department'],
    });
    expect(result.hits.map((h) => h.id).sort()).toEqual(['caviste-bordeaux', 'oenologue-beaune']);
    expect(result.facets.department).toEqual({ '33': 1, '21': 1 });
    expect(result.facets.contract).toEqual({ cdi: 2 });
    const harvest = await engine.search({ filters: [{ field: 'harvest', op: 'eq', value: true }] });
    expect(harvest.hits.map((h) => h.id)).toEqual(['vendangeur-pauillac']);
  });

  it('keeps what a picker needs of a harvest offer: housed, fed, a window of start, the soonest first (issue #40)', async () => {
    const harvest = (documentId: string, vendanges: Record<string, unknown>) =>
      toOfferDocument({ ...base, documentId, offreTitre: 'Coupeur', offreContrat: 2, emploivendagesaisonier: true, vendanges }, now)!;
    const extra = [
      harvest('loge-nourri', {
        fenetre: 'autour du 10 septembre',
        debutAuPlusTot: '2026-09-06',
        debutAuPlusTard: '2026-09-16',
        postes: 20,
        postesPourvus: 5,
        logement: 'sur-place',
        repas: ['dejeuner'],
        transport: 'aucun',
        premiereSaison: true,
      }),
      harvest('camping-tardif', {
        debutAuPlusTot: '2026-09-25',
        debutAuPlusTard: '2026-10-02',
        logement: 'camping',
        transport: 'navette-gare',
      }),
    ];
    await engine.upsert(extra);
    try {
      expect(extra[0]).toMatchObject({
        harvestLabel: 'autour du 10 septembre',
        housing: true,
        housingKind: 'sur-place',
        meals: true,
        transport: false,
        openings: 15,
      });
      const ids = async (filters: Filter[], sort?: { field: string; direction: 'asc' | 'desc' }) =>
        (await engine.search({ filters, sort })).hits.map((h) => h.id);
      const housed = { field: 'housing', op: 'eq', value: true } as const;
      expect((await ids([housed])).sort()).toEqual(['camping-tardif', 'loge-nourri']);
      expect(await ids([housed, { field: 'meals', op: 'eq', value: true }])).toEqual(['loge-nourri']);
      expect(await ids([{ field: 'transport', op: 'eq', value: true }])).toEqual(['camping-tardif']);
      // Free from 14 to 20 September: the window 6–16 overlaps, 25 September–2 October does not, other offers never.
      const free = (from: string, to: string): Filter[] => [
        { field: 'harvestTo', op: 'range', gte: Date.parse(`${from}T00:00:00Z`) },
        { field: 'harvestFrom', op: 'range', lte: Date.parse(`${to}T00:00:00Z`) },
      ];
      expect(await ids(free('2026-09-14', '2026-09-20'))).toEqual(['loge-nourri']);
      expect((await ids(free('2026-09-01', '2026-10-31'))).sort()).toEqual(['camping-tardif', 'loge-nourri']);
      // The soonest start first; the harvest offer without a window and the other offers after them.
      const soonest = await ids([], { field: 'harvestFrom', direction: 'asc' });
      expect(soonest.slice(0, 2)).toEqual(['loge-nourri', 'camping-tardif']);
      // A document written again without housing leaves the housed filter; removed, it leaves every filter.
      await engine.upsert([harvest('camping-tardif', { debutAuPlusTot: '2026-09-25', debutAuPlusTard: '2026-10-02', logement: 'aucun' })]);
      expect(await ids([housed])).toEqual(['loge-nourri']);
      await engine.remove(['loge-nourri']);
      expect(await ids([housed])).toEqual([]);
      expect(await engine.count([{ field: 'harvest', op: 'eq', value: true }])).toBe(2);
    } finally {
      await engine.remove(extra.map((d) => d.id));
    }
  });

  it('filters by number range (what the cms uses to hide expired offers)', async () => {
    const open = await engine.count([{ field: 'expiresAt', op: 'range', gt: Date.parse('2026-10-02T00:00:00.000Z') }]);
    expect(open).toBe(3);
  });

  it('filters on the « À la une » window as the cms does: open at query time, none is 0', async () => {
    const open = { field: 'featuredUntil', op: 'range', gte: now } as const;
    expect(await engine.count([open])).toBe(1);
    // The cms's second query for page 1: same words and filters plus the open window, newest first, 3 at most.
    const featured = await engine.search({
      q: 'caviste',
      filters: [open, { field: 'department', op: 'in', values: ['33'] }],
      sort: { field: 'publishedAt', direction: 'desc' },
      hitsPerPage: 3,
    });
    expect(featured.hits.map((h) => h.id)).toEqual(['caviste-bordeaux']);
    expect(featured.hits[0]?.featuredUntil).toBe(Date.parse('2026-09-20T08:00:00.000Z'));
    expect((await engine.search({ q: 'vendangeur', filters: [open] })).total).toBe(0);
    const ended = await engine.search({ filters: [{ field: 'featuredUntil', op: 'range', gt: 0, lt: now }] });
    expect(ended.hits.map((h) => h.id)).toEqual(['tractoriste-epernay']);
    expect(await engine.count([{ field: 'featuredUntil', op: 'range', lte: 0 }])).toBe(2);
  });

  it('filters by radius around a point', async () => {
    const result = await engine.search({ filters: [{ op: 'geoRadius', lat: 44.837, lng: -0.579, km: 60 }] });
    expect(result.hits.map((h) => h.id).sort()).toEqual(['caviste-bordeaux', 'vendangeur-pauillac']);
    expect(result.hits.find((h) => h.id === 'caviste-bordeaux')?._geo).toEqual({ lat: 44.837, lng: -0.579 });
  });

  it('matches any of several zones (an alert: a department or around a commune)', async () => {
    const zones: Filter = {
      op: 'any',
      filters: [
        { field: 'departments', op: 'in', values: ['21'] },
        { op: 'geoRadius', lat: 49.04, lng: 3.96, km: 10 },
      ],
    };
    const result = await engine.search({ filters: [zones, { field: 'contract', op: 'in', values: ['cdi', 'cdd'] }] });
    expect(result.hits.map((h) => h.id).sort()).toEqual(['oenologue-beaune', 'tractoriste-epernay']);
    await expect(engine.search({ filters: [{ op: 'any', filters: [] }] })).rejects.toThrow(RangeError);
  });

  it('sorts and paginates', async () => {
    const first = await engine.search({ sort: { field: 'publishedAt', direction: 'desc' }, hitsPerPage: 2, page: 1 });
    const second = await engine.search({ sort: { field: 'publishedAt', direction: 'desc' }, hitsPerPage: 2, page: 2 });
    expect(first.hits.map((h) => h.id)).toEqual(['vendangeur-pauillac', 'oenologue-beaune']);
    expect(second.hits.map((h) => h.id)).toEqual(['caviste-bordeaux', 'tractoriste-epernay']);
    expect(first).toMatchObject({ total: 4, totalPages: 2, page: 1, hitsPerPage: 2 });
  });

  it('replaces a document on upsert and forgets it on remove', async () => {
    const changed = toOfferDocument({ ...offers[1]!, offreTitre: 'Maître de chai' }, now)!;
    await engine.upsert([changed]);
    expect(await engine.count()).toBe(4);
    expect((await engine.search({ q: 'maître' })).hits.map((h) => h.title)).toEqual(['Maître de chai']);
    await engine.remove(['oenologue-beaune']);
    expect(await engine.count()).toBe(3);
    expect((await engine.search({ q: 'maître' })).total).toBe(0);
  });

  it('lists each document’s fingerprint as written, which follows a change and leaves with the document', async () => {
    const pauillac = toOfferDocument(offers[0]!, now)!;
    const before = await engine.fingerprints();
    expect(before.get(pauillac.id)).toBe(documentFingerprint(pauillac));
    expect(before.size).toBe(await engine.count());
    // The company's new name changes the document and its fingerprint, not the offer's row.
    const renamed = { ...pauillac, company: 'Château Lynch' };
    // Taken first: the in-process engine drops the search-only text from the document it keeps.
    const renamedPrint = documentFingerprint(renamed);
    await engine.upsert([renamed]);
    const after = await engine.fingerprints();
    expect(after.get(pauillac.id)).toBe(renamedPrint);
    expect(after.get(pauillac.id)).not.toBe(before.get(pauillac.id));
    // Hits are the documents as searched: no fingerprint, no text.
    expect(Object.keys((await engine.search({ q: 'lynch' })).hits[0]!)).not.toContain('fingerprint');
    await engine.remove([pauillac.id]);
    expect((await engine.fingerprints()).has(pauillac.id)).toBe(false);
  });
});

describe('offer document pipeline', () => {
  it('drops offers that are not published or already expired', () => {
    expect(toOfferDocument({ ...offers[0]!, etat: 'brouillon' }, now)).toBeNull();
    expect(toOfferDocument({ ...offers[3]!, dateExpiration: '2026-09-14T00:00:00.000Z' }, now)).toBeNull();
  });

  it('never exposes the company of an anonymous offer', () => {
    const doc = toOfferDocument(offers[2]!, now)!;
    expect(doc.company).toBeNull();
    expect(doc.companyId).toBeNull();
    expect(doc.companyLogo).toBeNull();
    expect(JSON.stringify(doc)).not.toContain('Lafleur');
    // The same company on an offer that names it: its logo goes to the card.
    expect(toOfferDocument({ ...offers[2]!, anonyme: false }, now)!.companyLogo).toBe('/uploads/entreprises/lafleur.webp');
  });

  it('maps the top-of-list end to epoch ms, 0 without a booster', () => {
    expect(toOfferDocument(offers[2]!, now)!.featuredUntil).toBe(Date.parse('2026-09-20T08:00:00.000Z'));
    expect(toOfferDocument(offers[0]!, now)!.featuredUntil).toBe(0);
    expect(toOfferDocument({ ...offers[2]!, aLaUneJusquau: null }, now)!.featuredUntil).toBe(0);
  });

  it('indexes plain text and a short excerpt', () => {
    const doc = toOfferDocument(offers[1]!, now)!;
    expect(doc.text).toBe('Suivi des vinifications au chai.');
    expect(doc.contractLabel).toBe('CDI');
  });
});

describe('in-process engine under many replacements', () => {
  it('keeps number range filters exact after many replacements', async () => {
    const engine = await createSearchEngine(offersIndex);
    const make = (i: number, day: number) =>
      toOfferDocument(
        {
          documentId: `o${i}`,
          offreTitre: `Caviste ${i}`,
          offreContrat: 1,
          etat: 'publiee',
          datePublication: '2026-09-01T00:00:00.000Z',
          dateExpiration: new Date(Date.UTC(2027, 0, day)).toISOString(),
        },
        now,
      )!;
    const days = Array.from({ length: 60 }, (_, i) => ((i * 37) % 90) + 1);
    await engine.upsert(days.map((day, i) => make(i, day)));
    for (let step = 0; step < 200; step += 1) {
      const i = (step * 13) % 60;
      days[i] = ((step * 29) % 90) + 1;
      await engine.upsert([make(i, days[i]!)]);
      const limit = Date.UTC(2027, 0, 45);
      const expected = days.filter((day) => Date.UTC(2027, 0, day) > limit).length;
      expect(await engine.count([{ field: 'expiresAt', op: 'range', gt: limit }])).toBe(expected);
    }
    expect(await engine.count()).toBe(60);
  });
});

describe('offer documents', () => {
  // A key added or removed means documents of another shape: bump `offersIndex.version` so that a Meilisearch
  // index written for the old shape is replaced at the next boot, then write the new list here.
  it('hold the keys of version 4 of the index', () => {
    const doc = toOfferDocument(
      { ...offers[0]!, company: { documentId: 'c', societeRaisonsocial: 'Château', logo: '/uploads/l.webp' } },
      now,
    )!;
    expect({ version: offersIndex.version, keys: Object.keys(doc).sort() }).toEqual({
      version: 4,
      keys: [
        '_geo',
        'city',
        'company',
        'companyId',
        'companyLogo',
        'contract',
        'contractLabel',
        'department',
        'departments',
        'domains',
        'excerpt',
        'experience',
        'expiresAt',
        'featuredUntil',
        'firstSeason',
        'harvest',
        'harvestFrom',
        'harvestLabel',
        'harvestTo',
        'homeOffice',
        'housing',
        'housingKind',
        'id',
        'meals',
        'openings',
        'pay',
        'payMax',
        'payPeriod',
        'postalCode',
        'publishedAt',
        'regions',
        'studyLevel',
        'text',
        'title',
        'titles',
        'translations',
        'transport',
      ],
    });
  });
});
