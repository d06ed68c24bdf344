import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isPreferenceId, preferences, type PreferenceHolder } from '../services/preferences';
import { validUnsubscribeToken, type MailingList } from '../services/unsubscribe-token';

type User = { id: number; role?: { type?: string } };

/** The preference centre's holder: candidates, and recruiters for the messaging e-mail. */
const holderOf = (ctx: Context): PreferenceHolder => ((ctx.state.user as User).role?.type === 'recruteur' ? 'recruteur' : 'candidat');

/** The user of a signed preference-centre link and whose preferences they hold (a candidate's or a recruiter's). */
async function signedHolder(strapi: Core.Strapi, ctx: Context): Promise<{ userId: number; holder: PreferenceHolder } | null> {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const userId = Number(body.u);
  const token = typeof body.t === 'string' ? body.t : '';
  if (!Number.isInteger(userId) || userId <= 0 || !validUnsubscribeToken(userId, token, 'preferences')) return null;
  const user = (await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: userId, blocked: false }, select: ['id'], populate: { role: { select: ['type'] } } })) as User | null;
  const role = user?.role?.type;
  return role === 'candidat' || role === 'recruteur' ? { userId, holder: role } : null;
}

/** A signed link's row id and signature, checked for its list; null when either is wrong. */
function signedId(ctx: Context, list: MailingList): number | null {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const id = Number(body.c);
  const token = typeof body.t === 'string' ? body.t : '';
  return Number.isInteger(id) && id > 0 && validUnsubscribeToken(id, token, list) ? id : null;
}

function refuse(ctx: Context) {
  ctx.status = 400;
  ctx.body = { code: 400 };
}

/** The preference centre and the one-click unsubscribe links of the newsletter and of the messaging e-mails. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /preference — each of the caller's preferences with its label and whether it is ticked. */
  async list(ctx: Context) {
    ctx.body = { code: 200, preferences: await preferences(strapi).list(holderOf(ctx), (ctx.state.user as User).id) };
  },

  /** POST /preference/webtosmc/:id/:checked (the spec's GET; it changes data) — `checked` is 0 or 1. */
  async set(ctx: Context) {
    const id = String(ctx.params.id);
    const checked = String(ctx.params.checked);
    const done =
      isPreferenceId(id) &&
      (checked === '0' || checked === '1') &&
      (await preferences(strapi).set(holderOf(ctx), (ctx.state.user as User).id, id, checked === '1'));
    if (!done) {
      ctx.status = 404;
      ctx.body = { code: 404 };
      return;
    }
    ctx.body = { code: 200, id, checked: checked === '1' };
  },

  /** POST /preference/lien {u, t} — the preference centre opened from an e-mail's signed link, without logging in. */
  async signedList(ctx: Context) {
    const signed = await signedHolder(strapi, ctx);
    if (!signed) return refuse(ctx);
    ctx.body = { code: 200, preferences: await preferences(strapi).list(signed.holder, signed.userId) };
  },

  /** POST /preference/lien/:id/:checked {u, t} — one box of that centre. */
  async signedSet(ctx: Context) {
    const signed = await signedHolder(strapi, ctx);
    if (!signed) return refuse(ctx);
    const id = String(ctx.params.id);
    const checked = String(ctx.params.checked);
    const done =
      isPreferenceId(id) &&
      (checked === '0' || checked === '1') &&
      (await preferences(strapi).set(signed.holder, signed.userId, id, checked === '1'));
    if (!done) return refuse(ctx);
    ctx.body = { code: 200, id, checked: checked === '1' };
  },

  /** POST /newsletter/desinscription {c, t} — from the e-mail's link or the mail client's one-click (RFC 8058). */
  async unsubscribe(ctx: Context) {
    const candidate = signedId(ctx, 'newsletter');
    if (candidate === null) return refuse(ctx);
    await preferences(strapi).unsubscribe('newsletter', candidate);
    ctx.body = { code: 200 };
  },

  /** POST /messagerie/desinscription {l, c, t} — the unread-messages e-mail's link: `l` is `candidat` or `recrutement`. */
  async unsubscribeMessaging(ctx: Context) {
    const side = (ctx.request.body as { l?: unknown } | undefined)?.l;
    const list = side === 'candidat' ? 'messagerie-candidat' : side === 'recrutement' ? 'messagerie-recruteur' : null;
    const id = list ? signedId(ctx, list) : null;
    if (!list || id === null) return refuse(ctx);
    await preferences(strapi).unsubscribe(list, id);
    ctx.body = { code: 200 };
  },
});
