import { randomUUID } from 'node:crypto';
import { coursesIndex, createSearchEngine, toCourseDocument, type CourseDocument, type CourseSource, type SearchEngine } from '../src';

/** The courses index under the same contract on every engine: the in-process one always, Meilisearch when MEILI_HOST is set. */
const engines: Array<[string, () => Promise<SearchEngine<CourseDocument>>]> = [['embedded', () => createSearchEngine(coursesIndex)]];
if (process.env.MEILI_HOST) {
  engines.push([
    'meilisearch',
    () =>
      createSearchEngine(coursesIndex, {
        meiliHost: process.env.MEILI_HOST,
        meiliApiKey: process.env.MEILI_MASTER_KEY,
        indexPrefix: `test_${randomUUID().slice(0, 8)}_`,
      }),
  ]);
}

const blanquefort = { nom: 'Blanquefort', codePostal: '33290', departement: '33', point: { lat: 44.912, lng: -0.636 } };
const beaune = { nom: 'Beaune', codePostal: '21200', departement: '21', point: { lat: 47.025, lng: 4.84 } };
const courses: CourseSource[] = [
  {
    documentId: 'bts-viti-blanquefort',
    titre: 'BTS Viticulture-Œnologie',
    etat: 'publiee',
    type: 'diplomante',
    niveau: 4,
    domaine: 1,
    tarif: 0,
    objectif: '<p>Former les techniciens de la vigne et du chai, en <strong>alternance</strong>.</p>',
    modalites: ['alternance'],
    departements: ['33'],
    financements: ['opco'],
    datePublication: '2026-10-01T08:00:00.000Z',
    commune: blanquefort,
    school: { documentId: 'campus', ecoleNom: 'Campus de Blanquefort' },
    sessions: [{ dateDeb: '2099-09-01' }],
  },
  {
    documentId: 'degustation-beaune',
    titre: 'Initiation à la dégustation',
    etat: 'publiee',
    type: 'courte',
    niveau: 1,
    domaine: 4,
    tarif: 450,
    objectif: 'Reconnaître les cépages de Bourgogne.',
    modalites: ['presentiel'],
    departements: ['21'],
    financements: ['cpf', 'personnel'],
    datePublication: '2026-10-05T08:00:00.000Z',
    commune: beaune,
    school: { documentId: 'ecole-beaune', ecoleNom: 'École des vins de Bourgogne' },
    sessions: [{ dateDeb: '2020-03-01' }],
  },
  {
    documentId: 'oenotourisme-distance',
    titre: 'Œnotourisme et accueil au caveau',
    etat: 'publiee',
    type: 'continue',
    niveau: 3,
    domaine: 5,
    tarif: 1200,
    objectif: 'Accueillir et vendre au domaine.',
    modalites: ['distanciel'],
    departements: ['33'],
    financements: ['cpf'],
    datePublication: '2026-10-03T08:00:00.000Z',
    commune: null,
    school: { documentId: 'campus', ecoleNom: 'Campus de Blanquefort' },
    sessions: [],
  },
];

describe.each(engines)('courses index contract: %s', (_name, make) => {
  let engine: SearchEngine<CourseDocument>;

  beforeAll(async () => {
    engine = await make();
    await engine.applySettings();
    await engine.upsert(courses.map(toCourseDocument).filter((d): d is CourseDocument => d !== null));
  });

  afterAll(async () => {
    await engine.clear();
  });

  it('finds by a misspelt word, a synonym, and the school’s name; the title first', async () => {
    expect((await engine.search({ q: 'viticultre' })).hits.map((h) => h.id)).toEqual(['bts-viti-blanquefort']);
    expect((await engine.search({ q: 'apprentissage' })).hits.map((h) => h.id)).toEqual(['bts-viti-blanquefort']);
    expect((await engine.search({ q: 'oenotourisme' })).hits.map((h) => h.id)).toEqual(['oenotourisme-distance']);
    expect((await engine.search({ q: 'bourgogne' })).hits.map((h) => h.id)).toEqual(['degustation-beaune']);
  });

  it('filters by type, level, modality and funding, and counts facets', async () => {
    const cpf = await engine.search({
      filters: [{ field: 'fundings', op: 'in', values: ['cpf'] }],
      facets: ['type', 'modalities', 'regions'],
    });
    expect(cpf.hits.map((h) => h.id).sort()).toEqual(['degustation-beaune', 'oenotourisme-distance']);
    expect(cpf.facets.type).toEqual({ courte: 1, continue: 1 });
    expect(cpf.facets.regions).toEqual({ '27': 1, '75': 1 });
    expect((await engine.search({ filters: [{ field: 'level', op: 'in', values: ['4'] }] })).total).toBe(1);
  });

  it('finds around a commune, and courses with a session still to start', async () => {
    const near = await engine.search({ filters: [{ op: 'geoRadius', lat: 44.837, lng: -0.579, km: 30 }] });
    expect(near.hits.map((h) => h.id)).toEqual(['bts-viti-blanquefort']);
    const upcoming = await engine.search({ filters: [{ field: 'lastSessionStart', op: 'range', gte: Date.parse('2026-11-23') }] });
    expect(upcoming.hits.map((h) => h.id)).toEqual(['bts-viti-blanquefort']);
  });

  it('sorts by price and by publication date', async () => {
    const cheap = await engine.search({ sort: { field: 'price', direction: 'asc' } });
    expect(cheap.hits.map((h) => h.id)).toEqual(['bts-viti-blanquefort', 'degustation-beaune', 'oenotourisme-distance']);
    const recent = await engine.search({ sort: { field: 'publishedAt', direction: 'desc' } });
    expect(recent.hits.map((h) => h.id)).toEqual(['degustation-beaune', 'oenotourisme-distance', 'bts-viti-blanquefort']);
  });
});

describe('course document pipeline', () => {
  it('drops a draft, keeps the commune’s department and the regions of every department', () => {
    expect(toCourseDocument({ ...courses[0]!, etat: 'brouillon' })).toBeNull();
    const doc = toCourseDocument({ ...courses[0]!, departements: ['21'] })!;
    expect(doc.departments.sort()).toEqual(['21', '33']);
    expect(doc.regions.sort()).toEqual(['27', '75']);
    expect(doc.text).toBe('Former les techniciens de la vigne et du chai, en alternance .');
    expect(doc.lastSessionStart).toBe(Date.parse('2099-09-01'));
  });
});

describe('course documents', () => {
  // A key added or removed means documents of another shape: bump `coursesIndex.version` so that a Meilisearch
  // index written for the old shape is replaced at the next boot, then write the new list here.
  it('hold the keys of version 1 of the index', () => {
    const doc = toCourseDocument(courses[0]!)!;
    expect({ version: coursesIndex.version, keys: Object.keys(doc).sort() }).toEqual({
      version: 1,
      keys: [
        '_geo',
        'city',
        'departments',
        'domain',
        'excerpt',
        'fundings',
        'id',
        'lastSessionStart',
        'level',
        'modalities',
        'postalCode',
        'price',
        'publishedAt',
        'regions',
        'school',
        'schoolId',
        'text',
        'title',
        'type',
      ],
    });
  });
});
