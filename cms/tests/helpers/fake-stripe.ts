import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for Stripe's API on loopback (no Stripe server is reachable from the machines that run the
 * tests, and no stripe-mock binary installs here). It answers the two calls the cms makes — create and
 * retrieve a Checkout Session — like Stripe's API does, and records what it was sent. The webhook side is
 * real: events are signed with Stripe's own `generateTestHeaderString` and checked by the SDK.
 */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  client_reference_id: string;
  amount_total: number;
  currency: string;
  locale: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  metadata: Record<string, string>;
}

export const WEBHOOK_SECRET = 'whsec_test_cep';

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const requests: Array<{ method: string; path: string; idempotencyKey?: string; body: URLSearchParams }> = [];
  let failing = 0;
  const server = createServer(async (req, res) => {
    const body = await formBody(req);
    const path = (req.url ?? '').split('?')[0]!;
    requests.push({ method: req.method ?? '', path, idempotencyKey: req.headers['idempotency-key'] as string | undefined, body });
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (failing > 0) {
      failing -= 1;
      return send(500, { error: { type: 'api_error', message: 'Stand-in failure' } });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      // Stripe replays the first answer to a repeated idempotency key.
      const key = req.headers['idempotency-key'];
      const earlier = [...sessions.values()].find((s) => s.metadata.idempotencyKey === key);
      if (earlier) return send(200, earlier);
      const id = `cs_test_${sessions.size + 1}_${Math.random().toString(36).slice(2, 10)}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/${id}`,
        client_reference_id: body.get('client_reference_id') ?? '',
        amount_total: Number(body.get('line_items[0][price_data][unit_amount]')),
        currency: body.get('line_items[0][price_data][currency]') ?? '',
        locale: body.get('locale') ?? '',
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        metadata: { commande: body.get('metadata[commande]') ?? '', idempotencyKey: String(key ?? '') },
      };
      sessions.set(id, session);
      return send(200, session);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      return send(200, {
        id: `re_${Math.random().toString(36).slice(2, 10)}`,
        object: 'refund',
        payment_intent: body.get('payment_intent'),
        status: 'succeeded',
      });
    }
    const retrieve = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session ? send(200, session) : send(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unknown ${req.method} ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe('sk_test_signer');

  return {
    env: { STRIPE_SECRET_KEY: 'sk_test_cep', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: `http://127.0.0.1:${port}` },
    sessions,
    requests,
    /** The next `count` calls fail with a 500 (the SDK retries once, with the same idempotency key). */
    failNextRequests: (count: number) => {
      failing = count;
    },
    /** The customer pays on the hosted page. */
    pay(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { payment_status: 'paid', status: 'complete', payment_intent: `pi_${sessionId}` });
      return session;
    },
    /** A webhook call as Stripe sends it: the event's JSON and its signature header (`timestamp` to age it). */
    event(
      type: string,
      session: FakeSession,
      {
        id = `evt_${Math.random().toString(36).slice(2)}`,
        timestamp,
        secret = WEBHOOK_SECRET,
      }: { id?: string; timestamp?: number; secret?: string } = {},
    ) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        data: { object: session },
      });
      const header = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
      return { payload, header, id };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
