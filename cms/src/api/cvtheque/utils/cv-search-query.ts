import {
  contracts,
  DOMAINS,
  queryFirst,
  queryList,
  EXPERIENCE_LEVELS,
  ids,
  LANGUAGES,
  STUDY_LEVELS,
  DEFAULT_RADIUS_KM,
  RADIUS_CHOICES_KM,
} from '@cep/domain';
import type { Filter, SearchParams } from '@cep/search';
import { zoneFilter } from '../../../search/offer-search-query';

type Query = Record<string, unknown>;

export const CV_FACETS = ['contracts', 'domains', 'experience', 'studyLevel', 'languages', 'licence', 'regions'];
const QUERY_MAX = 200;

const list = queryList;
const first = queryFirst;
const known = (allowed: number[]) => (value: string) => allowed.includes(Number(value));
const inFilter = (field: string, values: string[]): Filter[] => (values.length ? [{ field, op: 'in', values }] : []);

/**
 * A zone search on CVs: any of the zones, and — when asked (« candidat dispo France ») — the candidates who
 * gave no zone, available anywhere.
 */
export function cvZoneFilter(zones: string[], km: number, mobileFrance: boolean): Filter[] {
  const alternatives = zoneFilter(zones, km).flatMap((filter) => (filter.op === 'any' ? filter.filters : [filter]));
  if (mobileFrance) alternatives.push({ field: 'mobileFrance', op: 'eq', value: true });
  return alternatives.length ? [{ op: 'any', filters: alternatives }] : [];
}

/**
 * The CV library's query string (French names, as the site's URL) turned into engine parameters; unknown values
 * are dropped. `liked`: the account's liked CV ids when « CV aimés » is ticked.
 */
export function cvSearchQuery(query: Query, liked: string[] | null): SearchParams {
  const asked = Number(first(query.rayon));
  const km = RADIUS_CHOICES_KM.find((choice) => choice === asked) ?? DEFAULT_RADIUS_KM;
  const filters: Filter[] = [
    ...inFilter(
      'contracts',
      list(query.contrat).filter((slug) => contracts.some((c) => c.slug === slug)),
    ),
    ...inFilter('domains', list(query.domaine).filter(known(ids(DOMAINS)))),
    ...inFilter('experience', list(query.experience).filter(known(ids(EXPERIENCE_LEVELS)))),
    ...inFilter('studyLevel', list(query.niveau).filter(known(ids(STUDY_LEVELS)))),
    ...inFilter('languages', list(query.langue).filter(known(ids(LANGUAGES)))),
    ...(first(query.permis) === '1' ? [{ field: 'licence', op: 'eq', value: true } as const] : []),
    ...cvZoneFilter(list(query.zone), km, first(query.mobile) === '1'),
    ...inFilter('id', liked ?? []),
  ];
  const q = first(query.q)?.slice(0, QUERY_MAX);
  const page = Number.parseInt(first(query.page) ?? '1', 10);
  return {
    q,
    filters,
    facets: CV_FACETS,
    // Relevance when words are typed, the freshest CVs otherwise.
    sort: q ? undefined : { field: 'updatedAt', direction: 'desc' },
    page: Number.isFinite(page) ? page : 1,
  };
}
