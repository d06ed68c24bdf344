import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages } from '@cep/domain';
import { accountLimiter } from '../../../middlewares/auth-throttle';
import { hashKey, RateLimiterRes } from '../../../throttle/store';
import { refuse } from '../../../utils/respond';

const USER_UID = 'plugin::users-permissions.user';

/**
 * Checks the password typed behind a session (a password or address change, an account deletion) and answers the
 * refusal itself: the field's French error, or 429 once the account has had its five failures in fifteen minutes.
 * The failures are the login's own counter for that account (in the database, shared by every instance), so a
 * stolen session cannot guess the password faster than a login form can (issue #36 item 3); a right password
 * clears it, as a login does.
 */
export async function confirmPassword(
  strapi: Core.Strapi,
  ctx: Context,
  userId: number,
  password: unknown,
  field: string,
): Promise<boolean> {
  const row = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['password', 'email'] });
  const key = hashKey(String(row?.email ?? `utilisateur:${userId}`).toLowerCase());
  const limiter = await accountLimiter(strapi, 'login');
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    ctx.set('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
    ctx.status = 429;
    ctx.body = { code: 429, errors: { [field]: messages.tropDeTentatives } };
    return false;
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
    return true;
  }
  refuse(ctx, { [field]: messages.motDePasseActuel });
  return false;
}
