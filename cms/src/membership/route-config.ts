import type { Context } from 'koa';
import type { AccountMemberConfig, Membership } from './current-membership';

/**
 * The route config of an account-scoped route. A fresh object per route: Strapi writes each route's auth
 * scope into its config, so routes must not share one.
 */
export const member = (config: AccountMemberConfig = {}) => ({
  policies: [{ name: 'global::account-member', config }],
});

/** The membership the policy loaded; a route without the policy is a programming error, not a 403. */
export function membershipIn(ctx: Context): Membership {
  const membership = ctx.state.membership as Membership | undefined;
  if (!membership) throw new Error(`route ${ctx.method} ${ctx.path} has no account-member policy`);
  return membership;
}
