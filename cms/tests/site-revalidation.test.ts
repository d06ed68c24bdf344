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
// Two writes one after the other came 1.5 s apart on CI's loaded PostgreSQL leg (fresh clone of 7e101ee, 2026-12-02):
// the batch the test allows them is wider than a loaded machine's gap, not a measure of speed.
const BATCH_MS = 3000;
let strapi: Instance;
let site: Server;
let calls: Call[] = [];
/** A second site instance, away until the last test starts it (a restart, a deployment). */
let late: Server | null = null;
const lateCalls: Call[] = [];
let latePort = 0;

/** A stand-in for a site's POST /api/revalidation that records what it is told. */
function siteStandIn(record: (call: Call) => void): Server {
  return createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      record({ url: req.url, headers: req.headers, tags: (JSON.parse(body) as { tags: string[] }).tags });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"code":200}');
    });
  });
}

beforeAll(async () => {
  site = siteStandIn((call) => calls.push(call));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  const reserved = createServer();
  await new Promise<void>((resolve) => reserved.listen(0, '127.0.0.1', resolve));
  latePort = (reserved.address() as AddressInfo).port;
  await new Promise((resolve) => reserved.close(resolve));
  strapi = await startStrapi({
    SITE_INTERNAL_URL: `http://127.0.0.1:${port}, http://127.0.0.1:${latePort}`,
    SITE_PROXY_SECRET: SECRET,
    // Writes made one after the other stay « together » on a machine slow enough to part them by more than 100 ms.
    SITE_REVALIDATION_BATCH_MS: String(BATCH_MS),
  });
});

afterAll(async () => {
  await strapi.stopTest();
  delete process.env.SITE_INTERNAL_URL;
  await new Promise((resolve) => site.close(resolve));
  if (late) await new Promise((resolve) => late!.close(resolve));
});

/**
 * The calls the site received once writes have settled (they are grouped for BATCH_MS): waits for the calls expected
 * (a loaded machine may take longer than the batch to deliver one), then a further batch for any call too many.
 */
async function received(expected = 1): Promise<Call[]> {
  const deadline = Date.now() + BATCH_MS + 10_000;
  while (calls.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
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
  expect(await received(0)).toEqual([]);
});

// Issue #37 item 5: only the site SITE_INTERNAL_URL named was told, and a failed call was lost.
it('tells every site instance, and one that was away hears of every change once it is back', async () => {
  await strapi.documents('api::blog.testimonial').create({ data: { nom: 'Anne', fonction: 'Vendangeuse', texte: 'Logée sur place.' } });
  expect((await received()).map((call) => call.tags.sort())).toEqual([['blog']]);
  expect(lateCalls).toEqual([]);

  late = siteStandIn((call) => lateCalls.push(call));
  await new Promise<void>((resolve) => late!.listen(latePort, '127.0.0.1', resolve));
  // Its retries back off to a minute at most.
  const deadline = Date.now() + 70_000;
  while (lateCalls.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  // One call with everything written while it was away: offers, a company, a testimonial.
  expect(lateCalls.map((call) => call.tags.sort())).toEqual([['blog', 'formations', 'offres', 'pages']]);
  expect(lateCalls[0]!.headers[REVALIDATION_SECRET_HEADER]).toBe(SECRET);
});
