// Next's build assets (/_next/static/…: scripts, stylesheets, fonts), answered from memory and compressed once.
// Next.js gzips each of these again for every visitor who asks (5 ms of the server's one thread for the largest
// script, about 50 ms for a first visit's twelve files); their names change with their content, so one
// compression serves the whole life of the process, at Brotli's best quality (15 % smaller than gzip).
'use strict';

const { createHash } = require('node:crypto');
const { readFile } = require('node:fs/promises');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const { acceptedEncodings } = require('./encodings.cjs');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const PREFIX = '/_next/static/';
// Names Next gives its assets; no `..`, no percent-encoding (checked again below, segment by segment).
const ASSET_PATH = /^\/_next\/static\/[A-Za-z0-9._~/-]+$/;
const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};
// Already compressed formats are kept as they are.
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg']);
// A larger file is left to Next.js (none comes close: the largest script is 230 KB).
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Reads the build's header rules (next.config.ts `headers()`, compiled into routes-manifest.json). */
function headerRulesOf(distDir) {
  try {
    const manifest = require(path.join(distDir, 'routes-manifest.json'));
    // Rules with conditions (`has`, `missing`) or values taken from the path are Next's to apply: Cep has none.
    return (manifest.headers ?? [])
      .filter((rule) => !rule.has && !rule.missing && rule.headers.every(({ value }) => !value.includes(':')))
      .map((rule) => ({ regex: new RegExp(rule.regex), headers: rule.headers }));
  } catch {
    return [];
  }
}

/**
 * `distDir` is Next's build folder; a function, read at the first request (the standalone server changes its
 * working directory as it starts, after this file is preloaded). `maxBytes` bounds what is kept in all.
 */
function createStaticStore({ distDir, maxBytes }) {
  const assets = new Map();
  const loading = new Set();
  // Files refused (too large, or past the bound): not read and compressed again at each request.
  const skipped = new Set();
  // One compression at a time: Brotli's best quality takes the thread pool the server's reads and lookups share.
  let queue = Promise.resolve();
  let bytes = 0;
  let resolved;

  function folder() {
    if (!resolved) {
      const dist = distDir();
      resolved = { root: path.join(dist, 'static'), rules: headerRulesOf(dist) };
    }
    return resolved;
  }

  async function load(name) {
    const extension = path.extname(name);
    const raw = await readFile(path.join(folder().root, ...name.split('/')));
    if (raw.length > MAX_FILE_BYTES) return skipped.add(name);
    const compressible = COMPRESSIBLE.has(extension);
    const asset = {
      type: TYPES[extension],
      // Weak: one tag for the three encodings of the same content.
      etag: `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`,
      identity: raw,
      br: compressible ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) : null,
      gzip: compressible ? await gzip(raw, { level: 9 }) : null,
    };
    const size = raw.length + (asset.br?.length ?? 0) + (asset.gzip?.length ?? 0);
    if (bytes + size > maxBytes) return skipped.add(name);
    bytes += size;
    assets.set(name, asset);
  }

  function serve(asset, request, response, pathname) {
    const accepted = acceptedEncodings(String(request.headers['accept-encoding'] ?? ''));
    const encoding = asset.br && accepted.has('br') ? 'br' : asset.gzip && accepted.has('gzip') ? 'gzip' : 'identity';
    for (const rule of folder().rules)
      if (rule.regex.test(pathname)) for (const { key, value } of rule.headers) response.setHeader(key, value);
    response.setHeader('content-type', asset.type);
    response.setHeader('cache-control', 'public, max-age=31536000, immutable');
    response.setHeader('vary', 'Accept-Encoding');
    response.setHeader('etag', asset.etag);
    if (request.headers['if-none-match'] === asset.etag) {
      response.statusCode = 304;
      response.end();
      return;
    }
    const body = asset[encoding];
    if (encoding !== 'identity') response.setHeader('content-encoding', encoding);
    response.setHeader('content-length', body.length);
    response.statusCode = 200;
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /** True when answered here; otherwise Next.js answers, and the asset is made ready for the next visitor. */
  function handle(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.headers.range) return false;
    const pathname = String(request.url ?? '').split('?')[0];
    if (!ASSET_PATH.test(pathname)) return false;
    const name = pathname.slice(PREFIX.length);
    if (name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return false;
    if (!TYPES[path.extname(name)]) return false;
    const asset = assets.get(name);
    if (asset) {
      serve(asset, request, response, pathname);
      return true;
    }
    if (!loading.has(name) && !skipped.has(name)) {
      loading.add(name);
      // A missing file stays Next's to answer (404); nothing is remembered of it.
      queue = queue
        .then(() => load(name))
        .catch(() => undefined)
        .finally(() => loading.delete(name));
    }
    return false;
  }

  return { handle, size: () => ({ assets: assets.size, bytes }) };
}

module.exports = { createStaticStore };
