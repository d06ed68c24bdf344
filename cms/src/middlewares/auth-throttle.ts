import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { messages } from '@cep/domain';
import { createLimiter, hashKey, RateLimiterRes, type Limiter } from '../throttle/store';
import { fieldOf } from '../utils/field-of';

const envInt = (name: string, fallback: number) => Number.parseInt(process.env[name] ?? '', 10) || fallback;

export type ThrottleRule = 'login' | 'forgot-password' | 'signup' | 'contact' | 'utm' | 'address-check';

interface Rule {
  /** Who the client is: the visitor's address, or the signed-in user (a route behind a session). */
  client?: 'address' | 'user';
  /** Attempts from one client, whatever the e-mail. */
  perClient: number;
  /**
   * What counts on the client: `every` request, a login's `failures` only (a success gives its point back: a
   * school's or an office's network, where many people share one address, is never locked by logging in), or the
   * answers that `reveal` whether an address is registered.
   */
  clientCounts: 'failures' | 'every' | 'reveal';
  /** Attempts on one account (the e-mail in the body). */
  perAccount: number;
  /**
   * What counts on the account: `failures` (a login; a success clears them), `every` request (a reset e-mail),
   * or the answers that `reveal` whether the address is registered (a sign-up that reached that check).
   */
  accountCounts: 'failures' | 'every' | 'reveal';
  windowSeconds: number;
  /** The refusal's shape: Strapi's error object, or Cep's field map (sign-up forms show it under the e-mail). */
  answer: 'strapi' | 'fields';
}

/**
 * AUTH_THROTTLE_PER_IP and SIGNUP_THROTTLE_PER_IP raise the client allowances where many people share one
 * address (a school's network; the e2e suite).
 */
const RULES: Record<ThrottleRule, () => Rule> = {
  login: () => ({
    perClient: envInt('AUTH_THROTTLE_PER_IP', 20),
    clientCounts: 'failures',
    perAccount: 5,
    accountCounts: 'failures',
    windowSeconds: 15 * 60,
    answer: 'strapi',
  }),
  'forgot-password': () => ({
    perClient: 10,
    clientCounts: 'every',
    perAccount: 3,
    accountCounts: 'every',
    windowSeconds: 15 * 60,
    answer: 'strapi',
  }),
  // Sign-up must say « Un compte existe déjà » (spec): a few such answers per address and per client, each hour.
  signup: () => ({
    perClient: envInt('SIGNUP_THROTTLE_PER_IP', 20),
    clientCounts: 'every',
    perAccount: 5,
    accountCounts: 'reveal',
    windowSeconds: 60 * 60,
    answer: 'fields',
  }),
  // A public form that sends e-mails (a course's contact popup): a few an hour per client and per sender.
  contact: () => ({
    perClient: envInt('CONTACT_THROTTLE_PER_IP', 10),
    clientCounts: 'every',
    perAccount: 5,
    accountCounts: 'every',
    windowSeconds: 60 * 60,
    answer: 'fields',
  }),
  // Campaign arrivals (a row each): a visitor lands a few times an hour; a script posting in a loop stops here.
  utm: () => ({
    perClient: envInt('UTM_THROTTLE_PER_IP', 60),
    clientCounts: 'every',
    perAccount: 1,
    accountCounts: 'every',
    windowSeconds: 60 * 60,
    answer: 'fields',
  }),
  // Inviting a colleague or changing one's address says whether an address is registered, as a sign-up does
  // (issue #36 item 4): a few such answers per address, and per signed-in user, each hour.
  'address-check': () => ({
    client: 'user',
    perClient: envInt('ADDRESS_CHECK_THROTTLE_PER_USER', 20),
    clientCounts: 'reveal',
    perAccount: 5,
    accountCounts: 'reveal',
    windowSeconds: 60 * 60,
    answer: 'fields',
  }),
};

/** Marks the request as one whose answer says whether `address-check`'s address is registered (counted after it). */
export function markAddressChecked(ctx: Context): void {
  ctx.state.addressChecked = true;
}

/**
 * A rule's per-account counter, for checks of the same secret made elsewhere: the current password typed behind a
 * session counts with the login's failures (users/password-check.ts).
 */
