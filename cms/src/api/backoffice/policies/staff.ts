import type { Core } from '@strapi/strapi';
import { resourceNamed } from '../services/resources';

type PolicyContext = { params: Record<string, string>; state: { user?: { role?: { type?: string } } } };

/**
 * Which staff role may read or write a backoffice resource: the resource's own configuration says. Unknown
 * resources are refused like forbidden ones.
 */
export default (policyContext: PolicyContext, config: { access: 'read' | 'write' }, _deps: { strapi: Core.Strapi }) => {
  const resource = resourceNamed(policyContext.params.resource);
  const role = policyContext.state.user?.role?.type;
  const allowed = config.access === 'read' ? resource?.read : resource?.write;
  return Boolean(role && allowed?.some((r) => r === role));
};
