/**
 * What other features and the cms's shared modules may use of `cvtheque` (issue #39): everything else in the folder
 * is its own. Strapi loads an API folder's `index` for a default export; this one has none, so Strapi reads nothing
 * from it.
 */
export { cvIndexOf } from './services/cv-index';
export { registerCvSync } from './services/cv-sync';
export { cvLibrary } from './services/library';
export { cvZoneFilter } from './utils/cv-search-query';
