import { anyFilters } from '../../any-filters';
import type { FieldType, Filter, GeoPoint } from '../../types';

type Stored = Record<string, unknown> & { _geo?: GeoPoint };
export type Predicate = (doc: Stored) => boolean;

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

/** One filter as a test on a stored document; list fields match when any of their values does. */
function toPredicate(filter: Filter, type: (field: string) => FieldType | undefined): Predicate {
  if (filter.op === 'any') {
    const predicates = anyFilters(filter.filters).map((f) => toPredicate(f, type));
    return (doc) => predicates.some((p) => p(doc));
  }
  if (filter.op === 'geoRadius') {
    const centre = { lat: filter.lat, lng: filter.lng };
    return (doc) => doc._geo !== undefined && distanceKm(centre, doc._geo) <= filter.km;
  }
  const field = filter.field;
  if (filter.op === 'range') {
    const { gte, lte, gt, lt } = filter;
    return (doc) => {
      const v = doc[field];
      return (
        typeof v === 'number' &&
        (gte === undefined || v >= gte) &&
        (lte === undefined || v <= lte) &&
        (gt === undefined || v > gt) &&
        (lt === undefined || v < lt)
      );
    };
  }
  const values = new Set(filter.op === 'eq' ? [filter.value] : filter.values);
  if (type(field) === 'keyword[]')
    return (doc) => Array.isArray(doc[field]) && (doc[field] as unknown[]).some((v) => values.has(v as never));
  return (doc) => values.has(doc[field] as never);
}

/** Every filter must hold. */
export function compileFilters(filters: Filter[], type: (field: string) => FieldType | undefined): Predicate {
  const predicates = filters.map((f) => toPredicate(f, type));
  return (doc) => predicates.every((p) => p(doc));
}
