import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { UIDS } from '../../uids';

type UserService = {
  ensureHashedPasswords(values: { password: string }): Promise<{ password: string }>;
  validatePassword(password: string, hash: string): Promise<boolean>;
};
const dummyHashes = new WeakMap<Core.Strapi, Promise<string>>();

/** A hash of a random password, made once with the user model's own bcrypt cost: comparing with it costs the same. */
function dummyHash(strapi: Core.Strapi, users: UserService): Promise<string> {
  let hash = dummyHashes.get(strapi);
  if (!hash) {
    hash = users.ensureHashedPasswords({ password: randomBytes(16).toString('hex') }).then((values) => values.password);
    dummyHashes.set(strapi, hash);
  }
  return hash;
}

/**
 * Strapi's local login answers at once when no account has the identifier, and only after a bcrypt comparison
 * (tens of milliseconds) when one does: the delay tells registered addresses apart. Before Strapi's own
 * callback runs, an identifier without a local account with a password gets the same comparison, against a
 * dummy hash; Strapi then refuses it as before.
 */
export async function spendHashTimeOnUnknownIdentifier(strapi: Core.Strapi, ctx: Context): Promise<void> {
  if ((ctx.params?.provider ?? 'local') !== 'local') return;
  const body = (ctx.request.body ?? {}) as { identifier?: unknown; password?: unknown };
  if (typeof body.identifier !== 'string' || typeof body.password !== 'string' || !body.identifier || !body.password) return;
  // The same lookup as Strapi's callback.
  const user = (await strapi.db.query(UIDS.user).findOne({
    select: ['id', 'password'],
    where: { provider: 'local', $or: [{ email: body.identifier.toLowerCase() }, { username: body.identifier }] },
  })) as { password?: string | null } | null;
  if (user?.password) return;
  const users = strapi.plugin('users-permissions').service('user') as unknown as UserService;
  await users.validatePassword(body.password, await dummyHash(strapi, users));
}
