import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createGzip, gunzipSync } from 'node:zlib';
import { PUBLIC_CACHE_SECONDS } from '@cep/domain';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@/lib/session/session-cookies';

type Store = {
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  size(): { pages: number; bytes: number };
};
type StoreModule = {
  createPageStore(options: { freshMs: number; maxBytes: number; now?: () => number }): Store;
  SESSION_COOKIES: string[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the runtime preload is plain CommonJS, loaded before any bundle
const { createPageStore, SESSION_COOKIES } = require('../runtime/page-store.cjs') as StoreModule;

type Render = (request: IncomingMessage, response: ServerResponse, renders: number) => void;

/**
 * A real HTTP server where Next.js would answer (the part these tests stand in for): each render says how many
 * renders it took and carries its own nonce in the CSP header, the Link header and on its script, as Next does
 * with the nonce proxy.ts gives it.
 */
function pageServer(store: Store, answer: Render) {
  let renders = 0;
  const server = createServer((request, response) => {
    if (store.handle(request, response)) return;
    renders += 1;
    answer(request, response, renders);
  });
  return new Promise<{ server: Server; url: string }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

const renderPage: Render = (_request, response, renders) => {
  const nonce = Buffer.from(`nonce-of-render-${renders}`).toString('base64');
  response.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  response.setHeader('Link', `</_next/static/media/inter.woff2>; rel=preload; as="font"; nonce="${nonce}"`);
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.write(`<!DOCTYPE html><html><body><h1>Render ${renders}</h1>`);
  response.end(`<script nonce="${nonce}">self.__next_f.push([1,"é"])</script></body></html>`);
};

/** A page of Next's with everything but what the case leaves out. */
function pageWithout(what: 'status' | 'nonce' | 'html' | 'cookie' | 'success'): Render {
  return (_request, response) => {
    if (what !== 'nonce') response.setHeader('Content-Security-Policy', "script-src 'nonce-abc'");
    response.setHeader('Content-Type', what === 'html' ? 'application/json' : 'text/html');
    if (what === 'cookie') response.setHeader('Set-Cookie', 'cep_access=new');
    response.statusCode = what === 'status' ? 404 : 200;
    response.end(
      what === 'success' ? '<script nonce="abc">self.__next_f.push([1,"2a:E{\\"digest\\":\\"1234\\"}"])</script>' : '<p>page</p>',
    );
  };
}

const started: Server[] = [];
afterAll(() => Promise.all(started.map((server) => new Promise((resolve) => server.close(resolve)))));

async function setUp(answer = renderPage, options: { freshMs?: number; maxBytes?: number; now?: () => number } = {}) {
  const store = createPageStore({ freshMs: 60_000, maxBytes: 1024 * 1024, ...options });
  const { server, url } = await pageServer(store, answer);
  started.push(server);
  return { store, get: (path: string, headers: Record<string, string> = {}, method = 'GET') => get(url, path, headers, method) };
}

/** A request sent as written (no path normalisation, no encoding asked unless said), its body decoded. */
function get(url: string, path: string, headers: Record<string, string>, method: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; html: string }>((resolve, reject) =>
    request(`${url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const html = (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, html });
      });
    })
      .on('error', reject)
      .end(),
  );
}

const nonceOf = (csp: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(csp ?? ''))?.[1];

describe('the page cache in front of Next.js', () => {
  it('renders a public page once and serves it again with a fresh nonce in its headers and on its scripts', async () => {
    const { get } = await setUp();
    const first = await get('/offres/12');
    expect(first.headers['x-cep-page-cache']).toBe('miss');
    const second = await get('/offres/12');
    expect(second.headers['x-cep-page-cache']).toBe('hit');
    expect(second.html).toContain('Render 1');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    const [before, after] = [nonceOf(first.headers['content-security-policy']), nonceOf(second.headers['content-security-policy'])];
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(second.html).toBe(first.html.split(before!).join(after!));
    expect(second.html).toContain(`<script nonce="${after}">`);
    expect(second.headers.link).toContain(`nonce="${after}"`);
    expect(JSON.stringify(second.headers)).not.toContain(before!);
  });

  it('keeps a copy per language cookie and Accept-Language: the proxy decides the language from them (issue #41)', async () => {
    const { get } = await setUp();
    const french = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' };
    expect((await get('/vendanges', french)).headers['x-cep-page-cache']).toBe('miss');
    expect((await get('/vendanges', french)).headers['x-cep-page-cache']).toBe('hit');
    expect((await get('/vendanges', { 'accept-language': 'es-ES,es;q=0.9' })).headers['x-cep-page-cache']).toBe('miss');
    expect((await get('/vendanges', { ...french, cookie: 'cep_langue=pl' })).headers['x-cep-page-cache']).toBe('miss');
    expect((await get('/vendanges', { ...french, cookie: 'cep_langue=pl' })).html).toContain('Render 3');
  });

  it.each([
    ['brotli', 'gzip, deflate, br', 'br'],
    ['gzip', 'gzip, deflate', 'gzip'],
    ['gzip, Brotli refused', 'gzip, br;q=0', 'gzip'],
    ['nothing', 'identity', undefined],
  ])('compresses a kept page as the browser accepts: %s', async (_label, accepted, encoding) => {
    const { get } = await setUp();
    await get('/formations');
    const answer = await get('/formations', { 'accept-encoding': accepted });
    expect(answer.headers['x-cep-page-cache']).toBe('hit');
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.html).toContain('self.__next_f.push([1,"é"])');
  });

  it.each([
    ['a visitor with a session', '/offres/12', { cookie: 'theme=x; cep_access=token' }],
    ['a visitor whose access token lapsed', '/offres/12', { cookie: 'cep_refresh=token' }],
    ['a client navigation', '/offres/12', { rsc: '1' }],
    ['a prefetch', '/offres/12', { 'next-router-prefetch': '1' }],
    ['a search', '/offres?q=vendangeur', {}],
    ['an account page', '/recrutement/offres', {}],
    ['a form', '/contact', {}],
    ['a form reached through a public path', '/blog/../contact', {}],
    ['a percent-encoded id', '/offres/%31%32', {}],
  ])('leaves %s to Next.js', async (_label, path, headers) => {
    const { store, get } = await setUp();
    await get(path, headers);
    const second = await get(path, headers);
    expect(second.html).toContain('Render 2');
    expect(second.headers['x-cep-page-cache']).toBeUndefined();
    expect(store.size().pages).toBe(0);
  });

  it('leaves HEAD requests to Next.js', async () => {
    const { store, get } = await setUp();
    await get('/offres/12', {}, 'HEAD');
    expect(store.size().pages).toBe(0);
  });

  it('keeps a copy per kind of reader: crawlers that read only the HTML get the page Next renders for them', async () => {
    const { get } = await setUp();
    await get('/offres/12', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' });
    const crawler = await get('/offres/12', { 'user-agent': 'Slackbot-LinkExpanding 1.0' });
    expect(crawler.html).toContain('Render 2');
    expect((await get('/offres/12', { 'user-agent': 'Slackbot-LinkExpanding 1.0' })).html).toContain('Render 2');
    expect((await get('/offres/12', { 'user-agent': 'Mozilla/5.0 Firefox/140.0' })).html).toContain('Render 1');
  });

  it('keeps a copy per scheme a trusted proxy reports (the CSP and HSTS differ)', async () => {
    const { get } = await setUp();
    await get('/offres/12');
    expect((await get('/offres/12', { 'x-forwarded-proto': 'https' })).html).toContain('Render 2');
  });

  it.each([
    ['a 404', pageWithout('status')],
    ['a page setting a cookie', pageWithout('cookie')],
    ['a page without a nonce', pageWithout('nonce')],
    ['JSON', pageWithout('html')],
    ['a page whose render failed after it began streaming', pageWithout('success')],
  ])('does not keep %s', async (_label, answer) => {
    const { store, get } = await setUp(answer);
    await get('/offres/12');
    expect(store.size().pages).toBe(0);
  });

  it('lets Next.js compress the page of a miss, and keeps it decoded', async () => {
    // As Next.js does when the browser accepts gzip: the page streams through a gzip stream.
    const gzipping: Render = (request, response, renders) => {
      const nonce = `n${renders}`;
      response.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}'`);
      response.setHeader('Content-Type', 'text/html');
      if (!String(request.headers['accept-encoding'] ?? '').includes('gzip')) {
        response.end(`<h1>Render ${renders}</h1><script nonce="${nonce}"></script>`);
        return;
      }
      response.setHeader('Content-Encoding', 'gzip');
      const gzip = createGzip();
      gzip.pipe(response);
      gzip.write(`<h1>Render ${renders}</h1>`);
      gzip.end(`<script nonce="${nonce}"></script>`);
    };
    const { store, get } = await setUp(gzipping);
    const miss = await get('/offres/12', { 'accept-encoding': 'gzip' });
    expect(miss.headers['content-encoding']).toBe('gzip');
    expect(miss.html).toBe('<h1>Render 1</h1><script nonce="n1"></script>');
    const hit = await get('/offres/12', { 'accept-encoding': 'identity' });
    expect(hit.headers['x-cep-page-cache']).toBe('hit');
    expect(hit.html).toMatch(/^<h1>Render 1<\/h1><script nonce="[^"]+"><\/script>$/);
    expect(hit.html).not.toContain('nonce="n1"');
    expect(store.size().pages).toBe(1);
  });

  it('does not keep a gzipped page that decodes past the largest page kept', async () => {
    const page: Render = (_request, response) => {
      response.setHeader('Content-Security-Policy', "script-src 'nonce-abc'");
      response.setHeader('Content-Type', 'text/html');
      response.setHeader('Content-Encoding', 'gzip');
      const gzip = createGzip();
      gzip.pipe(response);
      gzip.end(`<script nonce="abc"></script>${'x'.repeat(4000)}`);
    };
    const { store, get } = await setUp(page, { maxBytes: 8 * 1024 });
    expect((await get('/offres/12', { 'accept-encoding': 'gzip' })).html).toHaveLength(4029);
    expect(store.size().pages).toBe(0);
  });

  it('keeps what the cases above leave out (the checks of the case before)', async () => {
    const { store, get } = await setUp((request, response) => {
      response.setHeader('Content-Security-Policy', "script-src 'nonce-abc'");
      response.setHeader('Content-Type', 'text/html');
      response.end('<p>page</p>');
    });
    await get('/offres/12');
    expect(store.size().pages).toBe(1);
  });

  it('empties itself when the cms reports a change, and keeps no render begun before', async () => {
    let arrived: () => void = () => undefined;
    const blogArrived = new Promise<void>((resolve) => (arrived = resolve));
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { store, get } = await setUp((request, response, renders) => {
      if (request.url === '/api/revalidation') return response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"code":200}');
      if (request.url === '/blog') {
        arrived();
        return void slow.then(() => renderPage(request, response, renders));
      }
      renderPage(request, response, renders);
    });
    await get('/offres/12');
    expect(store.size().pages).toBe(1);
    const during = get('/blog');
    await blogArrived;
    await get('/api/revalidation', {}, 'POST');
    release();
    await during;
    expect(store.size().pages).toBe(0);
    expect((await get('/offres/12')).html).not.toContain('Render 1');
  });

  it('stays as it is when a report is refused', async () => {
    const { store, get } = await setUp((request, response, renders) =>
      request.url === '/api/revalidation' ? response.writeHead(401).end() : renderPage(request, response, renders),
    );
    await get('/offres/12');
    await get('/api/revalidation', {}, 'POST');
    expect(store.size().pages).toBe(1);
  });

  it('renders again a copy past its freshness', async () => {
    let clock = 0;
    const { get } = await setUp(renderPage, { freshMs: 30_000, now: () => clock });
    await get('/offres/12');
    clock = 29_999;
    expect((await get('/offres/12')).html).toContain('Render 1');
    clock = 30_000;
    expect((await get('/offres/12')).html).toContain('Render 2');
  });

  it('drops the least recently used page past its size bound', async () => {
    const page: Render = (_request, response, renders) => {
      response.setHeader('Content-Security-Policy', "script-src 'nonce-abc'");
      response.setHeader('Content-Type', 'text/html');
      response.end(`<p>${renders}</p>${'x'.repeat(1000)}`);
    };
    const { store, get } = await setUp(page, { maxBytes: 8 * 1024 });
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) await get(`/offres/${id}`);
    await get('/offres/1');
    await get('/offres/9');
    expect(store.size().bytes).toBeLessThanOrEqual(8 * 1024);
    expect((await get('/offres/1')).headers['x-cep-page-cache']).toBe('hit');
    expect((await get('/offres/2')).headers['x-cep-page-cache']).toBe('miss');
  });

  it('sends a page too large to keep, written in pieces, whole to its visitor, and renders it again for the next', async () => {
    const piece = 'x'.repeat(600);
    const page: Render = (_request, response, renders) => {
      response.setHeader('Content-Security-Policy', "script-src 'nonce-abc'");
      response.setHeader('Content-Type', 'text/html');
      response.write(`<p>${renders}</p>`);
      for (let i = 0; i < 3; i++) response.write(piece);
      response.end(piece);
    };
    const { store, get } = await setUp(page, { maxBytes: 8 * 1024 });
    const first = await get('/offres/1');
    expect(first.html).toBe(`<p>1</p>${piece.repeat(4)}`);
    expect((await get('/offres/1')).html).toContain('<p>2</p>');
    expect(store.size().pages).toBe(0);
  });

  it('names the same session cookies as the site', () => {
    expect(SESSION_COOKIES).toEqual([ACCESS_COOKIE, REFRESH_COOKIE]);
  });

  it('keeps a page half as long as the site keeps the cms reads it was rendered from', () => {
    const preload = readFileSync(require.resolve('../runtime/page-cache.cjs'), 'utf8');
    expect(preload).toContain(`const FRESH_SECONDS = ${PUBLIC_CACHE_SECONDS / 2};`);
  });
});
