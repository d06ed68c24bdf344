import type { AnyContract } from '@cep/domain/contracts';
import { member } from '../membership/route-config';
import { CONTRACT_FEATURES, type ContractFeature } from './features';

/** Strapi's route config for a contract's access (open, the roles' grants alone, or the account-member policy) and throttle. */
function configOf(contract: AnyContract) {
  // A throttle counts before the handler runs (`global::auth-throttle`, a route middleware).
  const marked = {
    contract: true,
    ...(contract.throttle ? { middlewares: [{ name: 'global::auth-throttle', config: contract.throttle }] } : {}),
  };
  if ('public' in contract.access) return { auth: false as const, ...marked };
  if ('member' in contract.access) return { ...member(contract.access.member), ...marked };
  // Which staff role reads or writes which resource is STAFF_ACCESS's, checked by the backoffice's policy.
  if ('staff' in contract.access)
    return { policies: [{ name: 'api::backoffice.staff', config: { access: contract.access.staff } }], ...marked };
  return marked;
}

/**
 * A feature's Strapi router, made from its contracts: one route per contract, in the contracts' order, its handler
 * the feature's controller action of the same name. `config.contract` tells the refusal middleware that the
 * route answers in the one envelope.
 */
export function routerOf(feature: ContractFeature) {
  const { controller, routes } = CONTRACT_FEATURES[feature];
  return {
    routes: Object.entries<AnyContract>(routes).map(([name, contract]) => ({
      method: contract.method,
      path: contract.path,
      handler: `${controller}.${name}`,
      config: configOf(contract),
    })),
  };
}
