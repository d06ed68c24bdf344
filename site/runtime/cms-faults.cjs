// Preloaded into the site's Node process after forwarded-for.cjs (`node --require …`, see scripts/start.mjs and
// site/Dockerfile). Next.js answers a page whose rendering threw with a 500, whatever the cause; a page that failed
// because the cms could not answer (unreachable, a 502–504, its database away) is a 503 with Retry-After, as the cms
// answers (issue #37 item 6): a load balancer or a crawler then waits and tries again instead of counting an error.
// Each request runs in an AsyncLocalStorage context whose state lib/cms/unavailable.ts marks when a cms call fails
// that way; the 500 is then written as a 503.
'use strict';

const http = require('node:http');
const { AsyncLocalStorage } = require('node:async_hooks');

const RETRY_AFTER_SECONDS = '5';
const requests = new AsyncLocalStorage();
// Read by the site's bundles, which cannot require this file: the key is the contract (lib/cms/unavailable.ts).
globalThis[Symbol.for('cep.site.requests')] = requests;

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithFaultState(event, request, response, ...rest) {
  if (event !== 'request' || !response || typeof response.writeHead !== 'function') {
    return emit.call(this, event, request, response, ...rest);
  }
  const state = { cmsUnavailable: false };
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadUnlessCmsDown(status, ...args) {
    if (status !== 500 || !state.cmsUnavailable) return writeHead.call(this, status, ...args);
    this.setHeader('Retry-After', RETRY_AFTER_SECONDS);
    // The reason phrase given with the 500, if any, is not the 503's.
    return writeHead.call(this, 503, ...(typeof args[0] === 'string' ? args.slice(1) : args));
  };
  return requests.run(state, () => emit.call(this, event, request, response, ...rest));
};
