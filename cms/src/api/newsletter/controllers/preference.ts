import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isPreferenceId, preferences } from '../services/preferences';
import { validUnsubscribeToken } from '../services/unsubscribe-token';

type User = { id: number };

/** The candidate's preference centre and the newsletter's one-click unsubscribe. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /preference — each preference with its label and whether it is ticked. */
  async list(ctx: Context) {
    ctx.body = { code: 200, preferences: await preferences(strapi).list((ctx.state.user as User).id) };
  },

  /** POST /preference/webtosmc/:id/:checked (the spec's GET; it changes data) — `checked` is 0 or 1. */
  async set(ctx: Context) {
    const id = String(ctx.params.id);
    const checked = String(ctx.params.checked);
    if (!isPreferenceId(id) || (checked !== '0' && checked !== '1')) {
      ctx.status = 404;
      ctx.body = { code: 404 };
      return;
    }
    await preferences(strapi).set((ctx.state.user as User).id, id, checked === '1');
    ctx.body = { code: 200, id, checked: checked === '1' };
  },

  /** POST /newsletter/desinscription {c, t} — from the e-mail's link or the mail client's one-click (RFC 8058). */
  async unsubscribe(ctx: Context) {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const candidate = Number(body.c);
    const token = typeof body.t === 'string' ? body.t : '';
    if (!Number.isInteger(candidate) || candidate <= 0 || !validUnsubscribeToken(candidate, token)) {
      ctx.status = 400;
      ctx.body = { code: 400 };
      return;
    }
    await preferences(strapi).unsubscribe(candidate);
    ctx.body = { code: 200 };
  },
});
