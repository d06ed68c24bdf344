import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { candidateAlertSchema, messages, offersQueryToAlert, parseForm, type AlertCreateAnswer } from '@cep/domain';
import { refuse } from '../../../utils/respond';
import { validUnsubscribeToken } from '../../newsletter/services/unsubscribe-token';
import { candidateAlerts, criteriaOf, type SaveOutcome } from '../services/candidate-alerts';
import { userIdOf } from '../../../utils/current-user';

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.body = { code: 404 };
}

/** A refused save: the criteria are kept by the form; the reason goes under it. */
function refuseSave(ctx: Context, outcome: Extract<SaveOutcome, { ok: false }>) {
  const message = { presente: messages.alertePresente, trop: messages.alertesTrop, zone: messages.zoneInvalide }[outcome.reason];
  refuse(ctx, outcome.reason === 'zone' ? { zonegeo: message } : { _form: message }, outcome.id ? { id: outcome.id } : {});
}

/** The candidate's search alerts (spec 02 §2, §4, §7; issue #13 item 1). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * POST /alerte/{query} (the spec's GET; it writes) — the current /offres search as an alert: `action` alerteok
   * or alertepresente and the sentence to show (`html`, plain text). Nothing to search on: 400 with the notice.
   */
  async fromSearch(ctx: Context) {
    const query = Object.fromEntries(new URLSearchParams(String(ctx.params.query ?? '')));
    const parsed = parseForm(candidateAlertSchema, offersQueryToAlert(query));
    if (!parsed.ok) return refuse(ctx, parsed.errors);
    const outcome = await candidateAlerts(strapi).create(userIdOf(ctx), criteriaOf(parsed.data), 'quotidienne');
    if (!outcome.ok && outcome.reason === 'presente') {
      ctx.body = { action: 'alertepresente', html: messages.alertePresente, id: outcome.id } satisfies AlertCreateAnswer;
      return;
    }
    if (!outcome.ok) return refuseSave(ctx, outcome);
    ctx.body = { action: 'alerteok', html: messages.alerteEnregistree, id: outcome.view.id } satisfies AlertCreateAnswer;
  },

  /** GET /candidat/alertes — the candidate's alerts, newest first. */
  async list(ctx: Context) {
    ctx.body = { code: 200, alertes: await candidateAlerts(strapi).list(userIdOf(ctx)) };
  },

  /** GET /candidat/alerte/{id}. */
  async findOne(ctx: Context) {
    const alert = await candidateAlerts(strapi).find(userIdOf(ctx), String(ctx.params.id));
    if (!alert) return notFound(ctx);
    ctx.body = { code: 200, alerte: alert };
  },

  /** POST /candidat/alerte — the alert-saving page's form (spec 02 §2). */
  async create(ctx: Context) {
    const parsed = parseForm(candidateAlertSchema, ctx.request.body);
    if (!parsed.ok) return refuse(ctx, parsed.errors);
    const outcome = await candidateAlerts(strapi).create(userIdOf(ctx), criteriaOf(parsed.data), parsed.data.frequence);
    if (!outcome.ok) return refuseSave(ctx, outcome);
    ctx.body = { code: 200, alerte: outcome.view };
  },

  /** PUT /candidat/alerte/{id}. */
  async update(ctx: Context) {
    // Someone else's alert is not found, whatever the form holds.
    if (!(await candidateAlerts(strapi).find(userIdOf(ctx), String(ctx.params.id)))) return notFound(ctx);
    const parsed = parseForm(candidateAlertSchema, ctx.request.body);
    if (!parsed.ok) return refuse(ctx, parsed.errors);
    const outcome = await candidateAlerts(strapi).update(
      userIdOf(ctx),
      String(ctx.params.id),
      criteriaOf(parsed.data),
      parsed.data.frequence,
    );
    if (!outcome) return notFound(ctx);
    if (!outcome.ok) return refuseSave(ctx, outcome);
    ctx.body = { code: 200, alerte: outcome.view };
  },

  /** POST /candidat/alerte/{id}/{suspendre|activer} — `code`, `etat`; 409 when already in that state. */
  async act(ctx: Context) {
    const action = String(ctx.params.action) as 'suspendre' | 'activer';
    const etat = await candidateAlerts(strapi).act(userIdOf(ctx), String(ctx.params.id), action);
    if (etat === null) return notFound(ctx);
    if (etat === false) {
      ctx.status = 409;
      ctx.body = { code: 409 };
      return;
    }
    ctx.body = { code: 200, etat };
  },

  /** DELETE /candidat/alerte/{id}. */
  async remove(ctx: Context) {
    if (!(await candidateAlerts(strapi).remove(userIdOf(ctx), String(ctx.params.id)))) return notFound(ctx);
    ctx.body = { code: 200 };
  },

  /** POST /alerte/desinscription {a, t} — the digest's signed one-click link (RFC 8058): the alert is suspended. */
  async unsubscribe(ctx: Context) {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const alert = Number(body.a);
    const token = typeof body.t === 'string' ? body.t : '';
    if (!Number.isInteger(alert) || alert <= 0 || !validUnsubscribeToken(alert, token, 'alerte')) {
      ctx.status = 400;
      ctx.body = { code: 400 };
      return;
    }
    await candidateAlerts(strapi).unsubscribe(alert);
    ctx.body = { code: 200 };
  },
});
