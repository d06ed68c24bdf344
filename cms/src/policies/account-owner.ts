import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { loadScope } from '../api/compte/services/scope';

type PolicyContext = { state: { user?: { id: number }; scope?: unknown } };

/**
 * The one ownership policy of account routes: the caller must own the company or school account they
 * manage. The scope it loads is left on `ctx.state.scope` for the controller.
 */
export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const user = policyContext.state.user;
  if (!user) return false;
  const scope = await loadScope(strapi, user.id);
  if (!scope.owner || (scope.companyId === null && scope.schoolId === null)) {
    throw new errors.PolicyError('Réservé au responsable du compte', { policy: 'account-owner' });
  }
  policyContext.state.scope = scope;
  return true;
};
