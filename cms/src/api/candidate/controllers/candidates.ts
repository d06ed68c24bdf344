import type { Core } from '@strapi/strapi';
import { candidateRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { cvHandlers } from '../handlers/cv';
import { fileHandlers } from '../handlers/files';

/** The candidate's routes (`candidateRoutes`): their CV, its photo and file. */
export default ({ strapi }: { strapi: Core.Strapi }) => implement(candidateRoutes, { ...cvHandlers(strapi), ...fileHandlers(strapi) });
