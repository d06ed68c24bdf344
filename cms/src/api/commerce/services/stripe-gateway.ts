import Stripe from 'stripe';

/**
 * Stripe, when configured (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, cms/.env.example). Without them card
 * payment says plainly that it is not configured and bank transfer still works.
 * STRIPE_API_URL points the SDK at another server: the tests' and the e2e stack's stand-in for Stripe's API
 * (no Stripe server is reachable from the machines that run them). Never set in production.
 */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string;
}

export function stripeSettings(env: NodeJS.ProcessEnv = process.env): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey || !webhookSecret) return null;
  return { secretKey, webhookSecret, apiUrl: env.STRIPE_API_URL?.trim() || undefined };
}

const clients = new Map<string, Stripe>();

export function stripeClient(settings: StripeSettings): Stripe {
  const key = `${settings.secretKey}@${settings.apiUrl ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      ...(api ? { host: api.hostname, port: Number(api.port), protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
    clients.set(key, client);
  }
  return client;
}

export interface CheckoutRequest {
  orderDocumentId: string;
  reference: string;
  label: string;
  totalTtcCents: number;
  email?: string;
  successUrl: string;
  cancelUrl: string;
  /** One per attempt: a retried request for the same attempt returns the same session. */
  idempotencyKey: string;
}

/**
 * A hosted Checkout page for the order's TTC total (Cep's basket is the price; Stripe only collects it),
 * in French, tied to the order by `client_reference_id`.
 */
export async function createCheckoutSession(settings: StripeSettings, request: CheckoutRequest) {
  const session = await stripeClient(settings).checkout.sessions.create(
    {
      mode: 'payment',
      locale: 'fr',
      client_reference_id: request.orderDocumentId,
      metadata: { commande: request.reference },
      customer_email: request.email,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: request.totalTtcCents,
            product_data: { name: `${request.label} — commande ${request.reference}` },
          },
        },
      ],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    },
    { idempotencyKey: request.idempotencyKey },
  );
  if (!session.url) throw new Error(`Stripe session ${session.id} has no URL`);
  return { id: session.id, url: session.url };
}

export async function retrieveCheckoutSession(settings: StripeSettings, sessionId: string) {
  return stripeClient(settings).checkout.sessions.retrieve(sessionId);
}

/** Gives a card payment back in full (an order refunded by staff); one idempotency key per order. */
export async function refundPayment(settings: StripeSettings, paymentIntent: string, orderDocumentId: string) {
  return stripeClient(settings).refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `remboursement-${orderDocumentId}` });
}

/** Checks the signature on the exact bytes Stripe sent; throws when forged or older than the tolerance (300 s). */
export function verifiedEvent(settings: StripeSettings, rawBody: string, signature: string): Stripe.Event {
  return stripeClient(settings).webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
}

export type CheckoutSession = Stripe.Checkout.Session;
export type StripeEvent = Stripe.Event;
