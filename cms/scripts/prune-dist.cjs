// Removes from dist/ what no source compiles to any more: TypeScript's compile writes files but never deletes one, so
// a route file moved or deleted in src/ would stay in dist/ and be loaded beside its successor (the cms then refuses
// to start on the duplicate route). Run before each compile: scripts/build-stale.mjs, tests/helpers/global-setup.ts.
const { existsSync, readdirSync, rmSync, statSync } = require('node:fs');
const path = require('node:path');

const SOURCE_EXTENSIONS = ['.ts', '.js', '.json'];

function pruneFolder(distFolder, sourceFolder, removed) {
  if (!existsSync(distFolder)) return;
  for (const name of readdirSync(distFolder)) {
    const output = path.join(distFolder, name);
    if (statSync(output).isDirectory()) {
      if (!existsSync(path.join(sourceFolder, name))) {
        rmSync(output, { recursive: true, force: true });
        removed.push(output);
      } else pruneFolder(output, path.join(sourceFolder, name), removed);
      continue;
    }
    const base = name.replace(/\.js\.map$|\.d\.ts$|\.js$|\.json$/, '');
    if (!SOURCE_EXTENSIONS.some((extension) => existsSync(path.join(sourceFolder, base + extension)))) {
      rmSync(output, { force: true });
      removed.push(output);
    }
  }
}

/** The outputs in `<cms>/dist/{src,config}` whose source is gone, removed; returns their paths. */
function pruneCmsDist(cmsDir) {
  const removed = [];
  for (const folder of ['src', 'config']) pruneFolder(path.join(cmsDir, 'dist', folder), path.join(cmsDir, folder), removed);
  return removed;
}

module.exports = { pruneCmsDist };
