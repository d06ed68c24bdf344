// Preloaded into the site's Node process last, so outermost (`node --require …`, see scripts/start.mjs and
// site/Dockerfile): every answer, a page from the page cache included, has an id. Each request runs in an AsyncLocalStorage context holding its state, which the site's bundles
// reach through lib/cms/request-context.ts:
// - its id (the one a proxy in front sent in X-Request-Id, or a new one), answered back and sent with every cms
//   call the request makes, so the cms's log lines of one visit carry the visit's id (issue #37 item 8);
// - whether the cms could not answer it (unreachable, a 502–504): Next.js answers a page whose rendering threw
//   with a 500 whatever the cause, and such a page is a 503 with Retry-After instead, as the cms answers (item 6),
//   so that a load balancer or a crawler waits and tries again rather than counting an error;
// - whether it calls a server action: a 500 there, with the cms reachable, is a body Next.js could not decode or
//   arguments that are not the form's (a caller other than the site's pages: the pages send what the actions read),
//   so it is a 400 (issue #36 item 12). The body stays the framework's error record, a digest without words, which
//   is what the page's React reads; Next.js logs the error as before.
'use strict';

const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { AsyncLocalStorage } = require('node:async_hooks');
const { metrics } = require('./metrics.cjs');

const RETRY_AFTER_SECONDS = '5';
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const requests = new AsyncLocalStorage();
// Read by the site's bundles, which cannot require this file: the key is the contract (lib/cms/request-context.ts).
globalThis[Symbol.for('cep.site.requests')] = requests;

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitInRequestContext(event, request, response, ...rest) {
  if (event !== 'request' || !response || typeof response.writeHead !== 'function') {
    return emit.call(this, event, request, response, ...rest);
  }
  const sent = request.headers['x-request-id'];
  const state = { requestId: typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID(), cmsUnavailable: false };
  response.setHeader('X-Request-Id', state.requestId);
  // Timed until the connection's end, so that an answer the visitor gave up on (or a stream they closed) counts too,
  // as « aborted »; the address as it came, before Next.js rewrites it.
  const started = process.hrtime.bigint();
  const { method, url } = request;
  response.once('close', () =>
    metrics.observe(
      method,
      url,
      response.writableFinished ? response.statusCode : 'aborted',
      Number(process.hrtime.bigint() - started) / 1e9,
    ),
  );
  const action = method === 'POST' && request.headers['next-action'] !== undefined;
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadOfWhatFailed(status, ...args) {
    if (status !== 500 || !(state.cmsUnavailable || action)) return writeHead.call(this, status, ...args);
    if (state.cmsUnavailable) this.setHeader('Retry-After', RETRY_AFTER_SECONDS);
    // The reason phrase given with the 500, if any, is not the new status's.
    return writeHead.call(this, state.cmsUnavailable ? 503 : 400, ...(typeof args[0] === 'string' ? args.slice(1) : args));
  };
  return requests.run(state, () => emit.call(this, event, request, response, ...rest));
};
