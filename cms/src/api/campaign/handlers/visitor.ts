import type { Core } from '@strapi/strapi';
import type { campaignRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { UIDS } from '../../../uids';

/**
 * A visit that arrived with `utm_*` parameters (spec 02 §7), as the spec's array of key/value pairs with `utm_date`.
 * Kept for staff; the visitor's page only logs a failure.
 */
export const visitorHandlers = (strapi: Core.Strapi): Handlers<typeof campaignRoutes> => ({
  async store({ body }) {
    const value = (key: string) => body.find((pair) => pair.key === key)?.value;
    await strapi.documents(UIDS.campaign).create({
      data: {
        source: value('utm_source'),
        medium: value('utm_medium'),
        campagne: value('utm_campaign'),
        parametres: body,
        vueLe: new Date(value('utm_date') ?? Date.now()).toISOString(),
      },
    });
    return { code: 200 };
  },
});
