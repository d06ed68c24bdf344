import type { Core, Modules, UID } from '@strapi/strapi';
import type { ListQuery } from './simple-rest';

type Filters = Record<string, unknown>;

interface DocumentSourceConfig<TUID extends UID.ContentType, TRecord> {
  uid: TUID;
  fields: Modules.Documents.Params.Fields.Any<TUID>;
  populate?: Modules.Documents.Params.Populate.Any<TUID>;
  /** Turns react-admin's `filter` into Document Service filters; anything it does not know is ignored. */
  filters(filter: Record<string, unknown>): Filters[];
  /** react-admin needs `id`: the stable documentId. */
  toRecord(row: Modules.Documents.AnyDocument): TRecord;
}

/** `list` and `get` of a backoffice resource over the Document Service, with `filter.id` (getMany) handled here. */
export function documentSource<TUID extends UID.ContentType, TRecord extends object>(config: DocumentSourceConfig<TUID, TRecord>) {
  const where = (filter: Record<string, unknown>): Filters => {
    const clauses = config.filters(filter);
    if (Array.isArray(filter.id)) clauses.push({ documentId: { $in: filter.id.map(String) } });
    return clauses.length ? { $and: clauses } : {};
  };
  return {
    async list(strapi: Core.Strapi, query: ListQuery) {
      const docs = strapi.documents(config.uid);
      const filters = where(query.filter);
      const [rows, total] = await Promise.all([
        docs.findMany({
          filters,
          fields: config.fields,
          populate: config.populate,
          sort: { [query.sort.field]: query.sort.order },
          start: query.start,
          limit: query.limit,
        } as Modules.Documents.ServiceParams<TUID>['findMany']),
        docs.count({ filters } as Modules.Documents.ServiceParams<TUID>['count']),
      ]);
      return { records: rows.map((row) => config.toRecord(row)), total };
    },

    async get(strapi: Core.Strapi, documentId: string) {
      const row = await strapi
        .documents(config.uid)
        .findOne({ documentId, fields: config.fields, populate: config.populate } as Modules.Documents.ServiceParams<TUID>['findOne']);
      return row ? config.toRecord(row) : null;
    },
  };
}

/** A case-insensitive match of `filter.q` on any of these Document Service paths. */
export function textSearch(q: unknown, paths: Array<(value: string) => Filters>): Filters[] {
  if (typeof q !== 'string' || !q.trim()) return [];
  const value = q.trim().slice(0, 100);
  return [{ $or: paths.map((path) => path(value)) }];
}
