/**
 * What stands in front of the site in production (README « Production »: a TLS reverse proxy on the host), for
 * `npm run lhci` only: HTTPS with HTTP/2 on 127.0.0.1:FRONT_PORT, every request passed to SITE with the headers a
 * proxy adds (`X-Forwarded-Proto`, `-Host`, `-For`). Through it Chromium carries every request of a page on one
 * connection, as a visitor's browser does with the production proxy; over http://localhost it opens up to six
 * HTTP/1.1 connections, which Lighthouse's simulation charges a handshake and a slow start each. The certificate is
 * made for this run by Debian's openssl and thrown away after; Chromium is told to accept it
 * (`--ignore-certificate-errors`). Prints « prêt » once listening.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream';

const SITE = new URL(process.env.SITE ?? 'http://127.0.0.1:3100');
const PORT = Number(process.env.FRONT_PORT ?? 3443);

// Headers of one hop only (RFC 9113 §8.2.2 forbids them in HTTP/2) and HTTP/2's pseudo-headers; `host` is set anew.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
  'host',
]);
const passed = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

function certificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cep-lhci-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    const request = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=127.0.0.1';
    execFileSync('openssl', [...request.split(' '), '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], {
      stdio: 'ignore',
    });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const agent = new http.Agent({ keepAlive: true });
const server = http2.createSecureServer(certificate());

server.on('request', (request, response) => {
  // An answer cut short, either way, is cut short on the other side too: never a truncated body sent as complete.
  const abort = () =>
    response.headersSent ? response.stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR) : response.writeHead(502).end();
  const upstream = http.request(
    {
      host: SITE.hostname,
      port: SITE.port,
      path: request.url,
      method: request.method,
      agent,
      headers: {
        ...passed(request.headers),
        host: SITE.host,
        'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
        'x-forwarded-host': request.authority,
        'x-forwarded-proto': 'https',
      },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, passed(answer.headers));
      pipeline(answer, response, (error) => error && abort());
    },
  );
  upstream.on('error', abort);
  // The browser gave up on this request (a navigation, Lighthouse's end): so does the site's side.
  response.on('close', () => response.writableFinished || upstream.destroy());
  request.pipe(upstream);
});

server.listen(PORT, '127.0.0.1', () => console.log('prêt'));
