import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { createArticleSchema, messages, parseForm } from '@cep/domain';
import { uploadIn } from '../../../private-files/uploads';
import { membershipIn } from '../../../utils/membership';
import { refuse } from '../../../utils/respond';
import { accountArticles } from '../services/account-articles';

/**
 * A company's and a school's blog management (spec 02 §2, §7, §8), the same handlers on `/recrutement/blog/…`
 * and `/ecole/blog/…`: the account-member policy has checked the account's type (and, for writes, its running
 * subscription); every article is looked up within the caller's account (another account's: 404).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const articles = accountArticles(strapi);

  async function owned(ctx: Context) {
    const row = await articles.owned(membershipIn(ctx).accountId, String(ctx.params.id));
    if (!row) ctx.notFound(messages.articleIntrouvable);
    return row;
  }

  /** The form (multipart: text fields and the `blogPhoto` file), for a new article or one of the account's. */
  async function save(ctx: Context, id: string | null) {
    const membership = membershipIn(ctx);
    const row = id ? await owned(ctx) : null;
    if (id && !row) return;
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const photo = (await uploadIn(ctx, 'blogPhoto'))?.bytes ?? null;
    const schema = createArticleSchema(membership.type === 'ecole' ? 'ecole' : 'entreprise');
    const parsed = parseForm(schema, { ...body, hasPhoto: Boolean(photo?.length || row?.photo) });
    if (!parsed.ok) return refuse(ctx, parsed.errors);
    const result = await articles.save(membership, row, parsed.data, photo);
    if (!result.ok) {
      if (result.status === 409) {
        ctx.status = 409;
        ctx.body = { code: 409, message: messages.articleDesactiverAvant };
        return;
      }
      return refuse(ctx, result.errors);
    }
    ctx.body = { code: 200, id: result.id, message: result.enValidation ? messages.articleEnValidation : messages.articleEnregistre };
  }

  return {
    /** GET /{recrutement|ecole}/blog/gestion?statut=&q= */
    async list(ctx: Context) {
      const { accountId, subscribed } = membershipIn(ctx);
      ctx.body = { code: 200, articles: await articles.list(accountId, ctx.query), abonnement: subscribed ? 1 : 0 };
    },

    async findOne(ctx: Context) {
      const row = await owned(ctx);
      if (row) ctx.body = { code: 200, article: articles.form(row), abonnement: membershipIn(ctx).subscribed ? 1 : 0 };
    },

    create: (ctx: Context) => save(ctx, null),
    update: (ctx: Context) => save(ctx, String(ctx.params.id)),

    /** POST /{recrutement|ecole}/blog/desactiver/:id — 'Votre article a bien été désactivé !' */
    async deactivate(ctx: Context) {
      const row = await owned(ctx);
      if (!row) return;
      if (!(await articles.deactivate(row))) {
        ctx.status = 409;
        ctx.body = { code: 409, message: messages.articleNonPublie };
        return;
      }
      ctx.body = { code: 200, message: messages.articleDesactive };
    },

    /** DELETE /{recrutement|ecole}/blog/delete/:id (a spec GET that changes data) — 'Votre article a bien été supprimé !' */
    async remove(ctx: Context) {
      const row = await owned(ctx);
      if (!row) return;
      await articles.remove(row);
      ctx.body = { code: 200, message: messages.articleSupprime };
    },
  };
};
