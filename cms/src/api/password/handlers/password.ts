import type { Core } from '@strapi/strapi';
import { forgotPasswordSchema, messages, parseForm } from '@cep/domain';
import type { passwordRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { textsIn } from '../../../email/candidate';
import { siteUrl } from '../../../email/site-url';
import { queueEmail } from '../../email';
import { hashToken, newToken } from '../../../users/registration';
import { UIDS } from '../../../uids';

const RESET_LIFETIME_MS = 60 * 60 * 1000;

/** A forgotten password (spec 01 §7, §8): the reset link, then the new password. */
export const passwordHandlers = (strapi: Core.Strapi): Handlers<typeof passwordRoutes> => ({
  /**
   * POST /api/forgot-password: `code` 200 and `email` when the link was sent, `code` 404 (HTTP 200) when no account
   * has this address — or when it is not an address.
   */
  async forgot({ body }) {
    const parsed = parseForm(forgotPasswordSchema, body);
    if (!parsed.ok) return { code: 404 };
    const { email } = parsed.data;
    const user = await strapi
      .documents(UIDS.user)
      .findFirst({ filters: { email, provider: 'local', blocked: false }, fields: ['id', 'prenom', 'langue'] });
    if (!user) return { code: 404 };
    const { token, hash } = newToken();
    await strapi.db.transaction(async () => {
      await strapi.db.query(UIDS.user).update({
        where: { id: user.id },
        data: { resetPasswordToken: hash, resetPasswordExpiresAt: new Date(Date.now() + RESET_LIFETIME_MS) },
      });
      await queueEmail(
        strapi,
        email,
        textsIn(user.langue).emails.resetPassword(user.prenom ?? '', siteUrl(`/reset-password?token=${token}`)),
      );
    });
    return { code: 200, email };
  },

  /** POST /api/reset-password: a single-use token of at most one hour; every session of the user ends. */
  async reset({ body }) {
    const user = await strapi.documents(UIDS.user).findFirst({
      filters: { resetPasswordToken: hashToken(body.token), resetPasswordExpiresAt: { $gt: new Date() } },
      fields: ['id'],
    });
    if (!user) return refuse.invalid({ token: messages.lienInvalide });
    await strapi.plugin('users-permissions').service('user').edit(user.id, { password: body.plainPassword.first });
    await strapi.db.query(UIDS.user).update({ where: { id: user.id }, data: { resetPasswordToken: null, resetPasswordExpiresAt: null } });
    await strapi.sessionManager('users-permissions').invalidateRefreshToken(String(user.id));
    return { code: 200 };
  },
});
