import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PUBLIC_CACHE_SECONDS } from '@cep/domain';

type Store = {
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  size(): { pages: number; bytes: number };
};
type StoreModule = { createPageStore(options: { freshMs: number; maxBytes: number; now?: () => number }): Store };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the runtime preload is plain CommonJS, loaded before any bundle
const { createPageStore } = require('../runtime/page-store.cjs') as StoreModule;

/**
 * A real HTTP server where Next.js would answer: each render says how many renders it took and carries its own
 * nonce in the CSP header and on its script, as Next does with the nonce proxy.ts gives it.
 */
function pageServer(store: Store, answer: (request: IncomingMessage, response: ServerResponse, renders: number) => void) {
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

function renderPage(request: IncomingMessage, response: ServerResponse, renders: number) {
  const nonce = Buffer.from(`nonce-of-render-${renders}`).toString('base64');
  response.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.write(`<!DOCTYPE html><html><body><h1>Render ${renders}</h1>`);
  response.end(`<script nonce="${nonce}">self.__next_f.push([1,"é"])</script></body></html>`);
}

const started: Server[] = [];
afterAll(() => Promise.all(started.map((server) => new Promise((resolve) => server.close(resolve)))));

async function setUp(answer = renderPage, options: { freshMs?: number; maxBytes?: number; now?: () => number } = {}) {
  const store = createPageStore({ freshMs: 60_000, maxBytes: 1024 * 1024, ...options });
  const { server, url } = await pageServer(store, answer);
  started.push(server);
  return { store, url };
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('the page cache in front of Next.js', () => {
  it('renders a public page once and serves it again with a fresh nonce in the header and on the scripts', async () => {
    const { url } = await setUp();
    const first = await fetch(`${url}/offres/12`);
    const firstHtml = await first.text();
    expect(first.headers.get('x-cep-page-cache')).toBe('miss');
    const second = await fetch(`${url}/offres/12`);
    const secondHtml = await second.text();
    expect(second.headers.get('x-cep-page-cache')).toBe('hit');
    expect(secondHtml).toContain('Render 1');
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    const [before, after] = [nonceOf(first.headers.get('content-security-policy')), nonceOf(second.headers.get('content-security-policy'))];
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(secondHtml).toContain(`<script nonce="${after}">`);
    expect(secondHtml).not.toContain(before);
    expect(secondHtml).toBe(firstHtml.split(before ?? '').join(after));
  });

  it.each([
    ['brotli', 'gzip, deflate, br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', 'gzip, deflate', (body: Buffer) => gunzipSync(body)],
  ])('compresses a kept page with %s when the browser accepts it', async (encoding, accepted, decode) => {
    const { url } = await setUp();
    await fetch(`${url}/formations`);
    const answer = await new Promise<{ encoding?: string; html: string }>((resolve, reject) =>
      request(`${url}/formations`, { headers: { 'accept-encoding': accepted } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], html: decode(Buffer.concat(chunks)).toString() }),
        );
      })
        .on('error', reject)
        .end(),
    );
    expect(answer.encoding).toBe(encoding === 'brotli' ? 'br' : 'gzip');
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
  ])('leaves %s to Next.js', async (_label, path, headers) => {
    const { store, url } = await setUp();
    await fetch(`${url}${path}`, { headers });
    const second = await fetch(`${url}${path}`, { headers });
    expect(await second.text()).toContain('Render 2');
    expect(second.headers.get('x-cep-page-cache')).toBeNull();
    expect(store.size().pages).toBe(0);
  });

  it.each([
    ['a 404', (response: ServerResponse) => response.writeHead(404, { 'Content-Type': 'text/html' }).end('<p>absent</p>')],
    [
      'a page setting a cookie',
      (response: ServerResponse) => {
        response.setHeader('Set-Cookie', 'cep_access=new');
        response.setHeader('Content-Security-Policy', "script-src 'nonce-abc'");
        response.setHeader('Content-Type', 'text/html');
        response.end('<p>page</p>');
      },
    ],
    ['a page without a nonce', (response: ServerResponse) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>page</p>')],
    [
      'JSON',
      (response: ServerResponse) => {
        response.setHeader('Content-Security-Policy', "script-src 'nonce-abc'");
        response.setHeader('Content-Type', 'application/json');
        response.end('{}');
      },
    ],
  ])('does not keep %s', async (_label, answer) => {
    const { store, url } = await setUp((_request, response) => answer(response));
    await fetch(`${url}/offres/12`);
    expect(store.size().pages).toBe(0);
  });

  it('empties itself when the cms reports a change, and keeps no render begun before', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { store, url } = await setUp((request, response, renders) => {
      if (request.url === '/api/revalidation') return response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"code":200}');
      if (request.url === '/blog') return void slow.then(() => renderPage(request, response, renders));
      renderPage(request, response, renders);
    });
    await fetch(`${url}/offres/12`);
    expect(store.size().pages).toBe(1);
    const during = fetch(`${url}/blog`);
    await fetch(`${url}/api/revalidation`, { method: 'POST', body: '{}' });
    release();
    await during;
    expect(store.size().pages).toBe(0);
    expect(await (await fetch(`${url}/offres/12`)).text()).not.toContain('Render 1');
  });

  it('keeps a refused report from emptying it', async () => {
    const { store, url } = await setUp((request, response, renders) =>
      request.url === '/api/revalidation' ? response.writeHead(401).end() : renderPage(request, response, renders),
    );
    await fetch(`${url}/offres/12`);
    await fetch(`${url}/api/revalidation`, { method: 'POST', body: '{}' });
    expect(store.size().pages).toBe(1);
  });

  it('renders again a copy past its freshness', async () => {
    let clock = 0;
    const { url } = await setUp(renderPage, { freshMs: 60_000, now: () => clock });
    await fetch(`${url}/offres/12`);
    clock = 59_999;
    expect(await (await fetch(`${url}/offres/12`)).text()).toContain('Render 1');
    clock = 60_000;
    expect(await (await fetch(`${url}/offres/12`)).text()).toContain('Render 2');
  });

  it('drops the least recently used page past its size bound', async () => {
    const page = (_request: IncomingMessage, response: ServerResponse, renders: number) => {
      response.setHeader('Content-Security-Policy', "script-src 'nonce-abc'");
      response.setHeader('Content-Type', 'text/html');
      response.end(`<p>${renders}</p>${'x'.repeat(1000)}`);
    };
    const { store, url } = await setUp(page, { maxBytes: 8 * 1024 });
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) await fetch(`${url}/offres/${id}`);
    await fetch(`${url}/offres/1`);
    await fetch(`${url}/offres/9`);
    expect(store.size().bytes).toBeLessThanOrEqual(8 * 1024);
    expect((await fetch(`${url}/offres/1`)).headers.get('x-cep-page-cache')).toBe('hit');
    expect((await fetch(`${url}/offres/2`)).headers.get('x-cep-page-cache')).toBe('miss');
  });

  it('is fresh as long as the cms reads the site keeps', () => {
    const preload = readFileSync(require.resolve('../runtime/page-cache.cjs'), 'utf8');
    expect(preload).toContain(`const FRESH_SECONDS = ${PUBLIC_CACHE_SECONDS};`);
  });
});
