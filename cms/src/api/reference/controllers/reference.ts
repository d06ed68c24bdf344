import type { Core } from '@strapi/strapi';
import { openApiDocument, referenceRoutes, ROUTE_CONTRACTS } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';

/** The routes' reference for staff: the OpenAPI document of every contract, made once per start. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const document = openApiDocument(ROUTE_CONTRACTS, String(strapi.config.get('info.version', '0.0.0')));
  return implement(referenceRoutes, { openApi: async () => document });
};
