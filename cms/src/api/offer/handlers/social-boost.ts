import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { offerRoutes } from '@cep/domain/contracts';
import { owned, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { recruiterOffers } from '../services/recruiter-offers';
import { socialBoosts } from '../services/social-boosts';

type Routes = typeof offerRoutes;

/** The social boost form of an offer (spec 02 §2, §7; issue #12 item 9), within the caller's account. */
export const socialBoostHandlers = (strapi: Core.Strapi): Handlers<Pick<Routes, 'socialBoostForm' | 'bookSocialBoost'>> => ({
  /** `reserved_dates`, `max`, `datePublie`, `credit`. */
  async socialBoostForm({ params, membership }) {
    const offer = await recruiterOffers(strapi).owned(membership.accountId, params.ref);
    if (!offer) return refuse.notFound(messages.offreIntrouvable);
    return { code: 200, ...(await socialBoosts(strapi).form(membership.accountId, offer)) };
  },

  /**
   * The day and the logo: `code`, `credit`, `datePublie`, `reserved_dates`, `errors`. A refusal carries the field map
   * (and, as its message, the first of them); the days taken now are the form route's to tell (RefusalBody has no
   * `reserved_dates`).
   */
  bookSocialBoost: owned(
    ({ params, membership }) => recruiterOffers(strapi).owned(membership.accountId, params.ref),
    async ({ body, files, membership, caller }, offer) => {
      const answer = await socialBoosts(strapi).book(membership.accountId, offer, body, files.logo, caller.email);
      if (answer.ok)
        return { code: 200, credit: answer.credit, datePublie: answer.datePublie, reserved_dates: answer.reserved, errors: {} };
      if (answer.status === 400) return refuse.invalid(answer.errors);
      return refuse.status(answer.status, Object.values(answer.errors)[0] ?? messages.boostErreur, { errors: answer.errors });
    },
    messages.offreIntrouvable,
  ),
});
