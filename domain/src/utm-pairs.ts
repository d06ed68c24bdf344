// Its own entry (`@cep/domain/utm-pairs`): every page reads the address's campaign without zod.

/**
 * Campaign capture (spec 02 §3, §7; issue #16 item 7): the `utm_*` parameters a visitor arrived with, as the
 * spec's key/value pairs plus `utm_date`. Bounded: a few keys, short values, plain text.
 */
export const UTM_KEY = /^utm_[a-z0-9_]{1,40}$/;
export const UTM_MAX_PAIRS = 10;
export const UTM_VALUE_MAX = 200;

export interface UtmPair {
  key: string;
  value: string;
}

/** Control and formatting characters out, blanks squeezed: a campaign name is a line of text. */
export const plainUtmValue = (value: string) => value.replace(/\p{C}/gu, '').replace(/\s+/g, ' ').trim().slice(0, UTM_VALUE_MAX);

/** The `utm_*` parameters of an address's query (first of each, at most 10), none when it has none. */
export function utmPairsFrom(search: string): UtmPair[] {
  const pairs: UtmPair[] = [];
  const seen = new Set<string>();
  for (const [rawKey, rawValue] of new URLSearchParams(search)) {
    const key = rawKey.toLowerCase();
    const value = plainUtmValue(rawValue);
    if (!UTM_KEY.test(key) || key === 'utm_date' || seen.has(key) || !value) continue;
    seen.add(key);
    pairs.push({ key, value });
    if (pairs.length === UTM_MAX_PAIRS) break;
  }
  return pairs;
}
