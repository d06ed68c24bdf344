import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages } from '@cep/domain';
import { membershipIn } from '../../../utils/membership';
import { uploadIn } from '../../../private-files/uploads';
import { recruiterOffers } from '../services/recruiter-offers';
import { socialBoosts } from '../services/social-boosts';

/** The social boost form of an offer (spec 02 §2, §7; issue #12 item 9), within the caller's account. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function owned(ctx: Context) {
    const offer = await recruiterOffers(strapi).owned(membershipIn(ctx).accountId, String(ctx.params.ref));
    if (!offer) {
      ctx.status = 404;
      ctx.body = { code: 404, message: messages.offreIntrouvable };
    }
    return offer;
  }

  return {
    /** GET /recrutement/offre/:ref/utilisation/boost/reseaux/sociaux — `reserved_dates`, `max`, `datePublie`, `credit`. */
    async form(ctx: Context) {
      const offer = await owned(ctx);
      if (!offer) return;
      ctx.body = { code: 200, ...(await socialBoosts(strapi).form(membershipIn(ctx).accountId, offer)) };
    },

    /** POST /recrutement/offre/:ref/utilisation/boost/reseaux/sociaux (date, logo) — `code`, `credit`, `datePublie`, `reserved_dates`, `errors`. */
    async book(ctx: Context) {
      const offer = await owned(ctx);
      if (!offer) return;
      const user = ctx.state.user as { email: string };
      const answer = await socialBoosts(strapi).book(
        membershipIn(ctx).accountId,
        offer,
        (ctx.request.body ?? {}) as Record<string, unknown>,
        await uploadIn(ctx, 'logo'),
        user.email,
      );
      if (answer.ok) {
        ctx.body = { code: 200, credit: answer.credit, datePublie: answer.datePublie, reserved_dates: answer.reserved, errors: {} };
        return;
      }
      ctx.status = answer.status;
      ctx.body = { code: answer.status, errors: answer.errors, reserved_dates: answer.reserved };
    },
  };
};
