import type { Core } from '@strapi/strapi';
import type { searchRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { offerSearchQuery } from '../../../search/offer-search-query';
import { offerSearchOf } from '../services/search';

/** The public offer search (spec 02 §2, §7). */
export const publicHandlers = (strapi: Core.Strapi): Handlers<typeof searchRoutes> => ({
  /** GET /api/search/offres?q=&contrat=&departement=&vendanges=&tri=&page= */
  async offers({ query }) {
    const params = offerSearchQuery(query);
    return offerSearchOf(strapi).searchOffersWithFeatured(params, params.sort?.field === 'pay');
  },

  /** GET /api/nboffre/:query — number of open offers matching a free-text query. */
  async count({ params }) {
    return { nb: await offerSearchOf(strapi).countOffers({ q: params.query }) };
  },
});
