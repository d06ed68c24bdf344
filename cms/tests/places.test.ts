import request from 'supertest';
import { startStrapi } from './helpers/strapi';

type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;
const http = () => request(strapi.server.httpServer);
const items = async (path: string, query: Record<string, string> = {}) => (await http().get(path).query(query).expect(200)).body.data.items;

beforeAll(async () => {
  strapi = await startStrapi();
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('places from the official communes data (spec 01 §3, §7)', () => {
  it('finds a commune by name, accents and hyphens folded, with the item fields of the spec', async () => {
    const [first] = await items('/api/villes/saint emilion');
    expect(first).toEqual({ id: 'vil33394', value: 'Saint-Émilion (33330)', valueitem: 'Saint-Émilion', codepostal: '33330', typ: 'vil' });
  });

  it('puts the largest communes first and finds them by postal code', async () => {
    expect((await items('/api/villes/bordeaux'))[0].valueitem).toBe('Bordeaux');
    expect((await items('/api/villes/33250')).map((i: { valueitem: string }) => i.valueitem)).toContain('Pauillac');
  });

  it('narrows by postal code on /villes_cp and answers ?query= too', async () => {
    const found = await items('/api/villes_cp/saint', { codepostal: '33330' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((i: { codepostal: string }) => i.codepostal === '33330')).toBe(true);
    expect((await items('/api/villes', { query: 'Beaune' }))[0].valueitem).toBe('Beaune');
  });

  it('lists the communes of a whole postal code without a name (a form whose postal code comes first, issue #38)', async () => {
    const served = await items('/api/villes_cp', { codepostal: '33330' });
    expect(served.map((i: { valueitem: string }) => i.valueitem)).toContain('Saint-Émilion');
    expect(served.every((i: { codepostal: string }) => i.codepostal === '33330')).toBe(true);
    expect(await items('/api/villes_cp', { codepostal: '333' })).toEqual([]);
    expect(await items('/api/villes_cp/sa', { codepostal: '33330' })).not.toEqual([]);
  });

  it('answers nothing under three characters', async () => {
    expect(await items('/api/villes/ba')).toEqual([]);
    expect(await items('/api/zonegeo/gi')).toEqual([]);
  });

  it('mixes regions, departments and communes on /zonegeo, and resolves saved ids', async () => {
    const zones = await items('/api/zonegeo/gironde');
    expect(zones[0]).toEqual({ id: 'dep33', value: 'Gironde (33)', valueitem: 'Gironde', codepostal: '33', typ: 'dep' });
    const region = await items('/api/zonegeo/nouvelle');
    expect(region[0]).toMatchObject({ id: 'reg75', typ: 'reg', valueitem: 'Nouvelle-Aquitaine' });
    const saved = await items('/api/json/localisation/dep33,vil33314,inconnu');
    expect(saved.map((i: { id: string }) => i.id)).toEqual(['dep33', 'vil33314']);
  });
});
