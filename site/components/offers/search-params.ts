import { OFFER_SEARCH_KEYS, type OfferSearchInput } from '@/lib/offer-search';
import { readSearchInput, searchHref, type RawSearchParams } from '@/lib/search-url';

export type { RawSearchParams };

/** The /offres URL is the search state. */
export const readSearchParams = (raw: RawSearchParams): OfferSearchInput => readSearchInput(raw, OFFER_SEARCH_KEYS);

export const offersHref = (input: OfferSearchInput, changes: Partial<OfferSearchInput> = {}): string =>
  searchHref('/offres', input, changes);
