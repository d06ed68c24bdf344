/** Reading a URL's query (Koa's or URLSearchParams' values): the first value as typed, or a comma-separated list. */

/** The first value, trimmed; undefined when empty. Commas are kept: a keyword may hold one. */
export function queryFirst(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

/** Every value, repeated parameters and comma-separated ones alike, trimmed, empty ones dropped. */
export function queryList(value: unknown): string[] {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
}
