import { alertRoutes } from './alerts';
import { applicationRoutes } from './applications';
import { blogRoutes } from './blog';
import { campaignRoutes } from './campaign';
import { commerceRoutes } from './commerce';
import { contactRoutes } from './contact';
import { courseRoutes } from './courses';
import { cvthequeRoutes } from './cvtheque';
import { legalRoutes } from './legal';
import { messagingRoutes } from './messaging';
import { newsletterRoutes } from './newsletter';
import { referenceRoutes } from './reference';

/**
 * Every contract, by the cms feature folder that serves it (`cms/src/api/<feature>/`). The cms's routes and grants,
 * the access matrix, `docs/routes.md` and the OpenAPI document are all made from this.
 */
export const ROUTE_CONTRACTS = {
  alert: alertRoutes,
  application: applicationRoutes,
  blog: blogRoutes,
  campaign: campaignRoutes,
  commerce: commerceRoutes,
  contact: contactRoutes,
  course: courseRoutes,
  cvtheque: cvthequeRoutes,
  legal: legalRoutes,
  messaging: messagingRoutes,
  newsletter: newsletterRoutes,
  reference: referenceRoutes,
};
