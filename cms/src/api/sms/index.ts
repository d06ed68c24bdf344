/**
 * What other features and the cms's shared modules may use of `sms` (issue #41 item 5): who receives urgent SMS and
 * how to send them one, a candidate's row for export and deletion. Strapi loads an API folder's `index` for a default
 * export; this one has none.
 */
export { smsSubscriptions } from './services/subscriptions';
