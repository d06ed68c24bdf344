// Preloaded into the site's Node process after forwarded-for.cjs (`node --require …`, see scripts/start.mjs and
// site/Dockerfile): answers public pages for visitors without a session from memory (runtime/page-store.cjs)
// before Next.js renders them again, and Next's build assets compressed once (runtime/static-store.cjs).
// PAGE_CACHE=off leaves every request to Next.js.
'use strict';

const http = require('node:http');
const path = require('node:path');
const { createPageStore } = require('./page-store.cjs');
const { createStaticStore } = require('./static-store.cjs');

// Half as long as the site keeps the cms's public reads (PUBLIC_CACHE_SECONDS in domain/src/public-cache.ts):
// Next may render with a read past its time once while it refreshes it, and this copy then lives on — so a
// change nobody reported (like counts, an offer passing its date) shows within two minutes rather than three.
const FRESH_SECONDS = 30;
const MAX_MEGABYTES = Number(process.env.PAGE_CACHE_MB ?? 64) || 64;
// The build's assets take about 4 MB with their compressed copies.
const STATIC_MAX_BYTES = 32 * 1024 * 1024;

if (process.env.PAGE_CACHE !== 'off') {
  const store = createPageStore({ freshMs: FRESH_SECONDS * 1000, maxBytes: MAX_MEGABYTES * 1024 * 1024 });
  // Next's server runs from the site's folder (`next start`, or the standalone server once it has moved there).
  const assets = createStaticStore({ distDir: () => path.join(process.cwd(), '.next'), maxBytes: STATIC_MAX_BYTES });
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitUnlessCached(event, request, response, ...rest) {
    if (event === 'request' && (assets.handle(request, response) || store.handle(request, response))) return true;
    return emit.call(this, event, request, response, ...rest);
  };
}
