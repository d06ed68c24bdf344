/**
 * What other features and the cms's shared modules may use of `newsletter` (issue #39): everything else in the folder
 * is its own. Strapi loads an API folder's `index` for a default export; this one has none, so Strapi reads nothing
 * from it.
 */
export { sendWeeklyNewsletter } from './services/editions';
export { preferences } from './services/preferences';
export { preferencesUrl } from './services/preferences-link';
export { unsubscribeToken, validUnsubscribeToken } from './services/unsubscribe-token';
