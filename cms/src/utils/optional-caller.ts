import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { UIDS } from '../uids';
import { fieldOf } from './field-of';

/** The caller of a public route from its bearer token, or null for a visitor (or an expired or forged token). */
export async function optionalCaller(strapi: Core.Strapi, ctx: Context): Promise<{ id: number; role: string } | null> {
  try {
    const id: unknown = fieldOf(await strapi.plugin('users-permissions').service('jwt').getToken(ctx), 'id');
    if (typeof id !== 'number' || !id) return null;
    const user = await strapi.db.query(UIDS.user).findOne({ where: { id, blocked: false }, populate: { role: { select: ['type'] } } });
    return user ? { id: user.id, role: user.role?.type ?? '' } : null;
  } catch {
    return null;
  }
}
