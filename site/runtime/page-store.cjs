// The site's page cache (docs/decisions.md « Public pages served from memory »): a public page as a visitor without
// a session sees it is rendered once by Next.js, kept in memory, and served again — with a fresh CSP nonce each
// time — until the cms reports a change (POST /api/revalidation) or its copy is 30 s old (runtime/page-cache.cjs).
// Plain CommonJS: it runs in front of Next.js in the same process (runtime/page-cache.cjs), before any bundle.
'use strict';

const { randomUUID } = require('node:crypto');
const zlib = require('node:zlib');
const { acceptedEncodings } = require('./encodings.cjs');

/**
 * The session cookies (lib/session/session-cookies.ts; tests/page-store.test.ts holds the two lists equal): a visitor
 * carrying one may see their own header, heart or apply block.
 */
const SESSION_COOKIES = ['cep_access', 'cep_refresh'];

/**
 * Pages whose HTML is the same for every visitor without a session. Forms and account pages are never kept. A
 * segment is letters, digits, `_` and `-` only (ids and slugs): no `.`/`..` or percent-encoding, which Next would
 * resolve to another page or to the same page under endless keys.
 */
const PUBLIC_PAGES = [
  /^\/$/,
  /^\/offres(?:\/[\w-]+)?$/,
  /^\/formations(?:\/[\w-]+)?$/,
  /^\/(?:entreprises|ecoles)\/[\w-]+$/,
  /^\/blog(?:\/[\w-]+){0,2}$/,
  /^\/evenements$/,
  /^\/vendanges$/,
];

/** Where the cms reports its changes (app/api/revalidation/route.ts): a 200 there empties the cache. */
const REVALIDATION_PATH = '/api/revalidation';

/** Headers that describe one transfer, not the page: Node writes its own. */
const TRANSFER_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'content-encoding']);

const NONCE_IN_CSP = /'nonce-([^']+)'/;

/**
 * An error raised after the page began streaming still answers 200: its digest in the RSC payload tells it apart
 * (`2a:E{"digest":…}` in the inline script's JSON string).
 */
const STREAMED_ERROR = ':E{\\"digest\\"';

/**
 * Next renders differently for crawlers that read only the HTML (metadata in the head rather than streamed) and for
 * those that run scripts: its own test of the User-Agent, so each kind gets its own copy.
 */
// An internal path of Next 16 (present in the standalone output): a Next upgrade that moves it stops the site at
// start, in every e2e run, rather than mixing the two kinds of pages.
const { getBotType } = require('next/dist/shared/lib/router/utils/is-bot');

/**
 * What decides a public page's language (issue #41 item 2, proxy.ts): the language cookie and the browser's
 * `Accept-Language`. Both are in the key, as sent: the proxy's choice follows from them alone, so a copy is only ever
 * served to a request it would have rendered the same way (an answer in another language is a redirect, never kept).
 */
const LANGUAGE_COOKIE = 'cep_langue';

function languageHint(headers) {
  // Every pair of the cookie's name, in order: a parser that keeps the last one and one that keeps the first must not
  // share a copy.
  const kept = String(headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    .join(';');
  const accepted = String(headers['accept-language'] ?? '')
    .toLowerCase()
    .replace(/\s+/g, '')
    .slice(0, 100);
  return `${kept}|${accepted}`;
}

function hasSessionCookie(cookieHeader) {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => SESSION_COOKIES.includes(pair.split('=')[0].trim()));
}

/**
 * Whether this request may be answered from the cache, and under which key: a GET of a public page's document
 * (not a client navigation's RSC payload, not a prefetch), without query string, from a visitor without a session.
 * The scheme a trusted proxy reports is part of the key: it changes the CSP and HSTS headers.
 */
function cacheKey(request) {
  if (request.method !== 'GET') return null;
  const url = request.url ?? '';
  if (url.includes('?')) return null;
  if (!PUBLIC_PAGES.some((page) => page.test(url))) return null;
  const headers = request.headers;
  if (headers.rsc || headers['next-router-prefetch'] || headers['next-router-state-tree'] || headers['next-action']) return null;
  if (hasSessionCookie(headers.cookie)) return null;
  const scheme = String(headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    .trim();
  const reader = getBotType(String(headers['user-agent'] ?? '')) ?? 'browser';
  return `${scheme} ${reader} ${languageHint(headers)} ${url}`;
}

/** A fresh nonce, shaped as proxy.ts makes them (base64 of a UUID). */
const freshNonce = () => Buffer.from(randomUUID()).toString('base64');

/**
 * Brotli's quality by the page's size. Measured on /offres (125 KB of HTML): quality 6 makes 14.0 KB in 1.2 ms,
 * quality 4 15.3 KB in 0.7 ms (gzip at level 6: 18.8 KB in 1.7 ms). That half millisecond takes 9 % off the lists
 * and the home page, most of what kept them from the 14.6 KB a new connection delivers in its first round trip
 * (docs/performance.md « The first 14 KB »). An offer page (47 KB: 9.0 KB at quality 4) is well within it either
 * way, and is the answer asked for most: it keeps quality 4.
 */
const LARGE_PAGE_BYTES = 64 * 1024;

/** The page compressed as the browser accepts it, for this answer only (its nonce is its own). */
function compressed(request, html) {
  const accepted = acceptedEncodings(String(request.headers['accept-encoding'] ?? ''));
  if (accepted.has('br')) {
    const quality = html.length > LARGE_PAGE_BYTES ? 6 : 4;
    return { encoding: 'br', body: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }) };
  }
  if (accepted.has('gzip')) return { encoding: 'gzip', body: zlib.gzipSync(html, { level: 6 }) };
  return { encoding: null, body: html };
}

