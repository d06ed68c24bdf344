import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages } from '@cep/domain';
import { accountLimiter } from '../middlewares/auth-throttle';
import { hashKey, RateLimiterRes } from '../throttle/store';
import { Refusal, refuse, writeRefusal } from '../contracts/refusal';
import { UIDS } from '../uids';

/**
 * Checks the password typed behind a session (a password or address change, an account deletion): `null` when it is
 * right, else the refusal to answer — the field's French error, or 429 (with its `Retry-After`) once the account has
 * had its five failures in fifteen minutes. The failures are the login's own counter for that account (in the
 * database, shared by every instance), so a stolen session cannot guess the password faster than a login form can
 * (issue #36 item 3); a right password clears it, as a login does.
 */
export async function wrongPassword(
  strapi: Core.Strapi,
  ctx: Context,
  userId: number,
  password: unknown,
  field: string,
): Promise<Refusal | null> {
  const row = await strapi.db.query(UIDS.user).findOne({ where: { id: userId }, select: ['password', 'email'] });
  const key = hashKey(String(row?.email ?? `utilisateur:${userId}`).toLowerCase());
  const limiter = await accountLimiter(strapi, 'login');
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    ctx.set('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
    return new Refusal({ code: 429, errors: { [field]: messages.tropDeTentatives } });
  }
  const matches =
    typeof password === 'string' &&
    password !== '' &&
    (await strapi
      .plugin('users-permissions')
      .service('user')
      .validatePassword(password, row?.password ?? ''));
  if (matches) {
    await limiter.delete(key);
    return null;
  }
  return refuse.invalid({ [field]: messages.motDePasseActuel });
}

/** `wrongPassword`, for a handler that reads its refusal from the context: written there, and `false`. */
export async function confirmPassword(
  strapi: Core.Strapi,
  ctx: Context,
  userId: number,
  password: unknown,
  field: string,
): Promise<boolean> {
  const refusal = await wrongPassword(strapi, ctx, userId, password, field);
  if (refusal) writeRefusal(ctx, refusal);
  return refusal === null;
}
