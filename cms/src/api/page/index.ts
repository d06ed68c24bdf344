/**
 * What other features and the cms's shared modules may use of `page` (issue #39): everything else in the folder
 * is its own. Strapi loads an API folder's `index` for a default export; this one has none, so Strapi reads nothing
 * from it.
 */
export { pageMedia } from './services/page-media';
export { schoolPages } from './services/school-pages';
