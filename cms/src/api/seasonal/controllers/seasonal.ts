import type { Core } from '@strapi/strapi';
import { seasonalRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { recruiterHandlers } from '../handlers/recruiter';
import { workerHandlers } from '../handlers/worker';

/** « Mes saisonniers »: the estate's season review and list, the worker's re-hire link and right of access (`seasonalRoutes`). */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  implement(seasonalRoutes, { ...recruiterHandlers(strapi), ...workerHandlers(strapi) });
