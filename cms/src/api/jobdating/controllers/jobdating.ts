import type { Core } from '@strapi/strapi';
import { jobDatingRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { candidateHandlers } from '../handlers/candidate';
import { organiserHandlers } from '../handlers/organiser';

/** Harvest job-dating: the organiser's days and the candidates' bookings (`jobDatingRoutes`). */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  implement(jobDatingRoutes, { ...organiserHandlers(strapi), ...candidateHandlers(strapi) });
