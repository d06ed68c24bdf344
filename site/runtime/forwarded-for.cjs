// Preloaded into the site's Node process (`node --require ./runtime/forwarded-for.cjs`, see scripts/start.mjs
// and site/Dockerfile). Next.js fills X-Forwarded-For with the socket's address only when the request has none,
// so a visitor who writes the header hides their own address. Like any reverse proxy, this appends the address
// the request came from to whatever the header already says: the right end of the chain is then always known,
// and lib/session/visitor-address.ts counts SITE_TRUSTED_PROXY_COUNT proxies back from it.
'use strict';

const http = require('node:http');

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithPeerAddress(event, request, ...rest) {
  if (event === 'request' && request && request.socket) {
    const peer = request.socket.remoteAddress || '';
    const received = request.headers['x-forwarded-for'];
    const chain = Array.isArray(received) ? received.join(', ') : received;
    request.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer;
  }
  return emit.call(this, event, request, ...rest);
};
