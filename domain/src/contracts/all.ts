import { accountRoutes } from './account';
import { alertRoutes } from './alerts';
import { applicationRoutes } from './applications';
import { backofficeRoutes } from './backoffice';
import { blogRoutes } from './blog';
import { candidateRoutes } from './candidate';
import { campaignRoutes } from './campaign';
import { commerceRoutes } from './commerce';
import { contactRoutes } from './contact';
import { courseRoutes } from './courses';
import { cvthequeRoutes } from './cvtheque';
import { harvestRoutes } from './harvest';
import { inscriptionRoutes } from './inscription';
import { jobDatingRoutes } from './job-dating';
import { legalRoutes } from './legal';
import { messagingRoutes } from './messaging';
import { newsletterRoutes } from './newsletter';
import { offerRoutes } from './offers';
import { operationsRoutes } from './operations';
import { pageRoutes } from './pages';
import { placesRoutes } from './places';
import { passwordRoutes } from './password';
import { personalDataRoutes } from './personal-data';
import { referenceRoutes } from './reference';
import { searchRoutes } from './search';
import { pushRoutes } from './push';
import { seasonalRoutes } from './seasonal';
import { smsRoutes } from './sms';
import { unsolicitedRoutes } from './unsolicited';

/**
 * Every contract, by the cms feature folder that serves it (`cms/src/api/<feature>/`). The cms's routes and grants,
 * the access matrix, `docs/routes.md` and the OpenAPI document are all made from this.
 */
export const ROUTE_CONTRACTS = {
  account: accountRoutes,
  alert: alertRoutes,
  application: applicationRoutes,
  backoffice: backofficeRoutes,
  blog: blogRoutes,
  candidate: candidateRoutes,
  campaign: campaignRoutes,
  commerce: commerceRoutes,
  contact: contactRoutes,
  course: courseRoutes,
  cvtheque: cvthequeRoutes,
  harvest: harvestRoutes,
  inscription: inscriptionRoutes,
  jobdating: jobDatingRoutes,
  legal: legalRoutes,
  messaging: messagingRoutes,
  newsletter: newsletterRoutes,
  offer: offerRoutes,
  operations: operationsRoutes,
  page: pageRoutes,
  places: placesRoutes,
  password: passwordRoutes,
  'personal-data': personalDataRoutes,
  reference: referenceRoutes,
  search: searchRoutes,
  push: pushRoutes,
  seasonal: seasonalRoutes,
  sms: smsRoutes,
  unsolicited: unsolicitedRoutes,
};
