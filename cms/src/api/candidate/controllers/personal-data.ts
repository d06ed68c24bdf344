import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages } from '@cep/domain';
import { confirmPassword } from '../../account/services/password-check';
import { personalData } from '../services/personal-data';
import { userIdOf } from '../../../utils/current-user';

/** The candidate's GDPR rights (issue #11 item 9): a copy of their data, and deleting their account. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /candidat/donnees — a zip of everything Cep holds about the caller. */
  async export(ctx: Context) {
    const date = new Date().toISOString().slice(0, 10);
    ctx.set('Content-Type', 'application/zip');
    ctx.set('Content-Disposition', `attachment; filename="cep-mes-donnees-${date}.zip"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = await personalData(strapi).exportZip(userIdOf(ctx));
  },

  /** POST /candidat/compte/suppression — body `{ password }`: the current password confirms the deletion. */
  async remove(ctx: Context) {
    const { password } = (ctx.request.body ?? {}) as { password?: unknown };
    if (!(await confirmPassword(strapi, ctx, userIdOf(ctx), password, 'password'))) return;
    await personalData(strapi).deleteAccount(userIdOf(ctx));
    ctx.body = { code: 200, message: messages.compteSupprime };
  },
});
