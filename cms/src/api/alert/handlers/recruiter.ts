import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages, parseForm, recruiterAlertSchema } from '@cep/domain';
import { membershipIn } from '../../../utils/membership';
import { refuse } from '../../../utils/respond';
import { validUnsubscribeToken } from '../../newsletter/services/unsubscribe-token';
import { cvAlerts } from '../services/cv-alerts';

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.body = { code: 404 };
}

/** Recruiters' CV alerts (spec 02 §3, §7), within the caller's account. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /recrutement/alertes — the account's CV alerts. */
  async list(ctx: Context) {
    ctx.body = { code: 200, alertes: await cvAlerts(strapi).list(membershipIn(ctx).accountId) };
  },

  /** GET /recrutement/alert/{id} — the alert (spec 02 §3 fields). */
  async findOne(ctx: Context) {
    const alert = await cvAlerts(strapi).find(membershipIn(ctx).accountId, String(ctx.params.id));
    if (!alert) return notFound(ctx);
    ctx.body = { code: 200, alerte: alert };
  },

  /** POST /recrutement/ajout-alerte/cvtheque — a new alert, or (with `id`) the account's alert changed. */
  async save(ctx: Context) {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const { accountId, userId } = membershipIn(ctx);
    const editing = typeof body.id === 'string' && body.id ? body.id : null;
    // Another account's alert is not found, whatever the form holds.
    if (editing && !(await cvAlerts(strapi).find(accountId, editing))) return notFound(ctx);
    const parsed = parseForm(recruiterAlertSchema, body);
    if (!parsed.ok) return refuse(ctx, parsed.errors);
    if (editing) {
      const updated = await cvAlerts(strapi).update(accountId, editing, parsed.data);
      if (!updated) return notFound(ctx);
      ctx.body = { code: 200, alerte: updated };
      return;
    }
    const created = await cvAlerts(strapi).create(accountId, userId, parsed.data);
    if (created === 'trop') return refuse(ctx, { _form: messages.alertesTrop });
    ctx.body = { code: 200, alerte: created };
  },

  /** POST /recrutement/active-alerte/{id} (the spec's GET; it writes) — `code`, `statut`. */
  async toggle(ctx: Context) {
    const statut = await cvAlerts(strapi).toggle(membershipIn(ctx).accountId, String(ctx.params.id));
    if (!statut) return notFound(ctx);
    ctx.body = { code: 200, statut };
  },

  /** DELETE /recrutement/delete-alerte/{id} (the spec's GET; it deletes). */
  async remove(ctx: Context) {
    if (!(await cvAlerts(strapi).remove(membershipIn(ctx).accountId, String(ctx.params.id)))) return notFound(ctx);
    ctx.body = { code: 200 };
  },

  /** POST /recrutement/alerte/desinscription {a, t} — the digest's signed one-click link: the alert is suspended. */
  async unsubscribe(ctx: Context) {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const alert = Number(body.a);
    const token = typeof body.t === 'string' ? body.t : '';
    if (!Number.isInteger(alert) || alert <= 0 || !validUnsubscribeToken(alert, token, 'alerte-cv')) {
      ctx.status = 400;
      ctx.body = { code: 400 };
      return;
    }
    await cvAlerts(strapi).unsubscribe(alert);
    ctx.body = { code: 200 };
  },
});
