/**
 * `npm run bench` (site): starts the whole stack the way `npm start` does (fresh demo database), loads
 * /offres and sums the JavaScript its HTML makes the browser fetch first, gzipped (Next serves gzip).
 * Prints the figure per chunk and in total; asserts nothing. Uses the e2e ports: do not run it beside them.
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SITE, startStack, stopStack } from './bench-stack.mjs';

const PAGES = ['/offres', '/offres?q=vendangeur&contrat=cdd'];

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

const stack = await startStack();
try {
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
  }
} finally {
  stopStack(stack);
}
