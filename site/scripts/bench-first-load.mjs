/**
 * `npm run bench` (site): starts the whole stack the way `npm start` does (fresh demo database), loads the
 * pages Lighthouse measures (scripts/lhci.mjs) and a search, and sums the JavaScript each one's HTML makes the
 * browser fetch first, gzipped (Next serves gzip); then how the site serves /offres's files. Prints the figures;
 * asserts nothing. Uses the manual stack's ports (1339, 3100, 3101): do not run it beside a stack on them.
 */
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CMS, load, percentile, SITE, startStack, stopStack } from './bench-stack.mjs';

async function firstLoad(page) {
  const html = await (await fetch(`${SITE}${page}`)).text();
  // Polyfills carry `noModule`: browsers that run modules never download them (Next's own figure leaves them out).
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/nomodule/i.test(tag));
  const sources = [...new Set(tags.flatMap((tag) => tag.match(/src="([^"]+\.js)"/)?.[1] ?? []))];
  const chunks = await Promise.all(
    sources.map(async (src) => {
      const body = Buffer.from(await (await fetch(new URL(src, SITE))).arrayBuffer());
      return { src, raw: body.length, gzip: gzipSync(body, { level: 6 }).length, brotli: brotliCompressSync(body).length };
    }),
  );
  return chunks;
}

/** The bytes the server sends for `src` when asked with this Accept-Encoding (not decoded). */
function sent(src, encoding) {
  return new Promise((resolve, reject) =>
    get(new URL(src, SITE), { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
    }).on('error', reject),
  );
}

/**
 * How the site serves those files (runtime/static-store.cjs; PAGE_CACHE=off leaves them to Next.js): the bytes
 * sent as Chromium asks over https (Brotli) and over http (gzip), and the time under 10 connections.
 */
async function served(sources) {
  await Promise.all(sources.map((src) => sent(src, 'gzip')));
  // The first request starts the compression in the background.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const encoding of ['gzip, deflate, br', 'gzip, deflate']) {
    const answers = await Promise.all(sources.map((src) => sent(src, encoding)));
    const used = [...new Set(answers.map((a) => a.encoding))].join('/');
    console.log(`  sent for Accept-Encoding « ${encoding} »: ${kb(answers.reduce((s, a) => s + a.bytes, 0))} (${used})`);
  }
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  const result = await load(sources.map((path) => ({ method: 'GET', path, headers })));
  const sorted = result.latencies.sort((a, b) => a - b);
  const p = (q) => percentile(sorted, q).toFixed(1);
  console.log(
    `  the ${sources.length} files under 10 connections for 10 s: ${Math.round(result.average)} req/s, p50 ${p(50)} ms, p99 ${p(99)} ms, errors ${result.errors + result.non2xx}`,
  );
}

const stack = await startStack();
try {
  const offers = (await (await fetch(`${CMS}/api/plan/offres`)).json()).data;
  const PAGES = [
    '/offres',
    '/offres?q=vendangeur&contrat=cdd',
    '/',
    `/offres/${offers[0].id}`,
    '/formations',
    '/blog',
    '/vendanges',
    '/offres?vendanges=1',
    // The worker's path in Spanish (issue #41 item 2): the same scripts as the French pages, nothing more.
    '/es/vendanges',
    '/es/offres?vendanges=1',
    `/es/offres/${offers[0].id}`,
  ];
  const summary = [];
  for (const page of PAGES) {
    const chunks = await firstLoad(page);
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`first-load JavaScript of ${page}: ${chunks.length} scripts`);
    for (const c of chunks.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kb(c.gzip).padStart(9)} gz  ${kb(c.raw).padStart(9)} raw  ${c.src}`);
    const sum = (key, list = chunks) => list.reduce((s, c) => s + c[key], 0);
    // The framework's own files (React, the App Router runtime), shared by every route, from Next's build manifest.
    const framework = new Set(
      JSON.parse(readFileSync(new URL('../.next/build-manifest.json', import.meta.url))).rootMainFiles.map((f) => `/_next/${f}`),
    );
    const own = chunks.filter((c) => !framework.has(c.src));
    console.log(`  total ${kb(sum('gzip'))} gzipped, ${kb(sum('brotli'))} brotli, ${kb(sum('raw'))} raw; target ≤ 130 KB gzipped`);
    console.log(
      `  of which Next/React runtime ${kb(sum('gzip') - sum('gzip', own))} gz, route and layout chunks ${kb(sum('gzip', own))} gz`,
    );
    summary.push(`  ${kb(sum('gzip', own)).padStart(8)}  ${page}`);
  }
  console.log(`route and layout chunks beyond the runtime, gzipped (target ≤ 10 KB):\n${summary.join('\n')}`);
  const page = await (await fetch(`${SITE}${PAGES[0]}`)).text();
  // The stylesheet is in the page; the font is named by the stylesheet.
  const styles = [...page.matchAll(/href="(\/_next\/static\/[^"]+\.css)"/g)].map((m) => m[1]);
  const fonts = [];
  for (const href of styles) {
    const css = await (await fetch(new URL(href, SITE))).text();
    for (const [, url] of css.matchAll(/url\(([^)]+\.woff2)\)/g)) fonts.push(new URL(url, new URL(href, SITE)).pathname);
  }
  styles.push(...fonts);
  const assets = [...new Set([...(await firstLoad(PAGES[0])).map((c) => c.src), ...styles])];
  console.log(`build assets of ${PAGES[0]} (${assets.length} files: its scripts, stylesheet and font):`);
  await served(assets);
} finally {
  stopStack(stack);
}
