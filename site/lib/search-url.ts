/** A search page's URL is its state: the known keys only, the first value of each. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

export function readSearchInput<K extends string>(raw: RawSearchParams, keys: readonly K[]): Partial<Record<K, string>> {
  const input: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = raw[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first) input[key] = first;
  }
  return input;
}

/** The search page's URL with some values changed (undefined removes one). */
export function searchHref<K extends string>(
  base: string,
  input: Partial<Record<K, string>>,
  changes: Partial<Record<K, string>> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...input, ...changes })) if (value) params.set(key, String(value));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
