import type { Core } from '@strapi/strapi';
import { messages, parseForm, recruiterAlertSchema } from '@cep/domain';
import type { alertRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { validUnsubscribeToken } from '../../newsletter';
import { cvAlerts } from '../services/cv-alerts';

type Routes = typeof alertRoutes;

/** Recruiters' CV alerts (spec 02 §3, §7), within the caller's account. */
export const cvAlertHandlers = (
  strapi: Core.Strapi,
): Handlers<Pick<Routes, 'cvUnsubscribe' | 'cvList' | 'cvFindOne' | 'cvSave' | 'cvToggle' | 'cvRemove'>> => ({
  /** The digest's signed one-click link: the alert is suspended. */
  async cvUnsubscribe({ body }) {
    if (!validUnsubscribeToken(body.a, body.t, 'alerte-cv')) return refuse.badRequest(messages.lienInvalide);
    await cvAlerts(strapi).unsubscribe(body.a);
    return { code: 200 };
  },

  async cvList({ membership }) {
    return { code: 200, alertes: await cvAlerts(strapi).list(membership.accountId) };
  },

  async cvFindOne({ params, membership }) {
    const alert = await cvAlerts(strapi).find(membership.accountId, params.id);
    return alert ? { code: 200, alerte: alert } : refuse.notFound();
  },

  /** A new alert, or (with `id`) the account's alert changed. */
  async cvSave({ body, membership }) {
    const { accountId, userId } = membership;
    // Another account's alert is not found, whatever the form holds.
    if (body.id && !(await cvAlerts(strapi).find(accountId, body.id))) return refuse.notFound();
    const parsed = parseForm(recruiterAlertSchema, body);
    if (!parsed.ok) return refuse.invalid(parsed.errors);
    if (body.id) {
      const updated = await cvAlerts(strapi).update(accountId, body.id, parsed.data);
      return updated ? { code: 200, alerte: updated } : refuse.notFound();
    }
    const created = await cvAlerts(strapi).create(accountId, userId, parsed.data);
    if (created === 'trop') return refuse.invalid({ _form: messages.alertesTrop });
    return { code: 200, alerte: created };
  },

  /** The spec's GET; it writes. */
  async cvToggle({ params, membership }) {
    const statut = await cvAlerts(strapi).toggle(membership.accountId, params.id);
    return statut ? { code: 200, statut } : refuse.notFound();
  },

  /** The spec's GET; it deletes. */
  async cvRemove({ params, membership }) {
    return (await cvAlerts(strapi).remove(membership.accountId, params.id)) ? { code: 200 } : refuse.notFound();
  },
});
