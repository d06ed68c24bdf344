/**
 * What other features and the cms's shared modules may use of `alert` (issue #39): everything else in the folder
 * is its own. Strapi loads an API folder's `index` for a default export; this one has none, so Strapi reads nothing
 * from it.
 */
export { runAlertDigests, sendHarvestDigestsSoon } from './services/alert-jobs';
export { candidateAlerts, criteriaOf } from './services/candidate-alerts';
export { cvAlerts } from './services/cv-alerts';