/**
 * A page as Next.js sent it, decoded (it compresses with gzip when the browser accepts it, and streams); null for an
 * encoding not known here, a body that does not decode, or one that would decode past the largest page kept.
 */
function decoded(body, encoding, maxOutputLength) {
  try {
    switch (String(encoding ?? 'identity').toLowerCase()) {
      case 'identity':
        return body;
      case 'gzip':
        return zlib.gunzipSync(body, { maxOutputLength });
      case 'deflate':
        return zlib.inflateSync(body, { maxOutputLength });
      case 'br':
        return zlib.brotliDecompressSync(body, { maxOutputLength });
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/** A header value with one nonce put in place of another (the CSP, and the Link header's preloads). */
function withNonce(value, from, to) {
  return Array.isArray(value) ? value.map((item) => String(item).split(from).join(to)) : String(value).split(from).join(to);
}

/** The page cut around each occurrence of its nonce, to be joined again around another. */
function splitOn(body, nonce) {
  const separator = Buffer.from(nonce);
  const parts = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

function joinAround(parts, nonce) {
  const separator = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part])));
}

/**
 * @param {{ freshMs: number, maxBytes: number, now?: () => number }} options
 */
function createPageStore({ freshMs, maxBytes, now = Date.now }) {
  /** key → { parts, nonce, headers, bytes, at } — a Map keeps insertion order: the first entry is the least recently used. */
  const pages = new Map();
  let bytes = 0;
  // Bumped by every reported change: a render that began before it is not kept.
  let generation = 0;

  function forget(key) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  }

  function clear() {
    pages.clear();
    bytes = 0;
    generation += 1;
  }

  function keep(key, page) {
    forget(key);
    if (page.bytes > maxBytes / 8) return;
    pages.set(key, page);
    bytes += page.bytes;
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  /** Answers from the cache; false when the page is not kept or too old. */
  function serve(key, request, response) {
    const page = pages.get(key);
    if (!page) return false;
    if (now() - page.at >= freshMs) {
      forget(key);
      return false;
    }
    // Most recently used goes last.
    pages.delete(key);
    pages.set(key, page);
    const nonce = freshNonce();
    for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, withNonce(value, page.nonce, nonce));
    response.setHeader('x-cep-page-cache', 'hit');
    const { encoding, body } = compressed(request, joinAround(page.parts, nonce));
    if (encoding) response.setHeader('content-encoding', encoding);
    response.setHeader('content-length', body.length);
    response.statusCode = 200;
    response.end(body);
    return true;
  }

  /**
   * Lets Next.js answer — compressed as the browser asked — and keeps a copy of its answer, decoded, when it is a
   * whole page for everyone: a 200 HTML document with a CSP nonce, setting no cookie.
   */
  function record(key, request, response) {
    const started = generation;
    response.setHeader('x-cep-page-cache', 'miss');
    let chunks = [];
    let size = 0;
    const write = response.write;
    const end = response.end;
    const collect = (chunk, encoding) => {
      if (chunks === null || chunk == null || typeof chunk === 'function') return;
      // An answer that cannot be kept is not copied: not a 200 (a 404, a redirect), or past the largest page kept.
      if (response.statusCode !== 200 || size > maxBytes / 8) {
        chunks = null;
        return;
      }
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
      chunks.push(buffer);
      size += buffer.length;
    };
    response.write = function writeAndKeep(chunk, encoding, callback) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    response.end = function endAndKeep(chunk, encoding, callback) {
      collect(chunk, encoding);
      const result = end.call(this, chunk, encoding, callback);
      const page = chunks && pageOf(response, Buffer.concat(chunks));
      if (page && generation === started) keep(key, page);
      return result;
    };
  }

  function pageOf(response, sent) {
    if (response.statusCode !== 200) return null;
    const headers = response.getHeaders();
    if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null;
    if (headers['set-cookie']) return null;
    const body = decoded(sent, headers['content-encoding'], Math.floor(maxBytes / 8));
    if (!body || body.includes(STREAMED_ERROR)) return null;
    const nonce = NONCE_IN_CSP.exec(String(headers['content-security-policy'] ?? ''))?.[1];
    if (!nonce) return null;
    const kept = {};
    for (const [name, value] of Object.entries(headers)) {
      // A copy answers other requests: neither the render's cache mark nor its request id (request-context.cjs) is theirs.
      if (!TRANSFER_HEADERS.has(name) && name !== 'x-cep-page-cache' && name !== 'x-request-id') kept[name] = value;
    }
    return { parts: splitOn(body, nonce), nonce, headers: kept, bytes: body.length, at: now() };
  }

  /**
   * Called for each request before Next.js sees it: true when answered here. Otherwise Next.js answers, and its
   * page is kept when it may be, or the cache is emptied when the cms has just reported a change.
   */
  function handle(request, response) {
    if (request.method === 'POST' && request.url === REVALIDATION_PATH) {
      response.on('finish', () => {
        if (response.statusCode === 200) clear();
      });
      return false;
    }
    const key = cacheKey(request);
    if (!key) return false;
    if (serve(key, request, response)) return true;
    record(key, request, response);
    return false;
  }

  return { handle, clear, size: () => ({ pages: pages.size, bytes }) };
}

module.exports = { createPageStore, SESSION_COOKIES };
