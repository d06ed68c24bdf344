import type { Core } from '@strapi/strapi';
import { candidateAlertSchema, messages, offersQueryToAlert, parseForm } from '@cep/domain';
import type { alertRoutes } from '@cep/domain/contracts';
import { owned, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { validUnsubscribeToken } from '../../newsletter';
import { candidateAlerts, criteriaOf, type SaveOutcome } from '../services/candidate-alerts';

type Routes = typeof alertRoutes;

/** A refused save: the criteria are kept by the form; the reason goes under it. */
function refuseSave(outcome: Extract<SaveOutcome, { ok: false }>) {
  const message = { presente: messages.alertePresente, trop: messages.alertesTrop, zone: messages.zoneInvalide }[outcome.reason];
  return refuse.invalid(outcome.reason === 'zone' ? { zonegeo: message } : { _form: message }, outcome.id ? { id: outcome.id } : {});
}

/** The candidate's search alerts (spec 02 §2, §4, §7; issue #13 item 1). */
export const candidateAlertHandlers = (
  strapi: Core.Strapi,
): Handlers<
  Pick<Routes, 'unsubscribe' | 'fromSearch' | 'fromEmptySearch' | 'list' | 'create' | 'findOne' | 'update' | 'act' | 'remove'>
> => {
  /**
   * The current /offres search as an alert: `action` alerteok or alertepresente and the sentence to show (`html`,
   * plain text). Nothing to search on: 400 with the notice.
   */
  async function fromSearch(userId: number, search: string) {
    const parsed = parseForm(candidateAlertSchema, offersQueryToAlert(Object.fromEntries(new URLSearchParams(search))));
    if (!parsed.ok) return refuse.invalid(parsed.errors);
    const outcome = await candidateAlerts(strapi).create(userId, criteriaOf(parsed.data), 'quotidienne');
    if (!outcome.ok && outcome.reason === 'presente')
      return { action: 'alertepresente' as const, html: messages.alertePresente, id: outcome.id };
    if (!outcome.ok) return refuseSave(outcome);
    return { action: 'alerteok' as const, html: messages.alerteEnregistree, id: outcome.view.id };
  }

  return {
    /** The digest's signed one-click link (RFC 8058): the alert is suspended. */
    async unsubscribe({ body }) {
      if (!validUnsubscribeToken(body.a, body.t, 'alerte')) return refuse.badRequest(messages.lienInvalide);
      await candidateAlerts(strapi).unsubscribe(body.a);
      return { code: 200 };
    },
    fromSearch: ({ params, caller }) => fromSearch(caller.id, params.query),
    fromEmptySearch: ({ caller }) => fromSearch(caller.id, ''),

    async list({ caller }) {
      return { code: 200, alertes: await candidateAlerts(strapi).list(caller.id) };
    },

    async findOne({ params, caller }) {
      const alert = await candidateAlerts(strapi).find(caller.id, params.id);
      return alert ? { code: 200, alerte: alert } : refuse.notFound();
    },

    /** The alert-saving page's form (spec 02 §2). */
    async create({ body, caller }) {
      const outcome = await candidateAlerts(strapi).create(caller.id, criteriaOf(body), body.frequence);
      return outcome.ok ? { code: 200, alerte: outcome.view } : refuseSave(outcome);
    },

    update: owned(
      ({ params, caller }) => candidateAlerts(strapi).find(caller.id, params.id),
      async ({ params, body, caller }) => {
        const outcome = await candidateAlerts(strapi).update(caller.id, params.id, criteriaOf(body), body.frequence);
        if (!outcome) return refuse.notFound();
        return outcome.ok ? { code: 200, alerte: outcome.view } : refuseSave(outcome);
      },
    ),

    /** `code`, `etat`; 409 when already in that state. */
    async act({ params, caller }) {
      const etat = await candidateAlerts(strapi).act(caller.id, params.id, params.action);
      if (etat === null) return refuse.notFound();
      if (etat === false) return refuse.conflict(messages.alerteDejaDansCetEtat);
      return { code: 200, etat };
    },

    async remove({ params, caller }) {
      return (await candidateAlerts(strapi).remove(caller.id, params.id)) ? { code: 200 } : refuse.notFound();
    },
  };
};
