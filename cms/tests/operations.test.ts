import request from 'supertest';
import { startStrapi } from './helpers/strapi';

/**
 * Issue #37 item 8: what operators expect — liveness and readiness for a load balancer, Prometheus metrics behind a
 * token, and a request id carried from the site to the cms's log lines.
 */
const TOKEN = 'jeton-de-supervision-0123456789';
let strapi: Awaited<ReturnType<typeof startStrapi>>;
const http = () => request(strapi.server.httpServer);

beforeAll(async () => {
  strapi = await startStrapi({ METRICS_TOKEN: TOKEN });
});

afterAll(async () => {
  await strapi.stopTest();
});

describe('health', () => {
  it('answers live, and ready with the parts that serve', async () => {
    expect((await http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    // On PostgreSQL the bus's LISTEN connection, opened at boot, may still be on its way.
    let ready: unknown;
    for (let i = 0; i < 50; i += 1) {
      ready = (await http().get('/api/health/ready').expect(200)).body;
      if ((ready as { bus: string }).bus === 'ecoute') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready).toEqual({ ready: true, database: 'ok', search: 'ok', bus: 'ecoute' });
  });
});

describe('metrics', () => {
  it('answer only with the token', async () => {
    await http().get('/api/metrics').expect(401);
    await http().get('/api/metrics').auth('devine', { type: 'bearer' }).expect(401);
    const res = await http().get('/api/metrics').auth(TOKEN, { type: 'bearer' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('count requests by route template and status, and read the queues, the search and the bus', async () => {
    await http().get('/api/offres/inconnue').expect(404);
    await http().get('/api/offres/une-autre').expect(404);
    await http().get('/nulle-part').expect(404);
    const { text } = await http().get('/api/metrics').auth(TOKEN, { type: 'bearer' }).expect(200);
    // One series for both offers: the template, not the address.
    expect(text).toMatch(/cep_http_request_duration_seconds_count\{method="GET",route="\/api\/offres\/:id",status="404"\} 2/);
    // An address no route serves is named by the template that took it (the public folder's), never by itself.
    expect(text).not.toContain('nulle-part');
    expect(text).toMatch(/^cep_email_queue_depth \d+$/m);
    expect(text).toMatch(/^cep_email_queue_oldest_seconds [\d.e+-]+$/m);
    expect(text).toMatch(/^cep_database_up 1$/m);
    expect(text).toMatch(/^cep_search_ready 1$/m);
    expect(text).toMatch(/^cep_message_bus_up 1$/m);
    expect(text).toMatch(/^cep_search_pending_syncs\{index="offers"\} 0$/m);
    expect(text).toMatch(/^cep_cms_process_resident_memory_bytes \d+/m);
  });
});

describe('request ids', () => {
  it('keep the id the site sends, make one otherwise, and answer it', async () => {
    const kept = await http().get('/api/health/live').set('X-Request-Id', 'visite-0123456789').expect(200);
    expect(kept.headers['x-request-id']).toBe('visite-0123456789');
    // A header that is not an id (too short, a line break) is replaced.
    const made = await http().get('/api/health/live').set('X-Request-Id', 'x').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
