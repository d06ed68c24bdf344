import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages, moderationSchema, parseForm } from '@cep/domain';
import { OFFER_RELATIONS, type OfferRow } from '../../../offers/attributes';
import { applyOfferAction, OFFER_UID } from '../../../offers/lifecycle';
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

  /**
   * PUT /api/backoffice/offers/:id with `etat` 'publiee' (validate) or 'refusee' (refuse, `motifRefus`
   * required): a moderator's decision on an offer in validation, through the state machine.
   */
  async update(ctx: Context) {
    const id = String(ctx.params.id);
    const offer = (await strapi.documents(OFFER_UID).findOne({ documentId: id, populate: OFFER_RELATIONS })) as unknown as OfferRow | null;
    if (!offer) return ctx.notFound('Offre introuvable');
    const parsed = parseForm(moderationSchema, ctx.request.body);
    if (!parsed.ok) {
      ctx.status = 400;
      // react-admin shows `errors` under each field and `message` in the notification.
      ctx.body = { message: messages.donneesNonValides, errors: parsed.errors };
      return;
    }
    const user = ctx.state.user as { email: string; prenom?: string | null; nom?: string | null };
    const name = [user.prenom, user.nom].filter(Boolean).join(' ') || user.email;
    const action = parsed.data.etat === 'publiee' ? 'valider' : 'refuser';
    const result = await applyOfferAction(strapi, offer, action, 'moderateur', {
      motifRefus: parsed.data.motifRefus,
      moderator: { name: `${name} <${user.email}>` },
    });
    if (!result.ok) {
      ctx.status = 409;
      ctx.body = { message: messages.actionImpossible };
      return;
    }
    ctx.body = await offerRecords(strapi).get(id);
  },
});
