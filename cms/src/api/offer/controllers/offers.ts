import type { Core } from '@strapi/strapi';
import { offerRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { boosterHandlers } from '../handlers/boosters';
import { publicHandlers } from '../handlers/public';
import { recruiterHandlers } from '../handlers/recruiter';
import { socialBoostHandlers } from '../handlers/social-boost';
import { translationHandlers } from '../handlers/translations';

/** Offers' routes (`offerRoutes`): the public page, sitemap and shortlist, then the recruiter's offers, their translations and boosters. */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  implement(offerRoutes, {
    ...publicHandlers(strapi),
    ...recruiterHandlers(strapi),
    ...translationHandlers(strapi),
    ...boosterHandlers(strapi),
    ...socialBoostHandlers(strapi),
  });
