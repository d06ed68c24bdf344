import request from 'supertest';
import { startStrapi } from './helpers/strapi';

/** Issue #10, item 7: the cms does not announce what it runs on; helmet's headers stay. */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
let strapi: Instance;

beforeAll(async () => {
  strapi = await startStrapi();
});

afterAll(async () => {
  await strapi.stopTest();
});

it.each(['/_health', '/api/villes/bordeaux', '/api/nulle-part', '/admin/init'])('%s has no X-Powered-By, and nosniff', async (path) => {
  const res = await request(strapi.server.httpServer).get(path);
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers['x-content-type-options']).toBe('nosniff');
});
