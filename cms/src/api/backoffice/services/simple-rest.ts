/**
 * ra-data-simple-rest's query contract: `sort=["field","ASC"]`, `range=[start,end]` (inclusive),
 * `filter={...}`; the answer is a bare array with `Content-Range: <resource> start-end/total`.
 */
export interface ListQuery {
  sort: { field: string; order: 'asc' | 'desc' };
  start: number;
  limit: number;
  filter: Record<string, unknown>;
}

const MAX_PAGE = 100;

/** A JSON parameter: its value, `undefined` when absent, `INVALID` when it is not JSON. */
const INVALID = Symbol('invalid');
function parseJson(raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return INVALID;
  }
}

/** The list query, or the French refusal of a parameter that is not JSON. */
export function parseListQuery(
  query: { sort?: string; range?: string; filter?: string },
  sortable: readonly string[],
  defaultSort: string,
): ListQuery | { invalid: string } {
  const sort = parseJson(query.sort);
  const range = parseJson(query.range);
  const filter = parseJson(query.filter);
  const unreadable = [sort === INVALID && 'sort', range === INVALID && 'range', filter === INVALID && 'filter'].find(Boolean);
  if (unreadable) return { invalid: `Paramètre ${unreadable} invalide` };

  let field = defaultSort;
  let order: 'asc' | 'desc' = 'desc';
  if (Array.isArray(sort) && typeof sort[0] === 'string' && sortable.includes(sort[0])) {
    field = sort[0];
    order = String(sort[1]).toUpperCase() === 'ASC' ? 'asc' : 'desc';
  }

  let start = 0;
  let limit = 10;
  const [first, last]: unknown[] = Array.isArray(range) ? range : [];
  if (typeof first === 'number' && typeof last === 'number' && Number.isInteger(first) && Number.isInteger(last) && last >= first) {
    start = Math.max(0, first);
    limit = Math.min(MAX_PAGE, last - start + 1);
  }

  const filters: Record<string, unknown> = {};
  if (filter && typeof filter === 'object' && !Array.isArray(filter))
    for (const [key, value] of Object.entries(filter)) filters[key] = value;
  return { sort: { field, order }, start, limit, filter: filters };
}

export function contentRange(resource: string, start: number, count: number, total: number): string {
  const end = count === 0 ? start : start + count - 1;
  return `${resource} ${start}-${end}/${total}`;
}
