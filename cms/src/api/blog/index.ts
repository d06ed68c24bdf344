/**
 * What other features and the cms's shared modules may use of `blog` (issue #39): everything else in the folder
 * is its own. Strapi loads an API folder's `index` for a default export; this one has none, so Strapi reads nothing
 * from it.
 */
export { articleWrites, nextState } from './services/article-writes';
export type { ArticleOwner } from './services/article-writes';
export { recountLikes } from './services/public-articles';
export { ARTICLE_POPULATE, authorOf, pathOf } from './utils/article-view';
export type { ArticleRow } from './utils/article-view';
