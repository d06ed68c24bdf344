import type { Core } from '@strapi/strapi';
import { isBoosterOption, messages } from '@cep/domain';
import type { offerRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { applyBooster } from '../services/boosters';
import { recruiterOffers } from '../services/recruiter-offers';

type Routes = typeof offerRoutes;

const REFUSALS = {
  state: { status: 409, message: messages.boosterOffreNonPubliee },
  active: { status: 409, message: messages.boosterDejaActif },
  credit: { status: 402, message: messages.boosterSansCredit },
  booking: { status: 404, message: messages.offreIntrouvable },
} as const;

/** Boosters on a published offer, paid with credits (spec 02 §4, §7; issue #12 item 8), within the caller's account. */
export const boosterHandlers = (strapi: Core.Strapi): Handlers<Pick<Routes, 'useBooster' | 'card'>> => ({
  /** `code`, `credit` (the spec's GET; it spends a credit). */
  async useBooster({ params, membership }) {
    const option = Number(params.type);
    const { accountId } = membership;
    const offer = isBoosterOption(option) ? await recruiterOffers(strapi).owned(accountId, params.id) : null;
    if (!offer || !isBoosterOption(option)) return refuse.notFound(messages.offreIntrouvable);
    const result = await applyBooster(strapi, accountId, offer, option);
    if (!result.ok) {
      const refusal = REFUSALS[result.reason];
      return refuse.status(refusal.status, refusal.message);
    }
    return { code: 200, credit: result.credit };
  },

  /** The offer's card, refreshed after a booster (JSON where the spec returns HTML). */
  async card({ params, membership }) {
    const card = await recruiterOffers(strapi).card(membership.accountId, params.id);
    return card ? { code: 200, offre: card } : refuse.notFound(messages.offreIntrouvable);
  },
});
