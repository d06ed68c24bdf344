import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { UIDS } from '../uids';

/** The caller of a public route from its bearer token, or null for a visitor (or an expired or forged token). */
export async function optionalCaller(strapi: Core.Strapi, ctx: Context): Promise<{ id: number; role: string } | null> {
  try {
    const payload = (await strapi.plugin('users-permissions').service('jwt').getToken(ctx)) as { id?: number } | null;
    if (!payload?.id) return null;
    const user = await strapi.db
      .query(UIDS.user)
      .findOne({ where: { id: payload.id, blocked: false }, populate: { role: { select: ['type'] } } });
    return user ? { id: user.id, role: user.role?.type ?? '' } : null;
  } catch {
    return null;
  }
}
