import { contracts } from '@cep/domain';
import type { Filter, SearchParams } from '@cep/search';

type Query = Record<string, unknown>;

const FACETS = ['contract', 'department', 'harvest'];
const QUERY_MAX = 200;

function first(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

function list(value: unknown): string[] {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
}

/**
 * The public query string of /offres (French names, the same as the site's URL) turned into engine
 * parameters. Unknown values are dropped rather than refused: a shared link with a stale filter still works.
 */
export function offerSearchQuery(query: Query): SearchParams {
  const filters: Filter[] = [];
  const contrats = list(query.contrat).filter((slug) => contracts.some((c) => c.slug === slug));
  if (contrats.length) filters.push({ field: 'contract', op: 'in', values: contrats });
  const departements = list(query.departement).filter((code) => /^(\d{2,3}|2[AB])$/.test(code));
  if (departements.length) filters.push({ field: 'department', op: 'in', values: departements });
  if (first(query.vendanges) === '1') filters.push({ field: 'harvest', op: 'eq', value: true });

  const q = first(query.q)?.slice(0, QUERY_MAX);
  const tri = first(query.tri);
  const page = Number.parseInt(first(query.page) ?? '1', 10);
  return {
    q,
    filters,
    facets: FACETS,
    // Relevance first when the visitor typed words, newest first otherwise or when asked.
    sort: tri === 'date' || !q ? { field: 'publishedAt', direction: 'desc' } : undefined,
    page: Number.isFinite(page) ? page : 1,
  };
}
