/**
 * What other features and the cms's shared modules may use of `application` (issue #39): everything else in the folder
 * is its own. Strapi loads an API folder's `index` for a default export; this one has none, so Strapi reads nothing
 * from it.
 */
export { countsByOffer, isoTime } from './services/application-records';
export { applications, APPLICATION_STATUS_CHANGED } from './services/applications';
export { teamEmails } from './services/application-emails';
export { purgeOldApplications } from './services/retention';
export { apply } from './services/apply';