export function accountLimiter(strapi: Core.Strapi, name: ThrottleRule): Promise<Limiter> {
  const rule = RULES[name]();
  return createLimiter(strapi, { name: `${name}-account`, points: rule.perAccount, durationSeconds: rule.windowSeconds });
}

/** Did this sign-up answer say whether the address is registered (created, or « Un compte existe déjà »)? */
function revealed(ctx: Context, rule: ThrottleRule): boolean {
  if (rule === 'address-check') return ctx.state.addressChecked === true;
  return ctx.status < 400 || fieldOf(fieldOf(ctx.body, 'errors'), 'email') === messages.compteExiste;
}

/**
 * Login, reset and sign-up throttling, attached to the routes themselves (`config.middlewares` of
 * `POST /auth/local`, `POST /forgot-password` and `POST /inscription/*`): whatever spelling of the path the
 * router matched (`/api/auth/local/`, `/API/auth/LOCAL`), the same rule and the same counters apply. Counting
 * per client address stops a guesser who rotates the e-mail field; counting per account stops one spread over
 * many addresses. The client address is `ctx.request.ip`, set by the client-address middleware; the counters
 * live in the database (throttle/store.ts).
 */
export default (config: { rule?: ThrottleRule; field?: string }, { strapi }: { strapi: Core.Strapi }) => {
  const name = config?.rule;
  if (!name || !(name in RULES)) throw new Error(`auth-throttle: unknown rule ${String(name)}`);
  const rule = RULES[name]();
  // The body's field that holds the address, and under which a refusal is shown.
  const field = config.field ?? 'email';
  let limiters: Promise<{ client: Limiter; account: Limiter }> | undefined;
  const load = () =>
    (limiters ??= Promise.all([
      createLimiter(strapi, { name: `${name}-client`, points: rule.perClient, durationSeconds: rule.windowSeconds }),
      accountLimiter(strapi, name),
    ]).then(([client, account]) => ({ client, account })));

  const refuse = (ctx: Context, msBeforeNext: number) => {
    strapi.log.warn(`[throttle] ${name} refused for ${ctx.request.ip}`);
    ctx.set('Retry-After', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
    ctx.status = 429;
    ctx.body =
      rule.answer === 'fields'
        ? { code: 429, errors: { [field]: messages.tropDeTentatives } }
        : { data: null, error: { status: 429, name: 'TooManyRequestsError', message: messages.tropDeTentatives } };
  };

  return async (ctx: Context, next: Next) => {
    const { client, account } = await load();
    const body: unknown = ctx.request.body;
    const email = String((field === 'email' ? (fieldOf(body, 'identifier') ?? fieldOf(body, 'email')) : fieldOf(body, field)) ?? '')
      .trim()
      .toLowerCase()
      .slice(0, 320);
    const accountKey = email ? hashKey(email) : '';
    const user = fieldOf(ctx.state.user, 'id');
    const clientKey = hashKey(rule.client === 'user' && user ? `utilisateur:${user}` : ctx.request.ip);

    // Every counter is taken before the attempt, atomically in the database, so parallel attempts cannot slip
    // through together; what the answer shows gives points back after it. A login's success gives the address its
    // point back and the account a clean slate; an answer that revealed nothing gives back a `reveal` point.
    let clientTaken = false;
    try {
      await client.consume(clientKey);
      clientTaken = true;
      if (accountKey) await account.consume(accountKey);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      // A refusal reveals nothing: the client's `reveal` point goes back.
      if (clientTaken && rule.clientCounts === 'reveal') await client.reward(clientKey, 1);
      return refuse(ctx, error.msBeforeNext);
    }

    // A refused login is thrown by users-permissions and turned into a 400 further out.
    let failed = true;
    try {
      await next();
      failed = ctx.status >= 400;
    } finally {
      const shown = revealed(ctx, name);
      if ((rule.clientCounts === 'failures' && !failed) || (rule.clientCounts === 'reveal' && !shown)) await client.reward(clientKey, 1);
      if (accountKey && rule.accountCounts === 'failures' && !failed) await account.delete(accountKey);
      if (accountKey && rule.accountCounts === 'reveal' && !shown) await account.reward(accountKey, 1);
    }
  };
};
