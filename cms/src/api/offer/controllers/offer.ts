import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages } from '@cep/domain';
import { profiles } from '../../candidate/services/profiles';
import { optionalCaller } from '../../../utils/optional-caller';
import { isOpen } from '../utils/public-offer';
import { userIdOf } from '../../../utils/current-user';

export default factories.createCoreController('api::offer.offer', ({ strapi }) => {
  const caller = (ctx: Context) => optionalCaller(strapi, ctx);

  return {
    /** GET /api/offres/:id — the public offer page's data. */
    async findPublic(ctx: Context) {
      const offer = await strapi.service('api::offer.offer').findPublic(String(ctx.params.id));
      if (!offer) return ctx.notFound('Offre introuvable');
      ctx.body = { data: offer };
    },

    /** GET /api/plan/offres — every open offer, for sitemap.xml. */
    async sitemap(ctx: Context) {
      ctx.body = { data: await strapi.service('api::offer.offer').sitemap() };
    },

    /** POST /api/offre/selection/:id — the candidate's shortlist toggle (spec 02 §6, §7). */
    async toggleSelection(ctx: Context) {
      const user = await caller(ctx);
      if (!user) {
        ctx.body = { action: 'noconnect', message: messages.selectionNonConnecte };
        return;
      }
      if (user.role !== 'candidat') {
        ctx.body = { action: 'connect-recruteur', message: messages.selectionRecruteur };
        return;
      }
      const documentId = String(ctx.params.id);
      const offer = await strapi.documents('api::offer.offer').findOne({ documentId, fields: ['etat', 'dateExpiration'] });
      const selected = (await profiles(strapi).selectedOfferIds(user.id)).includes(documentId);
      // A closed offer can leave the shortlist, never enter it.
      if (!offer || (!selected && !isOpen(offer))) return ctx.notFound(messages.offreIntrouvable);
      ctx.body = { action: (await profiles(strapi).toggleSelection(user.id, offer)) ? 'ajout' : 'supp' };
    },

    /**
     * GET /api/candidat/selection — ids of the candidate's shortlisted offers (`data`), and the public view of
     * those still public (`offres`, « Ma sélection »; an expired one shows as closed).
     */
    async selection(ctx: Context) {
      const ids = await profiles(strapi).selectedOfferIds(userIdOf(ctx));
      ctx.body = { data: ids, offres: await strapi.service('api::offer.offer').findPublicMany(ids) };
    },
  };
});
