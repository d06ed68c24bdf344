/**
 * What other features and the cms's shared modules may use of `search` (issue #39): everything else in the folder
 * is its own. Strapi loads an API folder's `index` for a default export; this one has none, so Strapi reads nothing
 * from it.
 */
export { registerOfferSync } from './services/offer-sync';
export { offerSearchOf } from './services/search';
