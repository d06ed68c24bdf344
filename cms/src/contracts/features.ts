import { ROUTE_CONTRACTS, type AnyContract } from '@cep/domain/contracts';

/**
 * Each cms feature whose routes come from contracts: its folder under `src/api/`, the controller its contracts are
 * implemented by, and the contracts. The route files, the roles' grants, the access matrix and the OpenAPI
 * document all read this list.
 */
export const CONTRACT_FEATURES = {
  account: { controller: 'account', routes: ROUTE_CONTRACTS.account },
  alert: { controller: 'alerts', routes: ROUTE_CONTRACTS.alert },
  application: { controller: 'applications', routes: ROUTE_CONTRACTS.application },
  backoffice: { controller: 'backoffice', routes: ROUTE_CONTRACTS.backoffice },
  blog: { controller: 'blog', routes: ROUTE_CONTRACTS.blog },
  candidate: { controller: 'candidates', routes: ROUTE_CONTRACTS.candidate },
  campaign: { controller: 'campaign', routes: ROUTE_CONTRACTS.campaign },
  commerce: { controller: 'commerce', routes: ROUTE_CONTRACTS.commerce },
  contact: { controller: 'contact', routes: ROUTE_CONTRACTS.contact },
  course: { controller: 'courses', routes: ROUTE_CONTRACTS.course },
  cvtheque: { controller: 'cvtheque', routes: ROUTE_CONTRACTS.cvtheque },
  harvest: { controller: 'harvest', routes: ROUTE_CONTRACTS.harvest },
  inscription: { controller: 'inscription', routes: ROUTE_CONTRACTS.inscription },
  jobdating: { controller: 'jobdating', routes: ROUTE_CONTRACTS.jobdating },
  legal: { controller: 'legal', routes: ROUTE_CONTRACTS.legal },
  messaging: { controller: 'messaging', routes: ROUTE_CONTRACTS.messaging },
  newsletter: { controller: 'preference', routes: ROUTE_CONTRACTS.newsletter },
  offer: { controller: 'offers', routes: ROUTE_CONTRACTS.offer },
  operations: { controller: 'operations', routes: ROUTE_CONTRACTS.operations },
  password: { controller: 'password', routes: ROUTE_CONTRACTS.password },
  'personal-data': { controller: 'personal-data', routes: ROUTE_CONTRACTS['personal-data'] },
  page: { controller: 'page', routes: ROUTE_CONTRACTS.page },
  places: { controller: 'places', routes: ROUTE_CONTRACTS.places },
  reference: { controller: 'reference', routes: ROUTE_CONTRACTS.reference },
  search: { controller: 'search', routes: ROUTE_CONTRACTS.search },
  push: { controller: 'push', routes: ROUTE_CONTRACTS.push },
  seasonal: { controller: 'seasonal', routes: ROUTE_CONTRACTS.seasonal },
  sms: { controller: 'sms', routes: ROUTE_CONTRACTS.sms },
  unsolicited: { controller: 'unsolicited', routes: ROUTE_CONTRACTS.unsolicited },
} satisfies Record<keyof typeof ROUTE_CONTRACTS, { controller: string; routes: Record<string, AnyContract> }>;

export type ContractFeature = keyof typeof CONTRACT_FEATURES;

/** Every contract with the permission action that runs it (`api::<feature>.<controller>.<name>`). */
export function contractActions(): Array<{ action: string; contract: AnyContract }> {
  return Object.entries(CONTRACT_FEATURES).flatMap(([feature, { controller, routes }]) =>
    Object.entries<AnyContract>(routes).map(([name, contract]) => ({
      action: `api::${feature}.${controller}.${name}`,
      contract,
    })),
  );
}
