import { randomUUID } from 'node:crypto';
import { createSearchEngine, cvsIndex, toCvDocument, type CvDocument, type CvSource, type SearchEngine } from '../src';

/** The CV index under the same contract on every engine: the in-process one always, Meilisearch when MEILI_HOST is set. */
const engines: Array<[string, () => Promise<SearchEngine<CvDocument>>]> = [['embedded', () => createSearchEngine(cvsIndex)]];
if (process.env.MEILI_HOST) {
  engines.push([
    'meilisearch',
    () =>
      createSearchEngine(cvsIndex, {
        meiliHost: process.env.MEILI_HOST,
        meiliApiKey: process.env.MEILI_MASTER_KEY,
        indexPrefix: `test_${randomUUID().slice(0, 8)}_`,
      }),
  ]);
}

const noZone = { departments: [], regions: [], labels: [], point: null };
const cvs: CvSource[] = [
  {
    documentId: 'maitre-chai-pauillac',
    visible: true,
    visibleDepuis: '2026-09-03T08:00:00.000Z',
    cvTitre: 'Maître de chai',
    cvAnneesExperience: 12,
    cvExperience: 3,
    cvNiveauEtude: 4,
    cvContratSouhaite: [1],
    cvDomaines: [2],
    cvPermis: true,
    zones: { departments: ['33'], regions: ['75'], labels: ['Pauillac (33250)'], point: { lat: 45.199, lng: -0.748 } },
    entries: [
      { kind: 'experience', titre: 'Chef de cave', periode: '2014 – 2026' },
      { kind: 'diplome', titre: 'BTS Viticulture-Œnologie', periode: '2012' },
    ],
    langues: [1, 2],
  },
  {
    documentId: 'vendangeuse-mobile',
    visible: true,
    visibleDepuis: '2026-09-05T08:00:00.000Z',
    cvTitre: 'Vendangeuse',
    cvAnneesExperience: 1,
    cvContratSouhaite: [2],
    cvDomaines: [1],
    zones: noZone,
    entries: [{ kind: 'experience', titre: 'Coupeuse', periode: '2025' }],
    langues: [],
  },
  {
    documentId: 'caviste-beaune',
    visible: true,
    visibleDepuis: '2026-09-01T08:00:00.000Z',
    cvTitre: 'Caviste conseil',
    cvAnneesExperience: 4,
    cvContratSouhaite: [1, 2],
    cvDomaines: [4],
    zones: { departments: ['21'], regions: ['27'], labels: ['Côte-d’Or (21)'], point: null },
    entries: [],
    langues: [2],
  },
];

describe.each(engines)('CV index contract: %s', (_name, make) => {
  let engine: SearchEngine<CvDocument>;

  beforeAll(async () => {
    engine = await make();
    await engine.applySettings();
    await engine.upsert(cvs.map(toCvDocument).filter((d): d is CvDocument => d !== null));
  });

  afterAll(async () => {
    await engine.clear();
  });

  it('finds by title and by an experience title, with synonyms', async () => {
    expect((await engine.search({ q: 'maitre chai' })).hits.map((h) => h.id)).toEqual(['maitre-chai-pauillac']);
    expect((await engine.search({ q: 'chef cave' })).hits.map((h) => h.id)).toEqual(['maitre-chai-pauillac']);
    expect((await engine.search({ q: 'sommelier' })).hits.map((h) => h.id)).toEqual(['caviste-beaune']);
  });

  it('filters by contract, domain, language and licence, and counts facets', async () => {
    const result = await engine.search({
      filters: [
        { field: 'contracts', op: 'in', values: ['cdi'] },
        { field: 'languages', op: 'in', values: ['2'] },
      ],
      facets: ['domains', 'licence'],
    });
    expect(result.hits.map((h) => h.id).sort()).toEqual(['caviste-beaune', 'maitre-chai-pauillac']);
    expect(result.facets.domains).toEqual({ '2': 1, '4': 1 });
    expect((await engine.search({ filters: [{ field: 'licence', op: 'eq', value: true }] })).total).toBe(1);
  });

  it('matches a zone, a radius or mobility across France (a CV alert)', async () => {
    const near = await engine.search({
      filters: [
        {
          op: 'any',
          filters: [
            { op: 'geoRadius', lat: 44.837, lng: -0.579, km: 60 },
            { field: 'mobileFrance', op: 'eq', value: true },
          ],
        },
      ],
    });
    expect(near.hits.map((h) => h.id).sort()).toEqual(['maitre-chai-pauillac', 'vendangeuse-mobile']);
    const burgundy = await engine.search({ filters: [{ field: 'regions', op: 'in', values: ['27'] }] });
    expect(burgundy.hits.map((h) => h.id)).toEqual(['caviste-beaune']);
  });

  it('filters on when a CV became visible, newest first', async () => {
    const recent = await engine.search({
      filters: [{ field: 'visibleSince', op: 'range', gte: Date.parse('2026-09-02T00:00:00.000Z') }],
      sort: { field: 'visibleSince', direction: 'desc' },
    });
    expect(recent.hits.map((h) => h.id)).toEqual(['vendangeuse-mobile', 'maitre-chai-pauillac']);
  });
});

describe('CV document pipeline', () => {
  it('drops a hidden CV', () => {
    expect(toCvDocument({ ...cvs[0]!, visible: false })).toBeNull();
  });

  it('keeps titles and periods of its lines, never where they were', () => {
    const doc = toCvDocument(cvs[0]!)!;
    expect(doc.positions).toEqual([{ titre: 'Chef de cave', periode: '2014 – 2026' }]);
    expect(doc.diplomas).toEqual([{ titre: 'BTS Viticulture-Œnologie', periode: '2012' }]);
    // Also the shape of version 1 of the index: a key added or removed means bumping `cvsIndex.version`, so that a
    // Meilisearch index written for the old shape is replaced at the next boot.
    expect({ version: cvsIndex.version, keys: Object.keys(doc).sort() }).toEqual({
      version: 1,
      keys: [
        '_geo',
        'contracts',
        'diplomas',
        'domains',
        'departments',
        'experience',
        'experienceYears',
        'id',
        'languages',
        'licence',
        'mobileFrance',
        'pay',
        'positions',
        'regions',
        'skills',
        'studyLevel',
        'title',
        'updatedAt',
        'visibleSince',
        'zoneLabels',
      ].sort(),
    });
  });
});
