import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { privateStorage } from '../../../private-files/storage';
import { sendPrivateFile } from '../../../private-files/serve';
import { membershipOf } from '../../account/services/current-membership';
import { applications, type ApplicationFile } from '../services/applications';

/**
 * GET /candidatures/{id}/{cv|lettre|photo} — an application's files, for its candidate and for the
 * recruiters of the offer's account only (others: 404). Downloads, never cached (issue #11 item 5).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async download(ctx: Context) {
    const user = ctx.state.user as { id: number; role?: { type?: string } };
    const membership = user.role?.type === 'recruteur' ? await membershipOf(strapi, user.id) : null;
    if (user.role?.type === 'recruteur' && membership?.type !== 'entreprise') {
      ctx.status = 404;
      ctx.body = { code: 404 };
      return;
    }
    const which = String(ctx.params.file) as ApplicationFile;
    const file = await applications(strapi).file(
      { userId: user.id, accountId: membership?.accountId ?? null },
      String(ctx.params.id),
      which,
    );
    if (!file) {
      ctx.status = 404;
      ctx.body = { code: 404 };
      return;
    }
    await sendPrivateFile(ctx, privateStorage(strapi), file, which === 'photo' ? 'inline' : 'attachment');
  },
});
