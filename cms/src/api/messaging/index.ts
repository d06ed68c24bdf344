/**
 * What other features and the cms's shared modules may use of `messaging` (issue #39): everything else in the folder
 * is its own. Strapi loads an API folder's `index` for a default export; this one has none, so Strapi reads nothing
 * from it.
 */
export { conversations } from './services/conversations';
export type { Party } from './services/conversations';
export { startConversation } from './services/start-conversation';
export { emailUnreadMessages } from './services/unread-emails';
