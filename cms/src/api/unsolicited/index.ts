/**
 * What other features and the cms's shared modules may use of `unsolicited` (issue #40 item 4). Strapi loads an API
 * folder's `index` for a default export; this one has none.
 */
export { unsolicited } from './services/unsolicited';
