import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { offerSearchQuery } from '../../../search/offer-search-query';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/search/offres?q=&contrat=&departement=&vendanges=&tri=&page= */
  async offres(ctx: Context) {
    const params = offerSearchQuery(ctx.query);
    ctx.body = await strapi.service('api::search.search').searchOffersWithFeatured(params, params.sort?.field === 'pay');
  },

  /** GET /api/nboffre/:query — number of open offers matching a free-text query. */
  async nboffre(ctx: Context) {
    const nb = await strapi.service('api::search.search').countOffers({ q: String(ctx.params.query ?? '') });
    ctx.body = { nb };
  },
});
