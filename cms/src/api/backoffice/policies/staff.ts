import type { Core } from '@strapi/strapi';
import { staffMay } from '@cep/domain';

type PolicyContext = { params: Record<string, string>; state: { user?: { role?: { type?: string } } } };

/**
 * Which staff role may read or write a backoffice resource: `STAFF_ACCESS` in `@cep/domain` says (the backoffice
 * draws its menu from it too). Unknown resources are refused like forbidden ones.
 */
export default (policyContext: PolicyContext, config: { access: 'read' | 'write' }, _deps: { strapi: Core.Strapi }) => {
  return staffMay(policyContext.state.user?.role?.type, policyContext.params.resource, config.access);
};
