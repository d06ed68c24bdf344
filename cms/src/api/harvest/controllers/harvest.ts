import type { Core } from '@strapi/strapi';
import { harvestRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { linkHandlers } from '../handlers/links';
import { recruiterHandlers } from '../handlers/recruiter';

/** The harvest's confirmed start: the estate's headcount and the workers' signed links (`harvestRoutes`). */
export default ({ strapi }: { strapi: Core.Strapi }) => implement(harvestRoutes, { ...recruiterHandlers(strapi), ...linkHandlers(strapi) });
