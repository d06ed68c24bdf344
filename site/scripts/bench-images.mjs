/**
 * Public images (issue #17 item 5): for one page of each kind the sitemap lists, the bytes of the images a phone
 * (412 px wide at 1.75×, Lighthouse's mobile screen) and a 1366 px laptop take from each `<img>`'s srcset, as
 * AVIF, against the files the cms stored; then how long the optimizer takes for a copy it makes and for one it
 * kept. Uses the manual stack's ports (1339, 3100, 3101): do not run it beside a stack on them.
 */
import { SITE, startStack, stopStack } from './bench-stack.mjs';

const SCREENS = [
  { name: 'phone 412 px × 1.75', width: 412, dpr: 1.75 },
  { name: 'laptop 1366 px × 1', width: 1366, dpr: 1 },
];
const ACCEPT = { accept: 'image/avif,image/webp,*/*' };

/** The slot width `sizes` gives on a screen `width` px wide (the forms Cep writes: min-width, px, vw, calc(100vw - Npx)). */
function slotWidth(sizes, width) {
  for (const entry of sizes.split(',').map((s) => s.trim())) {
    const [, min, margin, value] =
      entry.match(/^(?:\(min-width:\s*(\d+)px\)\s+)?(?:calc\(100vw - (\d+)px\)|(\d+(?:\.\d+)?(?:px|vw)))$/) ?? [];
    if ((!margin && !value) || (min && width < Number(min))) continue;
    if (margin) return width - Number(margin);
    return value.endsWith('vw') ? (parseFloat(value) / 100) * width : parseFloat(value);
  }
  return width;
}

/** The candidate a browser takes: the smallest that covers the slot at the screen's density. */
function chosen(tag, screen) {
  const attr = (name) => tag.match(new RegExp(`${name}="([^"]*)"`, 'i'))?.[1]?.replaceAll('&amp;', '&');
  const candidates = (attr('srcset') ?? '').split(', ').map((c) => {
    const [url, descriptor] = c.trim().split(' ');
    return { url, size: parseFloat(descriptor), unit: descriptor.at(-1) };
  });
  const needed = candidates[0]?.unit === 'w' ? slotWidth(attr('sizes') ?? '100vw', screen.width) * screen.dpr : screen.dpr;
  return (candidates.find((c) => c.size >= needed) ?? candidates.at(-1))?.url;
}

async function bytesOf(path, headers = {}) {
  const started = performance.now();
  const response = await fetch(new URL(path, SITE), { headers });
  const bytes = (await response.arrayBuffer()).byteLength;
  return {
    bytes,
    ms: performance.now() - started,
    type: response.headers.get('content-type'),
    cache: response.headers.get('x-nextjs-cache'),
  };
}

/** One address per kind of page in the sitemap (each offer, course, article, company and school page alike). */
async function onePerKind() {
  const xml = await (await fetch(`${SITE}/sitemap.xml`)).text();
  const kinds = new Map();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc).pathname;
    const kind = path
      .split('/')
      .map((part, i) => (i > 1 ? '*' : part))
      .join('/');
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values()];
}

const stack = await startStack();
try {
  const pages = await onePerKind();
  const made = [];
  const kept = [];
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const screen of SCREENS) {
    console.log(`public images on a ${screen.name} (AVIF asked; each image once per page):`);
    for (const page of pages) {
      const html = await (await fetch(`${SITE}${page}`)).text();
      const urls = [...new Set((html.match(/<img\b[^>]*>/g) ?? []).map((tag) => chosen(tag, screen)).filter(Boolean))];
      const optimised = urls.filter((url) => url.startsWith('/_next/image'));
      let served = 0;
      let stored = 0;
      for (const url of optimised) {
        const first = await bytesOf(url, ACCEPT);
        (first.cache === 'MISS' ? made : kept).push(first.ms);
        kept.push((await bytesOf(url, ACCEPT)).ms);
        served += first.bytes;
        stored += (await bytesOf(new URL(url, SITE).searchParams.get('url'))).bytes;
      }
      const plain = urls.length - optimised.length;
      if (urls.length > 0)
        console.log(
          `  ${page}: ${optimised.length} images ${kb(served)} (stored files ${kb(stored)})${plain ? `, ${plain} not through the optimizer` : ''}`,
        );
    }
  }
  const median = (list) => (list.length ? list.sort((a, b) => a - b)[Math.floor(list.length / 2)].toFixed(1) : '–');
  console.log(
    `optimizer: a copy made ${median(made)} ms (median of ${made.length}), a kept copy ${median(kept)} ms (median of ${kept.length})`,
  );
} finally {
  stopStack(stack);
}
