import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { personalDataRoutes } from '@cep/domain/contracts';
import { SENT, type Handlers } from '../../../contracts/implement';
import { wrongPassword } from '../../../users/password-check';
import { personalData } from '../services/personal-data';

/** The candidate's GDPR rights (issue #11 item 9): a copy of their data, and deleting their account. */
export const personalDataHandlers = (strapi: Core.Strapi): Handlers<typeof personalDataRoutes> => ({
  /** A zip of everything Cep holds about the caller, written as the answer. */
  async exportData({ caller, ctx }) {
    const date = new Date().toISOString().slice(0, 10);
    ctx.set('Content-Type', 'application/zip');
    ctx.set('Content-Disposition', `attachment; filename="cep-mes-donnees-${date}.zip"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = await personalData(strapi).exportZip(caller.id);
    return SENT;
  },

  /** Body `{ password }`: the current password confirms the deletion. */
  async deleteAccount({ body, caller, ctx }) {
    // A wrong password: the field's error, or 429 (with `Retry-After`) after the account's five failures.
    const refusal = await wrongPassword(strapi, ctx, caller.id, body.password, 'password');
    if (refusal) return refusal;
    await personalData(strapi).deleteAccount(caller.id);
    return { code: 200, message: messages.compteSupprime };
  },
});
