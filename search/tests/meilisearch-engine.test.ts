import type { Meilisearch } from 'meilisearch';
import { MeilisearchEngine, toMeiliFilter } from '../src/engines/meilisearch-engine';
import { documentFingerprint, meilisearchIndexUids, offersIndex, SearchUnavailableError, type OfferDocument } from '../src';

/**
 * The Meilisearch engine's own parts, without a server (none runs on these machines; the contract suite runs
 * against one when MEILI_HOST is set): the filter language, value quoting, the settings it applies, the calls
 * it makes. The client is a recording stand-in for Meilisearch's — the only thing mocked here.
 */
describe('filters in Meilisearch’s language', () => {
  it('quotes strings (quotes and backslashes escaped), leaves numbers and booleans bare', () => {
    expect(
      toMeiliFilter([
        { field: 'contract', op: 'eq', value: 'cdi' },
        { field: 'company', op: 'eq', value: 'Château "Les Bas" \\ Sud' },
        { field: 'harvest', op: 'eq', value: true },
        { field: 'pay', op: 'eq', value: 24000 },
      ]),
    ).toEqual(['contract = "cdi"', 'company = "Château \\"Les Bas\\" \\\\ Sud"', 'harvest = true', 'pay = 24000']);
  });

  it('writes lists, ranges, radius in metres, and « any » as one parenthesised OR', () => {
    expect(
      toMeiliFilter([
        { field: 'departments', op: 'in', values: ['33', '2A'] },
        { field: 'publishedAt', op: 'range', gte: 10, lt: 20 },
        { op: 'geoRadius', lat: 44.8, lng: -0.58, km: 30 },
        {
          op: 'any',
          filters: [
            { field: 'regions', op: 'in', values: ['75'] },
            { op: 'geoRadius', lat: 47, lng: 4.8, km: 12.5 },
            { field: 'expiresAt', op: 'range', gt: 1, lte: 2 },
          ],
        },
      ]),
    ).toEqual([
      'departments IN ["33", "2A"]',
      'publishedAt >= 10 AND publishedAt < 20',
      '_geoRadius(44.8, -0.58, 30000)',
      '((regions IN ["75"]) OR (_geoRadius(47, 4.8, 12500)) OR (expiresAt <= 2 AND expiresAt > 1))',
    ]);
  });

  it('refuses an empty « any », as the in-process engine does', () => {
    expect(() => toMeiliFilter([{ op: 'any', filters: [] }])).toThrow(RangeError);
  });
});

type Call = [string, ...unknown[]];

/** Records every call the engine makes; tasks resolve at once. */
function recordingClient(totalHits: (strategy: string) => number = () => 41, stored = 0) {
  const calls: Call[] = [];
  const task = (name: string, ...args: unknown[]) => {
    calls.push([name, ...args]);
    return { waitTask: async () => ({ status: 'succeeded' }) };
  };
  const index = {
    uid: 'test_offers',
    updateSettings: (settings: unknown) => task('updateSettings', settings),
    addDocuments: (docs: unknown[], options: unknown) => task('addDocuments', docs.length, options),
    deleteDocuments: (ids: unknown) => task('deleteDocuments', ids),
    deleteAllDocuments: () => task('deleteAllDocuments'),
    getDocuments: async (params: { limit: number; offset: number; fields: string[] }) => {
      calls.push(['getDocuments', params]);
      const ids = Array.from({ length: Math.max(0, Math.min(params.limit, stored - params.offset)) }, (_, i) => params.offset + i);
      return { results: ids.map((i) => (i === 0 ? { id: 0 } : { id: String(i), fingerprint: `f${i}` })), total: stored };
    },
    search: async (q: string, params: { matchingStrategy: string }) => {
      calls.push(['search', q, params]);
      const total = totalHits(params.matchingStrategy);
      const hits = [{ id: 'a', title: 'Caviste', excerpt: 'Conseil en cave.', text: 'Conseil en cave.', fingerprint: 'x' }];
      return { hits, totalHits: total, facetDistribution: { contract: { cdi: 3 } }, estimatedTotalHits: total };
    },
  };
  const client = {
    index: (uid: string) => ({ ...index, uid }),
    createIndex: (uid: string, options: unknown) => task('createIndex', uid, options),
    deleteIndex: (uid: string) => task('deleteIndex', uid),
  };
  return { client: client as unknown as Meilisearch, calls };
}

