// A stand-in for Stripe on the e2e stack: no Stripe server is reachable from the machines that run the
// suite. It answers the two API calls the cms makes (create and retrieve a Checkout Session) and serves a
// hosted page whose « Payer » marks the session paid, sends the cms a webhook signed with Stripe's own
// library (as Stripe would), then returns the browser to the order's success URL.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../cms/package.json', import.meta.url));
const Stripe = require('stripe');

const PORT = Number(process.env.STRIPE_STAND_IN_PORT ?? 12112);
const WEBHOOK = process.env.STRIPE_STAND_IN_WEBHOOK ?? 'http://127.0.0.1:1339/api/paiement/stripe/webhook';
const SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_e2e';
const signer = new Stripe('sk_test_signer');
const sessions = new Map();

const html = (body) => `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Paiement — Stripe (simulation)</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">${body}</body></html>`;

async function read(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function notify(type, session) {
  const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object: session } });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  await fetch(WEBHOOK, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header }, body: payload });
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${PORT}`);
  const body = await read(req);
  const json = (status, value) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  if (req.method === 'GET' && url.pathname === '/health') return json(200, { ok: true });
  if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
    const id = `cs_test_${sessions.size + 1}_${Math.random().toString(36).slice(2, 10)}`;
    const session = {
      id,
      object: 'checkout.session',
      url: `http://127.0.0.1:${PORT}/pay/${id}`,
      client_reference_id: body.get('client_reference_id'),
      amount_total: Number(body.get('line_items[0][price_data][unit_amount]')),
      currency: body.get('line_items[0][price_data][currency]'),
      locale: body.get('locale'),
      payment_status: 'unpaid',
      status: 'open',
      payment_intent: null,
      metadata: { commande: body.get('metadata[commande]') },
      success_url: body.get('success_url'),
      cancel_url: body.get('cancel_url'),
      product: body.get('line_items[0][price_data][product_data][name]'),
    };
    sessions.set(id, session);
    return json(200, session);
  }
  if (req.method === 'POST' && url.pathname === '/v1/refunds') {
    return json(200, {
      id: `re_${Math.random().toString(36).slice(2, 10)}`,
      object: 'refund',
      payment_intent: body.get('payment_intent'),
      status: 'succeeded',
    });
  }
  const api = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w-]+)$/);
  if (req.method === 'GET' && api)
    return sessions.has(api[1]) ? json(200, sessions.get(api[1])) : json(404, { error: { message: 'No such session' } });
  const page = url.pathname.match(/^\/pay\/([\w-]+)$/);
  const session = page && sessions.get(page[1]);
  if (page && !session) return json(404, { error: { message: 'No such session' } });
  if (req.method === 'GET' && session) {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(session.amount_total / 100);
    return res.end(
      html(`<h1>Stripe (simulation de test)</h1><p>${session.product}</p><p>Montant : <strong>${amount}</strong></p>
<form method="post"><button type="submit">Payer ${amount}</button></form><p><a href="${session.cancel_url}">Annuler et revenir</a></p>`),
    );
  }
  if (req.method === 'POST' && session) {
    Object.assign(session, { payment_status: 'paid', status: 'complete', payment_intent: `pi_${session.id}` });
    await notify('checkout.session.completed', session);
    res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
    return res.end();
  }
  json(404, { error: { message: `Unknown ${req.method} ${url.pathname}` } });
}).listen(PORT, '127.0.0.1', () => console.log(`Stripe stand-in on ${PORT}`));
