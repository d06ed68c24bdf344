import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { messages } from '@cep/domain';
import { createLimiter, hashKey, RateLimiterRes, type Limiter } from '../throttle/store';

const envInt = (name: string, fallback: number) => Number.parseInt(process.env[name] ?? '', 10) || fallback;

export type ThrottleRule = 'login' | 'forgot-password';

interface Rule {
  /** Every attempt from one client address, whatever the e-mail. */
  perClient: number;
  /** Per account (the e-mail of the attempt): failures only for a login, every request for a reset e-mail. */
  perAccount: number;
  countsSuccess: boolean;
  windowSeconds: number;
}

/** AUTH_THROTTLE_PER_IP raises the client allowance where many people share one address (the e2e suite does). */
const RULES: Record<ThrottleRule, () => Rule> = {
  login: () => ({ perClient: envInt('AUTH_THROTTLE_PER_IP', 20), perAccount: 5, countsSuccess: false, windowSeconds: 15 * 60 }),
  'forgot-password': () => ({ perClient: 10, perAccount: 3, countsSuccess: true, windowSeconds: 15 * 60 }),
};

/**
 * Login and reset throttling, attached to the routes themselves (`config.middlewares` of `POST /auth/local`
 * and `POST /forgot-password`): whatever spelling of the path the router matched (`/api/auth/local/`,
 * `/API/auth/LOCAL`), the same rule and the same counters apply. Counting per client address stops a guesser
 * who rotates the e-mail field; counting per account stops one spread over many addresses. The client address
 * is `ctx.request.ip`, set by the client-address middleware; the counters live in the database.
 */
export default (config: { rule?: ThrottleRule }, { strapi }: { strapi: Core.Strapi }) => {
  const name = config?.rule;
  if (!name || !(name in RULES)) throw new Error(`auth-throttle: unknown rule ${String(name)}`);
  const rule = RULES[name]();
  let limiters: Promise<{ client: Limiter; account: Limiter }> | undefined;
  const load = () =>
    (limiters ??= Promise.all([
      createLimiter(strapi, { name: `${name}-client`, points: rule.perClient, durationSeconds: rule.windowSeconds }),
      createLimiter(strapi, { name: `${name}-account`, points: rule.perAccount, durationSeconds: rule.windowSeconds }),
    ]).then(([client, account]) => ({ client, account })));

  const refuse = (ctx: Context, msBeforeNext: number) => {
    strapi.log.warn(`[throttle] ${name} refused for ${ctx.request.ip}`);
    ctx.set('Retry-After', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
    ctx.status = 429;
    ctx.body = { data: null, error: { status: 429, name: 'TooManyRequestsError', message: messages.tropDeTentatives } };
  };

  return async (ctx: Context, next: Next) => {
    const { client, account } = await load();
    const body = (ctx.request.body ?? {}) as { identifier?: unknown; email?: unknown };
    const email = String(body.identifier ?? body.email ?? '')
      .trim()
      .toLowerCase()
      .slice(0, 320);
    const accountKey = email ? hashKey(email) : '';

    // Both counters are taken before the attempt, atomically in the database, so parallel attempts cannot
    // slip through together; a successful login gives its account back a clean slate.
    try {
      await client.consume(hashKey(ctx.request.ip));
      if (accountKey) await account.consume(accountKey);
    } catch (error) {
      if (error instanceof RateLimiterRes) return refuse(ctx, error.msBeforeNext);
      throw error;
    }

    // A refused login is thrown by users-permissions and turned into a 400 further out.
    let failed = true;
    try {
      await next();
      failed = ctx.status >= 400;
    } finally {
      if (accountKey && !failed && !rule.countsSuccess) await account.delete(accountKey);
    }
  };
};
