import { expect, test } from './fixtures';
import stack from '../stack.json';
import { urls } from '../ports';

/**
 * Issue #37 item 8, on the running stack: the site's health endpoints for a load balancer, and each page request's
 * id answered back (the site sends it with its cms calls; cms/tests/operations.test.ts reads it there).
 */
test('the site answers live and ready, with the cms reported', async ({ request }) => {
  expect(await (await request.get(`${urls.site}/api/health/live`)).json()).toEqual({ status: 'ok' });
  const ready = await request.get(`${urls.site}/api/health/ready`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ ready: true, cms: 'ok' });
});

test('a page answers its request id: the one a proxy sent, or its own', async ({ request }) => {
  const sent = await request.get(`${urls.site}/offres`, { headers: { 'X-Request-Id': 'e2e-visite-0123456789' } });
  expect(sent.headers()['x-request-id']).toBe('e2e-visite-0123456789');
  const own = await request.get(`${urls.site}/offres`);
  expect(own.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('the site gives its metrics to monitoring only, the page just visited counted by its route', async ({ request }) => {
  expect((await request.get(`${urls.site}/offres`)).status()).toBe(200);
  expect((await request.get(`${urls.site}/api/metrics`)).status()).toBe(401);
  expect((await request.get(`${urls.site}/api/metrics`, { headers: { Authorization: 'Bearer autre-jeton' } })).status()).toBe(401);
  const scrape = await request.get(`${urls.site}/api/metrics`, { headers: { Authorization: `Bearer ${stack.env.METRICS_TOKEN}` } });
  expect(scrape.status()).toBe(200);
  const text = await scrape.text();
  expect(text).toMatch(/cep_site_http_request_duration_seconds_count\{method="GET",route="\/offres",status="200"\} [1-9]/);
  expect(text).toContain('cep_site_process_cpu_seconds_total');
});
