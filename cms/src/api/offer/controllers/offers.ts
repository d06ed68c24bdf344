import type { Core } from '@strapi/strapi';
import { offerRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { boosterHandlers } from '../handlers/boosters';
import { publicHandlers } from '../handlers/public';
import { recruiterHandlers } from '../handlers/recruiter';
import { socialBoostHandlers } from '../handlers/social-boost';

/** Offers' routes (`offerRoutes`): the public page, sitemap and shortlist, then the recruiter's offers and boosters. */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  implement(offerRoutes, {
    ...publicHandlers(strapi),
    ...recruiterHandlers(strapi),
    ...boosterHandlers(strapi),
    ...socialBoostHandlers(strapi),
  });
