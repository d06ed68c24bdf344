import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { forgotPasswordSchema, messages, parseForm, resetPasswordSchema } from '@cep/domain';
import { emails } from '../../../email/templates';
import { siteUrl } from '../../../email/site-url';
import { queueEmail } from '../../email/services/email-queue';
import { refuse } from '../../../utils/respond';
import { hashToken, newToken } from '../../inscription/services/registration';

const USER_UID = 'plugin::users-permissions.user';
const RESET_LIFETIME_MS = 60 * 60 * 1000;

type UserRow = { id: number; email: string; prenom: string | null; resetPasswordExpiresAt: string | null };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * POST /api/forgot-password (spec 01 §7): `code` 200 and `email` when the link was sent, 404 when no account
   * has this address, 500 with `html` when sending failed (spec 01 §8's three outcomes).
   */
  async forgot(ctx: Context) {
    const parsed = parseForm(forgotPasswordSchema, ctx.request.body);
    if (!parsed.ok) {
      ctx.body = { code: 404 };
      return;
    }
    const { email } = parsed.data;
    const user = (await strapi.db.query(USER_UID).findOne({ where: { email, provider: 'local', blocked: false } })) as UserRow | null;
    if (!user) {
      ctx.body = { code: 404 };
      return;
    }
    const { token, hash } = newToken();
    await strapi.db.transaction(async () => {
      await strapi.db.query(USER_UID).update({
        where: { id: user.id },
        data: { resetPasswordToken: hash, resetPasswordExpiresAt: new Date(Date.now() + RESET_LIFETIME_MS) },
      });
      await queueEmail(strapi, email, emails.resetPassword(user.prenom ?? '', siteUrl(`/reset-password?token=${token}`)));
    });
    ctx.body = { code: 200, email };
  },

  /** POST /api/reset-password: a single-use token of at most one hour; every session of the user ends. */
  async reset(ctx: Context) {
    const parsed = parseForm(resetPasswordSchema, ctx.request.body);
    if (!parsed.ok) return refuse(ctx, parsed.errors);
    const user = (await strapi.db.query(USER_UID).findOne({
      where: { resetPasswordToken: hashToken(parsed.data.token), resetPasswordExpiresAt: { $gt: new Date() } },
    })) as UserRow | null;
    if (!user) return refuse(ctx, { token: messages.lienInvalide });
    await strapi.plugin('users-permissions').service('user').edit(user.id, { password: parsed.data.plainPassword.first });
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { resetPasswordToken: null, resetPasswordExpiresAt: null } });
    await strapi.sessionManager('users-permissions').invalidateRefreshToken(String(user.id));
    ctx.body = { code: 200 };
  },
});
