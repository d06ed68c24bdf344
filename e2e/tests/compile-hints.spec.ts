import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const HINT = '//# allFunctionsCalledOnLoad\n';
// The build's own list of the framework's scripts (site/scripts/compile-hints.mjs marks them after `next build`).
const { rootMainFiles } = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'site', '.next', 'build-manifest.json'), 'utf8')) as {
  rootMainFiles: string[];
};

/**
 * docs/performance.md « Compile hints »: the scripts every page starts with reach the browser marked for V8 to
 * compile while they download; the page's own chunks, and the popups' loaded later, do not.
 */
test('a page gets the framework scripts with the compile hint, and its own chunks without', async ({ request }) => {
  const html = await (await request.get('/offres')).text();
  const named = [...new Set([...html.matchAll(/<script[^>]* src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  const framework = named.filter((src) => rootMainFiles.includes(src.replace('/_next/', '')));
  const own = named.filter((src) => !framework.includes(src));
  expect(framework.length).toBeGreaterThanOrEqual(4);
  expect(own.length).toBeGreaterThan(0);
  for (const src of named) {
    const code = await (await request.get(src)).text();
    expect(code.startsWith(HINT), src).toBe(framework.includes(src));
  }
});
