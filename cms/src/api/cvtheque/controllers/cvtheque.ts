import type { Core } from '@strapi/strapi';
import { cvthequeRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { candidateHandlers } from '../handlers/candidate';
import { recruiterHandlers } from '../handlers/recruiter';

/** The CV library's routes (`cvthequeRoutes`): the recruiters' search, CVs, files, purchases and likes; the candidate's buyers. */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  implement(cvthequeRoutes, { ...recruiterHandlers(strapi), ...candidateHandlers(strapi) });
