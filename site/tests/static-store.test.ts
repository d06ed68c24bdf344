import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

type Store = { handle(request: IncomingMessage, response: ServerResponse): boolean; size(): { assets: number; bytes: number } };
type StoreModule = { createStaticStore(options: { distDir: () => string; maxBytes: number }): Store };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the runtime preload is plain CommonJS, loaded before any bundle
const { createStaticStore } = require('../runtime/static-store.cjs') as StoreModule;

const SCRIPT = `self.TURBOPACK=[${'"chunk",'.repeat(2000)}];`;
const FONT = Buffer.from('wOF2 font bytes');

/** A build folder as Next writes it: two assets and the compiled header rules of next.config.ts. */
function buildFolder() {
  const dist = mkdtempSync(path.join(tmpdir(), 'cep-static-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(dist, 'static', 'media'), { recursive: true });
  writeFileSync(path.join(dist, 'static', 'chunks', 'app.js'), SCRIPT);
  writeFileSync(path.join(dist, 'static', 'media', 'inter.woff2'), FONT);
  writeFileSync(path.join(dist, 'secret.js'), 'not an asset');
  writeFileSync(path.join(dist, 'static', 'chunks', 'app.js.map'), '{"version":3}');
  const rule = { source: '/:path*', regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$' };
  writeFileSync(
    path.join(dist, 'routes-manifest.json'),
    JSON.stringify({ headers: [{ ...rule, headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }] }),
  );
  return dist;
}

/** A real HTTP server where Next.js would answer what the store leaves (it says « next »). */
function assetServer(store: Store) {
  let nextAnswers = 0;
  const server = createServer((request, response) => {
    if (store.handle(request, response)) return;
    nextAnswers += 1;
    response.end('next');
  });
  return new Promise<{ server: Server; url: string; nextAnswers: () => number }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, nextAnswers: () => nextAnswers }),
    ),
  );
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };
/** The path is sent as written (`..` included): a URL string would be normalised by the client first. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const { hostname, port, pathname, search } = new URL(url);
  const path = url.slice(url.indexOf('/', url.indexOf('//') + 2)) || `${pathname}${search}`;
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The store compresses in the background after the first request: wait until it holds `count` assets. */
async function until(store: Store, count: number) {
  for (let tries = 0; store.size().assets < count; tries += 1) {
    if (tries > 200) throw new Error('assets never kept');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('build assets from memory (runtime/static-store.cjs)', () => {
  let dist: string;
  let store: Store;
  let site: Awaited<ReturnType<typeof assetServer>>;
  beforeEach(async () => {
    dist = buildFolder();
    store = createStaticStore({ distDir: () => dist, maxBytes: 1024 * 1024 });
    site = await assetServer(store);
  });
  afterEach(() => {
    site.server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('leaves the first request to Next.js, then answers compressed as the browser accepts', async () => {
    expect((await get(`${site.url}/_next/static/chunks/app.js`)).body.toString()).toBe('next');
    await until(store, 1);

    const br = await get(`${site.url}/_next/static/chunks/app.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.headers).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      // next.config.ts's headers, from the build's manifest.
      'x-content-type-options': 'nosniff',
    });
    expect(Number(br.headers['content-length'])).toBe(br.body.length);

    const gz = await get(`${site.url}/_next/static/chunks/app.js?dpl=1`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get(`${site.url}/_next/static/chunks/app.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(site.nextAnswers()).toBe(1);
  });

  it('answers 304 to a browser holding the same copy, and HEAD without a body', async () => {
    await get(`${site.url}/_next/static/chunks/app.js`);
    await until(store, 1);
    const first = await get(`${site.url}/_next/static/chunks/app.js`);
    const again = await get(`${site.url}/_next/static/chunks/app.js`, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get(`${site.url}/_next/static/chunks/app.js`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(SCRIPT.length);
    expect(head.body.length).toBe(0);
  });

  it('keeps a font as it is', async () => {
    await get(`${site.url}/_next/static/media/inter.woff2`);
    await until(store, 1);
    const font = await get(`${site.url}/_next/static/media/inter.woff2`, { 'accept-encoding': 'br, gzip' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.body).toEqual(FONT);
  });

  it('leaves to Next.js what is not a build asset, a missing file, a range and a file over the bound', async () => {
    for (const url of [
      '/_next/static/../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/chunks//app.js',
      '/_next/static/chunks/app.js.map',
      '/_next/static/chunks/missing.js',
      '/_next/image?url=%2Fx.png',
    ])
      expect((await get(`${site.url}${url}`)).body.toString()).toBe('next');
    expect((await get(`${site.url}/_next/static/chunks/app.js`, { range: 'bytes=0-10' })).body.toString()).toBe('next');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(store.size().assets).toBe(0);

    const small = createStaticStore({ distDir: () => dist, maxBytes: 100 });
    const tight = await assetServer(small);
    try {
      await get(`${tight.url}/_next/static/chunks/app.js`);
      // Time for the compression to end; the copy is then dropped, as too large.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await get(`${tight.url}/_next/static/chunks/app.js`);
      expect(small.size()).toEqual({ assets: 0, bytes: 0 });
      expect(tight.nextAnswers()).toBe(2);
    } finally {
      tight.server.close();
    }
  });
});
