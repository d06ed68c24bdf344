/**
 * What other features and the cms's shared modules may use of `account` (issue #39): everything else in the folder
 * is its own. Strapi loads an API folder's `index` for a default export; this one has none, so Strapi reads nothing
 * from it.
 */
export { applyAccountModelSnapshot } from './services/account-model-migration';
export { BALANCE_ATTRIBUTE, ledger } from './services/ledger';
export { openAccount } from './services/open-account';
export { organisations } from './services/organisations';
export { subscriptions } from './services/subscription';
export { COMPANY_BILLING_FIELDS } from './services/sections';
