/**
 * What other features and the cms's shared modules may use of `jobdating` (issue #40 item 6): a candidate's bookings
 * (export, deletion), the daily purge. Strapi loads an API folder's `index` for a default export; this one has none.
 */
export { jobDating } from './services/days';
export { purgePastJobDatingDays } from './services/retention';
