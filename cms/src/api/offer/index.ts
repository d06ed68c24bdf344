/**
 * What other features and the cms's shared modules may use of `offer` (issue #39): everything else in the folder
 * is its own. Strapi loads an API folder's `index` for a default export; this one has none, so Strapi reads nothing
 * from it.
 */
export { boosterColumns } from './services/booster-columns';
export { applyBooster } from './services/boosters';
export { offerChanges, pendingChange } from './services/changes';
export { OFFER_VALIDATED, applyOfferAction, expireOffers } from './services/lifecycle';
export { checkoutOf, publishOffer } from './services/publication';
export { recruiterOffers } from './services/recruiter-offers';
export { OFFER_RELATIONS, offerData, step1Attributes, translationColumn } from './utils/attributes';
export type { Offer } from './utils/attributes';
export { changedParts } from './utils/change-diff';
export { toPublicOffer } from './utils/public-offer';
