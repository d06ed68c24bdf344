import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { markCmsUnavailable, requestIdHeader } from '@/lib/cms/request-context';

/**
 * runtime/request-context.cjs (issue #37 items 6 and 8): a page that failed because the cms could not answer is a 503
 * with Retry-After, as the cms answers, not Next's 500; each request has an id the cms calls carry. A real HTTP
 * server stands where Next.js renders.
 */
const originalEmit = http.Server.prototype.emit;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the runtime preload is plain CommonJS, loaded before any bundle
require('../runtime/request-context.cjs');
afterAll(() => {
  http.Server.prototype.emit = originalEmit;
});

type Render = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

async function statusOf(render: Render, path = '/offres', init?: RequestInit): Promise<{ status: number; retryAfter: string | null }> {
  const server = http.createServer((request, response) => void render(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, init);
    await answer.text();
    return { status: answer.status, retryAfter: answer.headers.get('retry-after') };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const fail = (response: ServerResponse) => {
  response.statusCode = 500;
  response.end('<h1>Erreur</h1>');
};

describe('a page that fails', () => {
  it('is a 503 with Retry-After when the cms could not answer it, marked after an await', async () => {
    expect(
      await statusOf(async (_request, response) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        markCmsUnavailable();
        fail(response);
      }),
    ).toEqual({ status: 503, retryAfter: '5' });
    // writeHead with a reason phrase, as some servers write it.
    expect(
      await statusOf((_request, response) => {
        markCmsUnavailable();
        response.writeHead(500, 'Internal Server Error').end();
      }),
    ).toEqual({ status: 503, retryAfter: '5' });
  });

  it('stays a 500 for any other cause, and a page served despite a cms fault keeps its status', async () => {
    expect(await statusOf((_request, response) => fail(response))).toEqual({ status: 500, retryAfter: null });
    expect(
      await statusOf((_request, response) => {
        markCmsUnavailable();
        response.end('copie en cache');
      }),
    ).toEqual({ status: 200, retryAfter: null });
  });

  it('is a 400 when it was a server action (issue #36 item 12), a 503 if the cms was the cause', async () => {
    const action = { method: 'POST', headers: { 'Next-Action': 'a'.repeat(42) }, body: 'pas du JSON{' };
    expect(await statusOf((_request, response) => fail(response), '/connexion', action)).toEqual({ status: 400, retryAfter: null });
    expect(
      await statusOf(
        (_request, response) => {
          markCmsUnavailable();
          fail(response);
        },
        '/connexion',
        action,
      ),
    ).toEqual({ status: 503, retryAfter: '5' });
    // A form posted without the header is a page's 500 as before.
    expect(await statusOf((_request, response) => fail(response), '/connexion', { method: 'POST', body: 'x' })).toEqual({
      status: 500,
      retryAfter: null,
    });
  });

  it('is marked by the cms client: an unreachable cms or its 503, not its other errors', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    process.env.CMS_URL = `http://127.0.0.1:${port}`;
    const { reach, url, CmsError } = await import('@/lib/cms/client');

    const unreachable = await statusOf(async (_request, response) => {
      await expect(reach(url('/offres/x'), { method: 'GET' })).rejects.toMatchObject({ name: 'CmsError', status: 503 });
      fail(response);
    });
    expect(unreachable.status).toBe(503);
    const broken = await statusOf((_request, response) => {
      expect(new CmsError('GET /x → 500', 500).status).toBe(500);
      fail(response);
    });
    expect(broken.status).toBe(500);
  });
});

describe('a request', () => {
  it('has an id, the one a proxy sent when it is one, answered and given to the cms calls it makes', async () => {
    const seen: Array<Record<string, string>> = [];
    const server = http.createServer((_request, response) => {
      seen.push(requestIdHeader());
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const kept = await fetch(address, { headers: { 'X-Request-Id': 'proxy-0123456789' } });
      const made = await fetch(address, { headers: { 'X-Request-Id': 'court' } });
      expect(kept.headers.get('x-request-id')).toBe('proxy-0123456789');
      expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen).toEqual([{ 'x-request-id': 'proxy-0123456789' }, { 'x-request-id': made.headers.get('x-request-id') }]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    // Outside a request (a build, a script), nothing to send.
    expect(requestIdHeader()).toEqual({});
  });
});

describe('the metrics', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the runtime preload is plain CommonJS
  const { metrics, routeLabeller } = require('../runtime/metrics.cjs') as {
    metrics: { registry: { metrics(): Promise<string> } };
    routeLabeller(routes: string[]): (pathname: string) => string;
  };

  it('label a path by the build route it matches, a static segment first; anything else is « other »', () => {
    const label = routeLabeller(['/', '/offres', '/offres/[id]', '/offres/recherche', '/blog/[[...page]]', '/fichiers/[...cle]']);
    expect(['/', '/offres', '/offres/8f3k2', '/offres/recherche', '/blog', '/blog/2', '/fichiers/a/b.pdf'].map(label)).toEqual([
      '/',
      '/offres',
      '/offres/[id]',
      '/offres/recherche',
      '/blog/[[...page]]',
      '/blog/[[...page]]',
      '/fichiers/[...cle]',
    ]);
    expect(['/offres/a/b', '/wp-login.php', '/_next/static/chunks/x.js', '/_next/image'].map(label)).toEqual([
      'other',
      'other',
      '/_next/static',
      '/_next/image',
    ]);
  });

  it('count each answer by its final status: a page failed for the cms is a 503', async () => {
    // A path no page of any build has: « other », whether the site was built or not.
    const counted = async () =>
      Number(
        /cep_site_http_request_duration_seconds_count\{method="GET",route="other",status="503"\} (\d+)/.exec(
          await metrics.registry.metrics(),
        )?.[1] ?? 0,
      );
    const before = await counted();
    await statusOf((_request, response) => {
      markCmsUnavailable();
      fail(response);
    }, '/wp-login.php');
    expect(await counted()).toBe(before + 1);
  });
});
