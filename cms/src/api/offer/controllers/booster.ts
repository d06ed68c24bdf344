import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isBoosterOption, messages } from '@cep/domain';
import { membershipIn } from '../../../utils/membership';
import { applyBooster } from '../services/boosters';
import { recruiterOffers } from '../services/recruiter-offers';

const REFUSALS = {
  state: { status: 409, message: messages.boosterOffreNonPubliee },
  active: { status: 409, message: messages.boosterDejaActif },
  credit: { status: 402, message: messages.boosterSansCredit },
  booking: { status: 404, message: messages.offreIntrouvable },
} as const;

/** Boosters on a published offer, paid with credits (spec 02 §4, §7; issue #12 item 8). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /recrutement/offre/:id/utilisation/booster/:type — `code`, `credit` (the spec's GET; it spends a credit). */
  async use(ctx: Context) {
    const option = Number(ctx.params.type);
    const { accountId } = membershipIn(ctx);
    const offer = isBoosterOption(option) ? await recruiterOffers(strapi).owned(accountId, String(ctx.params.id)) : null;
    if (!offer || !isBoosterOption(option)) {
      ctx.status = 404;
      ctx.body = { code: 404, message: messages.offreIntrouvable };
      return;
    }
    const result = await applyBooster(strapi, accountId, offer, option);
    if (!result.ok) {
      const refusal = REFUSALS[result.reason];
      ctx.status = refusal.status;
      ctx.body = { code: refusal.status, message: refusal.message };
      return;
    }
    ctx.body = { code: 200, credit: result.credit };
  },

  /** GET /load-card-offre/:id — the offer's card, refreshed after a booster (JSON where the spec returns HTML). */
  async card(ctx: Context) {
    const card = await recruiterOffers(strapi).card(membershipIn(ctx).accountId, String(ctx.params.id));
    if (!card) {
      ctx.status = 404;
      ctx.body = { code: 404, message: messages.offreIntrouvable };
      return;
    }
    ctx.body = { code: 200, offre: card };
  },
});
