import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { createSubsidiarySchema, messages, parseForm } from '@cep/domain';
import { postalCodesOfCity } from '../../../places/communes';
import { membershipIn } from '../../../utils/membership';
import { refuse } from '../../../utils/respond';
import { subsidiaries } from '../services/subsidiaries';

const subsidiarySchema = createSubsidiarySchema(postalCodesOfCity);

/** Subsidiaries of the caller's company account (spec 02 §3, §5, §7): listed for its members, added and removed by the owner. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    ctx.body = { code: 200, filiales: await subsidiaries(strapi).list(membershipIn(ctx).accountId) };
  },

  /** POST /api/recrutement/add/societefiliale: `isErrorCodepostal` and `msgErrorCodePostal` when the postal code does not match the city. */
  async create(ctx: Context) {
    const parsed = parseForm(subsidiarySchema, ctx.request.body);
    if (!parsed.ok) {
      const mismatch = parsed.errors.codePostal === messages.filialeCodePostalVille;
      return refuse(ctx, parsed.errors, {
        isErrorCodepostal: Boolean(parsed.errors.codePostal),
        msgErrorCodePostal: mismatch ? messages.filialeCodePostalVille : (parsed.errors.codePostal ?? ''),
      });
    }
    ctx.body = { code: 200, ...(await subsidiaries(strapi).create(membershipIn(ctx).accountId, parsed.data)) };
  },

  /** DELETE /api/recrutement/delete/societefiliale/:id — only a subsidiary of the caller's account, and only without offers. */
  async delete(ctx: Context) {
    const result = await subsidiaries(strapi).remove(membershipIn(ctx).accountId, String(ctx.params.id));
    if (result === 'not-found') return ctx.notFound();
    if (result === 'has-offers') {
      ctx.status = 409;
      ctx.body = { code: 409, message: messages.filialeOffres };
      return;
    }
    ctx.body = { code: 200 };
  },
});
