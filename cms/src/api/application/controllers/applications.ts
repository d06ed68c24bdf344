import type { Core } from '@strapi/strapi';
import { applicationRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { candidateHandlers } from '../handlers/candidate';
import { fileHandlers } from '../handlers/files';
import { recruiterHandlers } from '../handlers/recruiter';

/** Applications' routes (`applicationRoutes`), each implemented by the candidate's, the recruiter's or the files' handlers. */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  implement(applicationRoutes, { ...candidateHandlers(strapi), ...recruiterHandlers(strapi), ...fileHandlers(strapi) });
