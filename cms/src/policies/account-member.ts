import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { messages } from '@cep/domain';
import { membershipOf, type AccountMemberConfig } from '../membership/current-membership';

type PolicyContext = { state: { user?: { id: number; confirmed?: boolean | null }; membership?: unknown } };

/** Refuses (403, with what to do) a user who has not followed the link of their confirmation e-mail. */
export function requireConfirmed(user: { confirmed?: boolean | null }): void {
  if (!user.confirmed) throw new errors.PolicyError(messages.adresseNonConfirmee, { policy: 'account-member' });
}

/**
 * The one policy of account-scoped routes: "may this user act for an account, and with which role?".
 * The membership it loads is left on `ctx.state.membership`; services then scope every read and write to
 * that account, so another account's record is not found (404).
 */
export default async (policyContext: PolicyContext, config: AccountMemberConfig, { strapi }: { strapi: Core.Strapi }) => {
  const user = policyContext.state.user;
  if (!user) return false;
  const membership = await membershipOf(strapi, user.id);
  if (!membership || (config.type && membership.type !== config.type)) return false;
  if (config.role === 'proprietaire' && membership.role !== 'proprietaire') {
    throw new errors.PolicyError(messages.reserveProprietaire, { policy: 'account-member' });
  }
  if (config.confirmed) requireConfirmed(user);
  if (config.subscribed && !membership.subscribed) throw new errors.PolicyError(messages.abonnementInactif, { policy: 'account-member' });
  policyContext.state.membership = membership;
  return true;
};
