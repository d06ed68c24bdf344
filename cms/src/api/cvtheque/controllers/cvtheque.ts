import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages, type CvLibraryPage } from '@cep/domain';
import { membershipIn } from '../../../utils/membership';
import { privateStorage } from '../../../private-files/storage';
import { sendPrivateFile } from '../../../private-files/serve';
import { cvLibrary } from '../services/library';
import { userIdOf } from '../../../utils/current-user';

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.body = { code: 404, message: messages.cvIndisponible };
}

/** The CV library for the caller's account (spec 02 §7; issue #13 item 4); without access, 403 and why. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The account's access, or a 403 already answered (null). */
  async function withAccess(ctx: Context) {
    const accountId = membershipIn(ctx).accountId;
    const access = await cvLibrary(strapi).access(accountId);
    if (access.acces) return { accountId, credits: access.credits };
    ctx.status = 403;
    ctx.body = { code: 403, acces: false, credits: access.credits, message: messages.cvthequeSansAcces };
    return null;
  }

  return {
    /** GET /recrutement/cvtheque?q&zone&rayon&mobile&contrat&domaine&experience&niveau&langue&permis&aimes&page. */
    async search(ctx: Context) {
      const access = await withAccess(ctx);
      if (!access) return;
      const page = await cvLibrary(strapi).search(access.accountId, ctx.query as Record<string, unknown>);
      ctx.body = { code: 200, acces: true, credits: access.credits, ...page } satisfies CvLibraryPage & { code: 200 };
    },

    /** GET /recrutement/cvtheque/{id} — the anonymous card, or the full CV once bought (`complet`). */
    async findOne(ctx: Context) {
      const access = await withAccess(ctx);
      if (!access) return;
      const found = await cvLibrary(strapi).find(access.accountId, String(ctx.params.id));
      if (!found) return notFound(ctx);
      ctx.body = 'full' in found ? { code: 200, complet: true, cv: found.full } : { code: 200, complet: false, cv: found.card };
    },

    /** GET /recrutement/cvtheque/{id}/{photo|fichier} — a bought CV's files, never by a public URL. */
    async file(ctx: Context) {
      const access = await withAccess(ctx);
      if (!access) return;
      const field = ctx.params.file === 'photo' ? 'photo' : 'cvFichier';
      const file = await cvLibrary(strapi).file(access.accountId, String(ctx.params.id), field);
      if (!file) return notFound(ctx);
      await sendPrivateFile(ctx, privateStorage(strapi), file, field === 'photo' ? 'inline' : 'attachment');
    },

    /** POST /recrutement/achat/cv/{id} (the spec's GET; it spends) — 200 (the page reloads), 402 without a CV credit. */
    async buy(ctx: Context) {
      const access = await withAccess(ctx);
      if (!access) return;
      const answer = await cvLibrary(strapi).buy(access.accountId, membershipIn(ctx).userId, String(ctx.params.id));
      ctx.status = answer.code;
      ctx.body = answer;
    },

    /** POST /recrutement/candidat/{id}/{like|dislike} (the spec's GETs; they write) — `aime`. */
    async like(ctx: Context) {
      const access = await withAccess(ctx);
      if (!access) return;
      const liked = await cvLibrary(strapi).like(access.accountId, String(ctx.params.id), ctx.params.action === 'like');
      if (liked === null) return notFound(ctx);
      ctx.body = { code: 200, aime: liked };
    },

    /** GET /candidat/cv/acheteurs — the companies that bought the caller's CV, and when. */
    async buyers(ctx: Context) {
      ctx.body = { code: 200, acheteurs: await cvLibrary(strapi).buyers(userIdOf(ctx)) };
    },
  };
};
