import type { Core } from '@strapi/strapi';
import type { applicationRoutes } from '@cep/domain/contracts';
import { privateStorage } from '../../../private-files/storage';
import { sendPrivateFile } from '../../../private-files/serve';
import { SENT, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { membershipOf } from '../../../membership/current-membership';
import { applications } from '../services/applications';

/**
 * An application's files, for its candidate and for the recruiters of the offer's account only (others: 404).
 * Downloads, never cached (issue #11 item 5).
 */
export const fileHandlers = (strapi: Core.Strapi): Handlers<Pick<typeof applicationRoutes, 'file'>> => ({
  async file({ params, caller, ctx }) {
    const membership = caller.role === 'recruteur' ? await membershipOf(strapi, caller.id) : null;
    if (caller.role === 'recruteur' && membership?.type !== 'entreprise') return refuse.notFound();
    const file = await applications(strapi).file({ userId: caller.id, accountId: membership?.accountId ?? null }, params.id, params.file);
    if (!file) return refuse.notFound();
    return (await sendPrivateFile(ctx, privateStorage(strapi), file, params.file === 'photo' ? 'inline' : 'attachment'))
      ? SENT
      : refuse.notFound();
  },
});
