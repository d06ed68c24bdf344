import { factories } from '@strapi/strapi';
import type { Context } from 'koa';

export default factories.createCoreController('api::offer.offer', ({ strapi }) => ({
  /** GET /api/offres/:id — the public offer page's data. */
  async findPublic(ctx: Context) {
    const offer = await strapi.service('api::offer.offer').findPublic(String(ctx.params.id));
    if (!offer) return ctx.notFound('Offre introuvable');
    ctx.body = { data: offer };
  },
}));
