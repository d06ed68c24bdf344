import type { Core } from '@strapi/strapi';
import { personalDataRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { personalDataHandlers } from '../handlers/personal-data';

/** The candidate's personal data (`personalDataRoutes`): the export and the account's deletion. */
export default ({ strapi }: { strapi: Core.Strapi }) => implement(personalDataRoutes, personalDataHandlers(strapi));
