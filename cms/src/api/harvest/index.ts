/**
 * What other features and the cms's shared modules may use of `harvest` (issue #40): the start's listener on a
 * preselection. Strapi loads an API folder's `index` for a default export; this one has none.
 */
export { harvestStarts } from './services/starts';
