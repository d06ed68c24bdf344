/**
 * What other features and the cms's shared modules may use of `seasonal` (issue #40 item 5): the candidate's entries
 * (export, deletion) and the daily purge. Strapi loads an API folder's `index` for a default export; this one has none.
 */
export { seasonal } from './services/seasonal';
export { purgeExpiredSeasonalWorkers } from './services/seasonal-retention';
