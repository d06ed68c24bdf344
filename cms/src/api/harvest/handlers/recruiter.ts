import type { Core } from '@strapi/strapi';
import { formatMessage, messages, START_CHASE_INTERVAL_HOURS } from '@cep/domain';
import type { harvestRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { harvestStarts } from '../services/starts';

type Routes = typeof harvestRoutes;

/** The estate's side of a confirmed start: within the caller's account; another account's offer, or not a harvest one, is 404. */
export const recruiterHandlers = (strapi: Core.Strapi): Handlers<Pick<Routes, 'headcount' | 'confirm' | 'chase'>> => ({
  async headcount({ params, query, membership }) {
    const page = Math.min(10_000, Math.max(1, Number.parseInt(query.page ?? '', 10) || 1));
    const headcount = await harvestStarts(strapi).headcount(membership.accountId, params.offerId, query.reponse, page);
    return headcount ? { code: 200, ...headcount } : refuse.notFound();
  },

  async confirm({ params, body, membership }) {
    const sent = await harvestStarts(strapi).confirm(membership.accountId, params.offerId, body);
    if (!sent) return refuse.notFound();
    if (sent.none) return refuse.conflict(messages.demarrageAucunPreselectionne);
    if ('unchanged' in sent) return refuse.conflict(messages.demarrageInchange);
    return { code: 200, prevenus: sent.prevenus, tour: sent.tour, reponsesRemisesAZero: sent.reset };
  },

  async chase({ params, membership }) {
    const chased = await harvestStarts(strapi).chase(membership.accountId, params.offerId);
    if (!chased) return refuse.notFound();
    if (chased.noStart) return refuse.conflict(messages.demarrageNonConfirme);
    if (chased.past) return refuse.conflict(messages.demarrageDepasse);
    if (chased.sent === 0) return refuse.conflict(formatMessage('demarrageAucuneRelance', { heures: START_CHASE_INTERVAL_HOURS }));
    return { code: 200, relances: chased.sent };
  },
});
