import type { Core } from '@strapi/strapi';
import { operationsRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { healthHandlers } from '../handlers/health';

/** The operations' routes (`operationsRoutes`): liveness, readiness, metrics. */
export default ({ strapi }: { strapi: Core.Strapi }) => implement(operationsRoutes, healthHandlers(strapi));
