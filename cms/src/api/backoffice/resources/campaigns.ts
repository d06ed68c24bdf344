import { documentSource, textSearch } from '../services/document-source';
import type { BackofficeResource } from '../services/resource';
import { UIDS } from '../../../uids';
import { fieldOf } from '../../../utils/field-of';

const source = documentSource({
  uid: UIDS.campaign,
  fields: ['source', 'medium', 'campagne', 'vueLe', 'parametres'],
  filters: (filter) =>
    textSearch(filter.q, [
      (q) => ({ source: { $containsi: q } }),
      (q) => ({ medium: { $containsi: q } }),
      (q) => ({ campagne: { $containsi: q } }),
    ]),
  toRecord: (row) => ({
    id: row.documentId,
    vueLe: row.vueLe,
    source: row.source ?? '',
    medium: row.medium ?? '',
    campagne: row.campagne ?? '',
    autres: (Array.isArray(row.parametres) ? row.parametres : [])
      .flatMap((pair: unknown) => {
        const [key, value] = [fieldOf(pair, 'key'), fieldOf(pair, 'value')];
        return typeof key === 'string' && typeof value === 'string' ? [{ key, value }] : [];
      })
      .filter((pair) => !['utm_source', 'utm_medium', 'utm_campaign', 'utm_date'].includes(pair.key))
      .map((pair) => `${pair.key}=${pair.value}`)
      .join(', '),
  }),
});

/** Visits that arrived with `utm_*` parameters (issue #16 item 7): which campaigns bring visitors. Read-only. */
export const campaigns: BackofficeResource = {
  sortable: ['vueLe'],
  defaultSort: 'vueLe',
  ...source,
};
