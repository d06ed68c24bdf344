import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { messages } from '@cep/domain';

const WINDOW_MS = 15 * 60 * 1000;

const envInt = (name: string, fallback: number) => Number.parseInt(process.env[name] ?? '', 10) || fallback;

export type ThrottleRule = 'login' | 'forgot-password';

/**
 * Attempts allowed per window: per client IP (every attempt, whatever the e-mail) and per account (failures
 * for a login, every request for a reset e-mail). AUTH_THROTTLE_PER_IP raises the IP allowance where many
 * people share one address (the e2e suite does).
 */
const RULES: Record<ThrottleRule, { perIp: number; perAccount: number; countsSuccess: boolean }> = {
  login: { perIp: envInt('AUTH_THROTTLE_PER_IP', 20), perAccount: 5, countsSuccess: false },
  'forgot-password': { perIp: 10, perAccount: 3, countsSuccess: true },
};

type Counter = { count: number; resetAt: number };

/**
 * Login and reset throttling, attached to the routes themselves (`config.middlewares` of `POST /auth/local`
 * and `POST /forgot-password`): whatever spelling of the path the router matched (`/api/auth/local/`,
 * `/API/auth/LOCAL`), the same rule and the same counters apply. Counting per IP stops a guesser who rotates
 * the e-mail field; counting per account stops one spread over many IPs.
 */
export default (config: { rule?: ThrottleRule }, { strapi }: { strapi: Core.Strapi }) => {
  const name = config?.rule;
  if (!name || !(name in RULES)) throw new Error(`auth-throttle: unknown rule ${String(name)}`);
  const rule = RULES[name];
  const counters = new Map<string, Counter>();
  const proxySecret = process.env.SITE_PROXY_SECRET;

  const current = (key: string, now: number) => {
    const counter = counters.get(key);
    return counter && counter.resetAt > now ? counter.count : 0;
  };
  const bump = (key: string, now: number) => {
    const counter = counters.get(key);
    if (counter && counter.resetAt > now) counter.count += 1;
    else counters.set(key, { count: 1, resetAt: now + WINDOW_MS });
  };

  /** The site's server calls on behalf of visitors: their IP is trusted only with the shared secret. */
  const clientIp = (ctx: Context) => {
    const forwarded = ctx.get('x-forwarded-for').split(',')[0]?.trim();
    return proxySecret && forwarded && ctx.get('x-cep-proxy-secret') === proxySecret ? forwarded : ctx.request.ip;
  };

  return async (ctx: Context, next: Next) => {
    const now = Date.now();
    if (counters.size > 50_000) for (const [key, c] of counters) if (c.resetAt <= now) counters.delete(key);
    const body = (ctx.request.body ?? {}) as { identifier?: unknown; email?: unknown };
    const account = String(body.identifier ?? body.email ?? '')
      .trim()
      .toLowerCase();
    const ipKey = `ip|${clientIp(ctx)}`;
    const accountKey = `account|${account}`;
    if (current(ipKey, now) >= rule.perIp || (account && current(accountKey, now) >= rule.perAccount)) {
      strapi.log.warn(`[throttle] ${name} refused for ${clientIp(ctx)}`);
      ctx.set('Retry-After', String(Math.ceil(WINDOW_MS / 1000)));
      ctx.status = 429;
      ctx.body = { data: null, error: { status: 429, name: 'TooManyRequestsError', message: messages.tropDeTentatives } };
      return;
    }
    bump(ipKey, now);
    // A refused login is thrown by users-permissions and turned into a 400 further out: count it here.
    let failed = true;
    try {
      await next();
      failed = ctx.status >= 400;
    } finally {
      if (account && (failed || rule.countsSuccess)) bump(accountKey, now);
      else if (account) counters.delete(accountKey);
    }
  };
};
