import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { utmTouchSchema } from '@cep/domain';

/**
 * POST /utm-stockage-campagne (spec 02 §7): a visit that arrived with `utm_*` parameters, as the spec's array of
 * key/value pairs with `utm_date`. Kept for staff; the visitor's page only logs a failure.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async store(ctx: Context) {
    const parsed = utmTouchSchema.safeParse(ctx.request.body);
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = { code: 400 };
      return;
    }
    const value = (key: string) => parsed.data.find((pair) => pair.key === key)?.value;
    await strapi.documents('api::campaign.campaign').create({
      data: {
        source: value('utm_source'),
        medium: value('utm_medium'),
        campagne: value('utm_campaign'),
        parametres: parsed.data,
        vueLe: new Date(value('utm_date') ?? Date.now()).toISOString(),
      },
    });
    ctx.body = { code: 200 };
  },
});
