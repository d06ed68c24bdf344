import type { Filter } from './types';

/** An `any` filter needs at least one alternative: « none of nothing » has no meaning both engines agree on. */
export function anyFilters(filters: Filter[]): Filter[] {
  if (filters.length === 0) throw new RangeError('an "any" filter needs at least one filter');
  return filters;
}
