import type { Core } from '@strapi/strapi';
import { formatMessage, messages, UNSOLICITED_INVITATIONS_MAX } from '@cep/domain';
import type { unsolicitedRoutes } from '@cep/domain/contracts';
import { SENT, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { privateStorage } from '../../../private-files/storage';
import { sendPrivateFile } from '../../../private-files/serve';
import { unsolicited } from '../services/unsolicited';

/** Unsolicited applications: the candidate's send, the account's pool, invitation and CV (another account's: 404). */
export const unsolicitedHandlers = (strapi: Core.Strapi): Handlers<typeof unsolicitedRoutes> => ({
  async send({ params, body, caller }) {
    const sent = await unsolicited(strapi).send(caller.id, params.id, body);
    if (sent.ok) return { code: 200, id: sent.id };
    if (sent.reason === 'introuvable') return refuse.notFound();
    if (sent.reason === 'sans-cv') return refuse.invalid({ cvProfil: messages.spontaneeSansCv });
    return refuse.conflict(messages.spontaneeDejaEnvoyee);
  },

  async pool({ query, membership }) {
    return { code: 200, ...(await unsolicited(strapi).pool(membership.accountId, query)) };
  },

  async invite({ params, membership }) {
    const invited = await unsolicited(strapi).invite(membership.accountId, params.id, params.offerId);
    if (invited.ok) return { code: 200, invitations: invited.invitations };
    if (invited.reason === 'introuvable') return refuse.notFound();
    return refuse.conflict(
      invited.reason === 'deja'
        ? messages.spontaneeDejaInvite
        : invited.reason === 'trop'
          ? formatMessage('spontaneeInvitationsMax', { max: UNSOLICITED_INVITATIONS_MAX })
          : messages.spontaneeOffreFermee,
    );
  },

  async cv({ params, membership, ctx }) {
    const file = await unsolicited(strapi).cvFile(membership.accountId, params.id);
    if (!file) return refuse.notFound();
    return (await sendPrivateFile(ctx, privateStorage(strapi), file, 'attachment')) ? SENT : refuse.notFound();
  },
});
