/**
 * After `next build` (`npm run build`): marks the framework's scripts, which every page runs as it starts (the build
 * manifest's `rootMainFiles`: React, Next's router, Turbopack's runtime), with V8's explicit compile hint. Chromium
 * (136 and later) then compiles all their functions while it downloads them, on a background thread, instead of one
 * by one on the page's thread the first time each is called: the compiling was over half of the long task in which
 * a page starts (docs/performance.md « Compile hints »). Route and popup chunks are left as they are: many of
 * their functions never run, and compiling them ahead would be work and memory for nothing. Other browsers read
 * the hint as a comment. Runs again safely on a marked build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HINT = '//# allFunctionsCalledOnLoad\n';
const distDir = fileURLToPath(new URL('../.next/', import.meta.url));

const { rootMainFiles } = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
// A Next.js that no longer lists them would silently drop the hint: the build stops instead.
if (!Array.isArray(rootMainFiles) || rootMainFiles.length === 0) {
  throw new Error('compile-hints: build-manifest.json lists no rootMainFiles');
}

let marked = 0;
for (const file of rootMainFiles.filter((name) => name.endsWith('.js'))) {
  const at = path.join(distDir, file);
  const code = readFileSync(at, 'utf8');
  if (code.startsWith(HINT)) continue;
  writeFileSync(at, HINT + code);
  marked += 1;
}
console.log(`compile-hints: ${marked} of ${rootMainFiles.length} framework scripts marked`);
