import {
  contracts,
  DEFAULT_RADIUS_KM,
  HARVEST_SEARCH_FLAGS,
  isIsoDate,
  queryFirst,
  queryList,
  DOMAINS,
  EXPERIENCE_LEVELS,
  ids,
  RADIUS_CHOICES_KM,
  STUDY_LEVELS,
  ZONE_ID,
} from '@cep/domain';
import { OFFER_FACETS, type Filter, type SearchParams } from '@cep/search';
import { communeByCode } from '../places/coordinates';

type Query = Record<string, unknown>;

const PUBLISHED_WITHIN_DAYS = [1, 7, 30];
const QUERY_MAX = 200;
const DAY = 24 * 60 * 60 * 1000;

const first = queryFirst;
const list = queryList;

const known = (allowed: number[]) => (value: string) => allowed.includes(Number(value));
const isZoneCode = (code: string) => /^(\d{2,3}|2[AB])$/.test(code);

/** A day of the query ('YYYY-MM-DD') as the epoch ms the index holds, or null. */
const dayOf = (value: string | undefined) => (value && isIsoDate(value) ? Date.parse(`${value}T00:00:00Z`) : null);

/**
 * The harvest filters (issue #40): housed, fed, fetched, a first season welcome, and the days a picker is free —
 * an offer matches when its window of start overlaps them (its latest start on or after the first day, its
 * earliest on or before the last). Other offers never match these.
 */
export function harvestFilters(query: Query): Filter[] {
  // Days typed the wrong way round are read the right way.
  const [typedFrom, typedTo] = [dayOf(first(query.disponibleDu)), dayOf(first(query.disponibleAu))];
  const [from, to] = typedFrom !== null && typedTo !== null && typedFrom > typedTo ? [typedTo, typedFrom] : [typedFrom, typedTo];
  return [
    ...HARVEST_SEARCH_FLAGS.flatMap(({ param, field }) => (first(query[param]) === '1' ? [{ field, op: 'eq', value: true } as const] : [])),
    ...(from !== null ? [{ field: 'harvestTo', op: 'range', gte: from } as const] : []),
    ...(to !== null ? [{ field: 'harvestFrom', op: 'range', lte: to } as const] : []),
  ];
}

/** One filter per parameter, kept only when at least one value is known. */
function inFilter(field: string, values: string[]): Filter[] {
  return values.length ? [{ field, op: 'in', values }] : [];
}

function radiusKm(query: Query): number {
  const asked = Number(first(query.rayon));
  return (RADIUS_CHOICES_KM as readonly number[]).includes(asked) ? asked : DEFAULT_RADIUS_KM;
}

/** `autour` (a commune code, 'vil33394' or '33394') and `rayon` (km) → a radius around its point. */
export function radiusFilter(query: Query): Filter[] {
  const code = first(query.autour);
  const commune = code ? communeByCode(code) : undefined;
  if (!commune?.point) return [];
  return [{ op: 'geoRadius', lat: commune.point.lat, lng: commune.point.lng, km: radiusKm(query) }];
}

/**
 * The `zone` list of an alert ('dep33,reg75,vil33063'): an offer in any of them matches, a commune with the
 * radius around it (its department when it has no point).
 */
export function zoneFilter(zones: string[], km: number, fields = { departments: 'departments', regions: 'regions' }): Filter[] {
  const valid = zones.filter((zone) => ZONE_ID.test(zone));
  const codes = (prefix: string) => valid.filter((z) => z.startsWith(prefix)).map((z) => z.slice(3));
  const alternatives: Filter[] = [...inFilter(fields.departments, codes('dep')), ...inFilter(fields.regions, codes('reg'))];
  for (const code of codes('vil')) {
    const commune = communeByCode(code);
    if (commune?.point) alternatives.push({ op: 'geoRadius', lat: commune.point.lat, lng: commune.point.lng, km });
    else if (commune) alternatives.push({ field: fields.departments, op: 'in', values: [commune.departement] });
  }
  return alternatives.length ? [{ op: 'any', filters: alternatives }] : [];
}

/**
 * The public query string of /offres (French names, the same as the site's URL) turned into engine
 * parameters. Unknown values are dropped rather than refused: a shared link with a stale filter still works.
 */
export function offerSearchQuery(query: Query, now = Date.now()): SearchParams {
  const since = Number(first(query.depuis));
  const filters: Filter[] = [
    ...inFilter(
      'contract',
      list(query.contrat).filter((slug) => contracts.some((c) => c.slug === slug)),
    ),
    ...inFilter('departments', list(query.departement).filter(isZoneCode)),
    ...inFilter('regions', list(query.region).filter(isZoneCode)),
    ...inFilter('domains', list(query.domaine).filter(known(ids(DOMAINS)))),
    ...inFilter('experience', list(query.experience).filter(known(ids(EXPERIENCE_LEVELS)))),
    ...inFilter('studyLevel', list(query.niveau).filter(known(ids(STUDY_LEVELS)))),
    // A company's open offers (its page, later); anonymous offers carry no company id, so they never match.
    ...inFilter(
      'companyId',
      list(query.entreprise).filter((id) => /^[a-z0-9]{10,40}$/.test(id)),
    ),
    ...(first(query.vendanges) === '1' ? [{ field: 'harvest', op: 'eq', value: true } as const] : []),
    ...harvestFilters(query),
    ...(first(query.teletravail) === '1' ? [{ field: 'homeOffice', op: 'eq', value: true } as const] : []),
    ...(PUBLISHED_WITHIN_DAYS.includes(since) ? [{ field: 'publishedAt', op: 'range', gte: now - since * DAY } as const] : []),
    ...radiusFilter(query),
    ...zoneFilter(list(query.zone), radiusKm(query)),
  ];

  const q = first(query.q)?.slice(0, QUERY_MAX);
  const tri = first(query.tri);
  const page = Number.parseInt(first(query.page) ?? '1', 10);
  return {
    q,
    filters,
    facets: OFFER_FACETS,
    // Relevance first when the visitor typed words, newest first otherwise or when asked; or best paid; or the
    // soonest harvest start (other offers last).
    sort:
      tri === 'salaire'
        ? { field: 'pay', direction: 'desc' }
        : tri === 'debut'
          ? { field: 'harvestFrom', direction: 'asc' }
          : tri === 'date' || !q
            ? { field: 'publishedAt', direction: 'desc' }
            : undefined,
    page: Number.isFinite(page) ? page : 1,
  };
}
