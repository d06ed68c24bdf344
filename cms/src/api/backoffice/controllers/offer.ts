import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages, offerEditSchema, parseForm } from '@cep/domain';
import { offerRecords, SORTABLE } from '../services/offer-records';
import { contentRange, parseListQuery } from '../services/simple-rest';

/** /api/backoffice/offers, in ra-data-simple-rest's exact contract. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const query = parseListQuery(ctx.query, SORTABLE, 'createdAt');
    const { records, total } = await offerRecords(strapi).list(query);
    ctx.set('Content-Range', contentRange('offers', query.start, records.length, total));
    ctx.body = records;
  },

  async findOne(ctx: Context) {
    const record = await offerRecords(strapi).get(String(ctx.params.id));
    if (!record) return ctx.notFound('Offre introuvable');
    ctx.body = record;
  },

  async update(ctx: Context) {
    const id = String(ctx.params.id);
    if (!(await offerRecords(strapi).get(id))) return ctx.notFound('Offre introuvable');
    const parsed = parseForm(offerEditSchema, ctx.request.body);
    if (!parsed.ok) {
      ctx.status = 400;
      // react-admin shows `errors` under each field and `message` in the notification.
      ctx.body = { message: messages.donneesNonValides, errors: parsed.errors };
      return;
    }
    ctx.body = await offerRecords(strapi).update(id, parsed.data);
  },
});
