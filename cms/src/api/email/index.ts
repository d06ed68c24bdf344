/**
 * What other features and the cms's shared modules may use of `email` (issue #39): everything else in the folder
 * is its own. Strapi loads an API folder's `index` for a default export; this one has none, so Strapi reads nothing
 * from it.
 */
export { purgeOldEmails, startEmailDelivery, stopEmailDelivery, wakeEmailDelivery } from './services/email-delivery';
export { EMAIL_RETRY_WINDOW_MS, queueEmail, queueEmails, queuePushBatch, queueSms, queueSmsBatch } from './services/email-queue';
export { redactCodes, redactTokens } from './services/redact';
