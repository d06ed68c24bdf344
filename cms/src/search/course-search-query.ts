import { COURSE_FUNDINGS, COURSE_MODALITIES, COURSE_TYPES, DOMAINS, ids, queryFirst, queryList, STUDY_LEVELS, todayIso } from '@cep/domain';
import type { Filter, SearchParams } from '@cep/search';
import { radiusFilter } from './offer-search-query';

type Query = Record<string, unknown>;

export const COURSE_FACETS = ['type', 'level', 'domain', 'regions', 'departments', 'modalities', 'fundings'];
const QUERY_MAX = 200;

const isZoneCode = (code: string) => /^(\d{2,3}|2[AB])$/.test(code);
const oneOf = (allowed: readonly string[]) => (value: string) => allowed.includes(value);
const inFilter = (field: string, values: string[]): Filter[] => (values.length ? [{ field, op: 'in', values }] : []);

/**
 * The public query string of /formations (French names, the site's URL) as engine parameters, as for /offres:
 * unknown values are dropped, so a shared link with a stale filter still works. `session=1` keeps courses with a
 * session still to start, checked against today at query time.
 */
export function courseSearchQuery(query: Query): SearchParams {
  const filters: Filter[] = [
    ...inFilter('type', queryList(query.type).filter(oneOf(COURSE_TYPES))),
    ...inFilter('level', queryList(query.niveau).filter(oneOf(ids(STUDY_LEVELS).map(String)))),
    ...inFilter('domain', queryList(query.domaine).filter(oneOf(ids(DOMAINS).map(String)))),
    ...inFilter('regions', queryList(query.region).filter(isZoneCode)),
    ...inFilter('departments', queryList(query.departement).filter(isZoneCode)),
    ...inFilter('modalities', queryList(query.modalite).filter(oneOf(COURSE_MODALITIES))),
    ...inFilter('fundings', queryList(query.financement).filter(oneOf(COURSE_FUNDINGS))),
    ...inFilter(
      'schoolId',
      queryList(query.ecole).filter((id) => /^[a-z0-9]{10,40}$/.test(id)),
    ),
    ...(queryFirst(query.session) === '1' ? [{ field: 'lastSessionStart', op: 'range', gte: Date.parse(todayIso()) } as const] : []),
    ...radiusFilter(query),
  ];
  const q = queryFirst(query.q)?.slice(0, QUERY_MAX);
  const tri = queryFirst(query.tri);
  const page = Number.parseInt(queryFirst(query.page) ?? '1', 10);
  return {
    q,
    filters,
    facets: COURSE_FACETS,
    sort:
      tri === 'prix'
        ? { field: 'price', direction: 'asc' }
        : tri === 'date' || !q
          ? { field: 'publishedAt', direction: 'desc' }
          : undefined,
    page: Number.isFinite(page) ? page : 1,
  };
}
