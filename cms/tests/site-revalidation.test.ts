import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REVALIDATION_SECRET_HEADER } from '@cep/domain';
import { startStrapi } from './helpers/strapi';

/**
 * Issue #17, item 6: every write of what public pages show tells the site which families of reads changed
 * (cms/src/site-cache/revalidation.ts). A plain HTTP server stands for the site's POST /api/revalidation.
 */
type Instance = Awaited<ReturnType<typeof startStrapi>>;
type Call = { url?: string; headers: IncomingHttpHeaders; tags: string[] };
const SECRET = 'secret-partage-site-cms';
const BATCH_MS = 1500;
let strapi: Instance;
let site: Server;
let calls: Call[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls.push({ url: req.url, headers: req.headers, tags: (JSON.parse(body) as { tags: string[] }).tags });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"code":200}');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  strapi = await startStrapi({
    SITE_INTERNAL_URL: `http://127.0.0.1:${port}`,
    SITE_PROXY_SECRET: SECRET,
    // Writes made one after the other stay « together » on a machine slow enough to part them by more than 100 ms.
    SITE_REVALIDATION_BATCH_MS: String(BATCH_MS),
  });
});

afterAll(async () => {
  await strapi.stopTest();
  delete process.env.SITE_INTERNAL_URL;
  await new Promise((resolve) => site.close(resolve));
});

/** The calls the site received once writes have settled (they are grouped for BATCH_MS). */
async function received(): Promise<Call[]> {
  await new Promise((resolve) => setTimeout(resolve, BATCH_MS + 500));
  const got = calls;
  calls = [];
  return got;
}

it('tells the site, with the shared secret, that offers and the pages and courses listing them changed — once for writes made together', async () => {
  const first = await strapi.documents('api::offer.offer').create({ data: { offreTitre: 'Caviste', etat: 'brouillon' } });
  await strapi.documents('api::offer.offer').update({ documentId: first.documentId, data: { offreTitre: 'Caviste confirmé' } });
  const got = await received();
  expect(got).toHaveLength(1);
  expect(got[0]!.url).toBe('/api/revalidation');
  expect(got[0]!.headers[REVALIDATION_SECRET_HEADER]).toBe(SECRET);
  expect(got[0]!.tags.sort()).toEqual(['formations', 'offres', 'pages']);

  await strapi.documents('api::offer.offer').delete({ documentId: first.documentId });
  expect((await received()).map((call) => call.tags.sort())).toEqual([['formations', 'offres', 'pages']]);
});

it('names the blog for a testimonial, every family for a company; says nothing for what no public page shows (a contact message)', async () => {
  await strapi.documents('api::blog.testimonial').create({ data: { nom: 'Léa', fonction: 'Caviste', texte: 'Trouvé en une semaine.' } });
  expect((await received()).map((call) => call.tags.sort())).toEqual([['blog']]);

  // A company's name shows on its offers, its page, the courses listing its offers and its articles.
  await strapi.documents('api::company.company').create({ data: { societeRaisonsocial: 'Château Lavergne' } });
  expect((await received()).map((call) => call.tags.sort())).toEqual([['blog', 'formations', 'offres', 'pages']]);

  await strapi
    .documents('api::contact.contact-message')
    .create({ data: { profil: 'candidat', nom: 'Roux', prenom: 'Léa', email: 'a@exemple.fr', message: 'Bonjour' } });
  expect(await received()).toEqual([]);
});
