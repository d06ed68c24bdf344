import { OFFER_SEARCH_KEYS, type OfferSearchInput } from '@/lib/offer-search';

export type RawSearchParams = Record<string, string | string[] | undefined>;

/** The /offres URL is the search state: only the known keys, first value each. */
export function readSearchParams(raw: RawSearchParams): OfferSearchInput {
  const input: OfferSearchInput = {};
  for (const key of OFFER_SEARCH_KEYS) {
    const value = raw[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first) input[key] = first;
  }
  return input;
}

export function offersHref(input: OfferSearchInput, changes: Partial<OfferSearchInput> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...input, ...changes })) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `/offres?${query}` : '/offres';
}
