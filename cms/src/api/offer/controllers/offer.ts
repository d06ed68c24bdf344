import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages } from '@cep/domain';
import { loadScope } from '../../compte/services/scope';
import { isOpen } from '../../../offers/public-offer';

const USER_UID = 'plugin::users-permissions.user';

export default factories.createCoreController('api::offer.offer', ({ strapi }) => {
  /** The caller's user id from the bearer token, or null for a visitor (the route is public). */
  async function callerId(ctx: Context): Promise<number | null> {
    try {
      const payload = (await strapi.plugin('users-permissions').service('jwt').getToken(ctx)) as { id?: number } | null;
      return payload?.id ?? null;
    } catch {
      return null; // an expired or forged token reads as a visitor
    }
  }

  async function selectedIds(userId: number): Promise<string[]> {
    const user = (await strapi.db.query(USER_UID).findOne({
      where: { id: userId },
      populate: { selection: { select: ['documentId'] } },
    })) as { selection?: Array<{ documentId: string }> } | null;
    return (user?.selection ?? []).map((o) => o.documentId);
  }

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
      const userId = await callerId(ctx);
      if (userId === null) {
        ctx.body = { action: 'noconnect', message: messages.selectionNonConnecte };
        return;
      }
      const scope = await loadScope(strapi, userId);
      if (scope.role !== 'candidat') {
        ctx.body = { action: 'connect-recruteur', message: messages.selectionRecruteur };
        return;
      }
      const offer = (await strapi.documents('api::offer.offer').findOne({
        documentId: String(ctx.params.id),
        fields: ['id', 'etat', 'dateExpiration'],
      })) as { id: number; etat: string; dateExpiration: string | null } | null;
      const selected = (await selectedIds(userId)).includes(String(ctx.params.id));
      // A closed offer can leave the shortlist, never enter it.
      if (!offer || (!selected && !isOpen(offer))) return ctx.notFound(messages.offreIntrouvable);
      await strapi.db.query(USER_UID).update({
        where: { id: userId },
        data: { selection: selected ? { disconnect: [offer.id] } : { connect: [offer.id] } },
      });
      ctx.body = { action: selected ? 'supp' : 'ajout' };
    },

    /** GET /api/candidat/selection — ids of the candidate's shortlisted offers. */
    async selection(ctx: Context) {
      ctx.body = { data: await selectedIds((ctx.state.user as { id: number }).id) };
    },
  };
});