describe('the Meilisearch engine', () => {
  it('applies the index definition as settings, with two-way synonyms and the geo attribute', async () => {
    const { client, calls } = recordingClient();
    await new MeilisearchEngine<OfferDocument>(client, offersIndex, 'test_offers').applySettings();
    expect(calls[0]).toEqual(['createIndex', 'test_offers', { primaryKey: 'id' }]);
    const settings = calls[1]![1] as {
      filterableAttributes: string[];
      searchableAttributes: string[];
      synonyms: Record<string, string[]>;
      pagination: { maxTotalHits: number };
    };
    expect(settings.searchableAttributes).toEqual(offersIndex.searchableAttributes);
    expect(settings.filterableAttributes).toEqual([...offersIndex.filterableAttributes, '_geo']);
    expect(settings.synonyms.caviste).toEqual(['sommelier', 'sommeliere']);
    expect(settings.synonyms.sommelier).toContain('caviste');
    expect(settings.pagination.maxTotalHits).toBe(offersIndex.maxTotalHits);
  });

  it('names each version of an index apart, and deletes those before the previous one', async () => {
    // Version 1 keeps the bare name; the previous version stays for the instances a rolling deploy has not replaced.
    expect(meilisearchIndexUids({ name: 'cvs', version: 1 }, '')).toEqual({ current: 'cvs', retired: [] });
    expect(meilisearchIndexUids({ name: 'offers', version: 2 }, 'cep_')).toEqual({ current: 'cep_offers_v2', retired: [] });
    expect(meilisearchIndexUids({ name: 'offers', version: 4 }, 'cep_')).toEqual({
      current: 'cep_offers_v4',
      retired: ['cep_offers', 'cep_offers_v2'],
    });
    const { client, calls } = recordingClient();
    await new MeilisearchEngine<OfferDocument>(client, offersIndex, 'test_offers_v4', ['test_offers', 'test_offers_v2']).applySettings();
    expect(calls.slice(0, 3)).toEqual([
      ['deleteIndex', 'test_offers'],
      ['deleteIndex', 'test_offers_v2'],
      ['createIndex', 'test_offers_v4', { primaryKey: 'id' }],
    ]);
  });

  it('writes documents in batches by id, skips an empty removal, and maps a search both ways', async () => {
    const { client, calls } = recordingClient();
    const engine = new MeilisearchEngine<OfferDocument>(client, offersIndex, 'test_offers');
    await engine.upsert(Array.from({ length: 12_000 }, (_, i) => ({ id: String(i) }) as OfferDocument));
    expect(calls.filter(([name]) => name === 'addDocuments').map(([, count]) => count)).toEqual([5000, 5000, 2000]);
    await engine.remove([]);
    expect(calls.some(([name]) => name === 'deleteDocuments')).toBe(false);

    const result = await engine.search({
      q: ' caviste ',
      filters: [{ field: 'contract', op: 'eq', value: 'cdi' }],
      facets: ['contract'],
      sort: { field: 'publishedAt', direction: 'desc' },
      page: 2,
      hitsPerPage: 20,
    });
    expect(calls.at(-1)).toEqual([
      'search',
      'caviste',
      { filter: ['contract = "cdi"'], facets: ['contract'], sort: ['publishedAt:desc'], page: 2, hitsPerPage: 20, matchingStrategy: 'all' },
    ]);
    expect(result).toMatchObject({ exact: true, total: 41, page: 2, hitsPerPage: 20, totalPages: 3, facets: { contract: { cdi: 3 } } });
    // The search-only text and the fingerprint stay in Meilisearch: hits are what the in-process engine answers.
    expect(JSON.stringify(result.hits)).toBe('[{"id":"a","title":"Caviste","excerpt":"Conseil en cave."}]');
  });

  it('asks for every word first, and says so when it had to drop words', async () => {
    const { client, calls } = recordingClient((strategy) => (strategy === 'all' ? 0 : 5));
    const engine = new MeilisearchEngine<OfferDocument>(client, offersIndex, 'test_offers');
    expect(await engine.search({ q: 'vendangeur astronaute' })).toMatchObject({ exact: false, total: 5 });
    expect(calls.map((call) => (call[2] as { matchingStrategy: string }).matchingStrategy)).toEqual(['all', 'last']);
    calls.length = 0;
    expect(await engine.search({ q: 'astronaute' })).toMatchObject({ exact: true, total: 0 });
    expect(calls).toHaveLength(1);
  });

  it('writes each document with its fingerprint, and lists them all page by page', async () => {
    const { client, calls } = recordingClient(undefined, 5001);
    const engine = new MeilisearchEngine<OfferDocument>(client, offersIndex, 'test_offers');
    const doc = { id: 'a', title: 'Caviste' } as OfferDocument;
    const written: unknown[] = [];
    const index = (engine as unknown as { index: { addDocuments: (docs: unknown[]) => unknown } }).index;
    index.addDocuments = (docs: unknown[]) => {
      written.push(...docs);
      return { waitTask: async () => ({ status: 'succeeded' }) };
    };
    await engine.upsert([doc]);
    expect(written).toEqual([{ id: 'a', title: 'Caviste', fingerprint: documentFingerprint(doc) }]);
    const prints = await engine.fingerprints();
    expect(calls.filter(([name]) => name === 'getDocuments').map(([, params]) => (params as { offset: number }).offset)).toEqual([0, 5000]);
    expect(prints.size).toBe(5001);
    // A document written before fingerprints has none: it differs from every fingerprint, so it is written again.
    expect(prints.get('0')).toBe('');
    expect(prints.get('5000')).toBe('f5000');
  });

  it('says « unavailable » for a server it cannot reach or that fails, and throws a write it refused', async () => {
    const { client } = recordingClient();
    const engine = new MeilisearchEngine<OfferDocument>(client, offersIndex, 'test_offers');
    const index = (engine as unknown as { index: Record<string, unknown> }).index;
    const failing = (error: Error) => async () => {
      throw error;
    };
    const named = (name: string, extra: object = {}) => Object.assign(new Error(name), { name }, extra);
    index.search = failing(named('MeilisearchRequestError'));
    await expect(engine.search({ q: 'caviste' })).rejects.toBeInstanceOf(SearchUnavailableError);
    index.search = failing(named('MeilisearchRequestTimeOutError'));
    await expect(engine.count()).rejects.toBeInstanceOf(SearchUnavailableError);
    index.search = failing(named('MeilisearchApiError', { response: { status: 503 } }));
    await expect(engine.search({})).rejects.toBeInstanceOf(SearchUnavailableError);
    // A request Meilisearch refuses (a 4xx) is a fault of ours, not an outage.
    index.search = failing(named('MeilisearchApiError', { response: { status: 400 } }));
    await expect(engine.search({})).rejects.toMatchObject({ name: 'MeilisearchApiError' });
    index.deleteDocuments = () => ({ waitTask: async () => ({ status: 'failed', error: { message: 'invalid document id' } }) });
    await expect(engine.remove(['a'])).rejects.toThrow('Meilisearch task failed: invalid document id');
  });
});
