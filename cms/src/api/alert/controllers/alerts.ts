import type { Core } from '@strapi/strapi';
import { alertRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { candidateAlertHandlers } from '../handlers/candidate';
import { cvAlertHandlers } from '../handlers/recruiter';

/** Alerts' routes (`alertRoutes`): candidates' search alerts and recruiters' CV alerts. */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  implement(alertRoutes, { ...candidateAlertHandlers(strapi), ...cvAlertHandlers(strapi) });
