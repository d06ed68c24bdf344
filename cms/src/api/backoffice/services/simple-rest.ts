import { errors } from '@strapi/utils';

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

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(String(raw));
  } catch {
    throw new errors.ValidationError(`Paramètre ${name} invalide`);
  }
}

export function parseListQuery(query: Record<string, unknown>, sortable: readonly string[], defaultSort: string): ListQuery {
  const sort = parseJson(query.sort, 'sort');
  const range = parseJson(query.range, 'range');
  const filter = parseJson(query.filter, 'filter');

  let field = defaultSort;
  let order: 'asc' | 'desc' = 'desc';
  if (Array.isArray(sort) && typeof sort[0] === 'string' && sortable.includes(sort[0])) {
    field = sort[0];
    order = String(sort[1]).toUpperCase() === 'ASC' ? 'asc' : 'desc';
  }

  let start = 0;
  let limit = 10;
  if (Array.isArray(range) && Number.isInteger(range[0]) && Number.isInteger(range[1]) && range[1] >= range[0]) {
    start = Math.max(0, range[0] as number);
    limit = Math.min(MAX_PAGE, (range[1] as number) - start + 1);
  }

  const filters = filter && typeof filter === 'object' && !Array.isArray(filter) ? (filter as Record<string, unknown>) : {};
  return { sort: { field, order }, start, limit, filter: filters };
}

export function contentRange(resource: string, start: number, count: number, total: number): string {
  const end = count === 0 ? start : start + count - 1;
  return `${resource} ${start}-${end}/${total}`;
}
