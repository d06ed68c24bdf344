import type { Context } from 'koa';

/**
 * The signed-in user's id on a route that requires authentication (users-permissions set `ctx.state.user`); a
 * route without it calling this is a programming error, not a 401.
 */
export function userIdOf(ctx: Context): number {
  const user = ctx.state.user as { id?: unknown } | undefined;
  if (typeof user?.id !== 'number') throw new Error(`route ${ctx.method} ${ctx.path} has no authenticated user`);
  return user.id;
}
