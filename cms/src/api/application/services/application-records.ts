import type { Core, Modules } from '@strapi/strapi';
import { columnOf } from '../../../utils/row-lock';
import { UIDS } from '../../../uids';

export type ApplicationRow = Modules.Documents.Document<typeof UIDS.application>;

/** ISO text of a datetime column, whatever the database returned (a raw SQLite read gives milliseconds). */
export function isoTime(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Applications per offer, and how many are still unopened, in one grouped query over the application–offer
 * link table (the offers page shows both on every card).
 */
export async function countsByOffer(strapi: Core.Strapi, offerIds: number[]): Promise<Map<number, { total: number; nouvelles: number }>> {
  const counts = new Map<number, { total: number; nouvelles: number }>();
  if (offerIds.length === 0) return counts;
  const meta = strapi.db.metadata.get(UIDS.application);
  const relation = meta.attributes.offer;
  const link = relation && 'joinTable' in relation ? relation.joinTable : undefined;
  // A many-to-one relation always has its link table (a morph one would have no inverse column).
  if (!link || !('inverseJoinColumn' in link)) throw new Error('application.offer has no link table');
  const opened = columnOf(strapi, UIDS.application, 'lueLe');
  const rows = (await strapi.db
    .connection(link.name)
    .join(meta.tableName, `${meta.tableName}.id`, `${link.name}.${link.joinColumn.name}`)
    .whereIn(`${link.name}.${link.inverseJoinColumn.name}`, offerIds)
    .groupBy(`${link.name}.${link.inverseJoinColumn.name}`)
    .select(`${link.name}.${link.inverseJoinColumn.name} as offer`)
    .count({ total: '*' })
    .select(strapi.db.connection.raw(`sum(case when ${meta.tableName}.${opened} is null then 1 else 0 end) as nouvelles`))) as Array<{
    offer: number;
    total: number | string;
    nouvelles: number | string | null;
  }>;
  for (const row of rows) counts.set(Number(row.offer), { total: Number(row.total), nouvelles: Number(row.nouvelles ?? 0) });
  return counts;
}

/** An offer's applications per status, in one grouped query on the (offreRef, createdAt) index. */
export async function countsByStatus(strapi: Core.Strapi, offerId: number): Promise<Record<'0' | '1' | '2', number>> {
  const meta = strapi.db.metadata.get(UIDS.application);
  const statut = columnOf(strapi, UIDS.application, 'statut');
  const rows = (await strapi.db
    .connection(meta.tableName)
    .where(columnOf(strapi, UIDS.application, 'offreRef'), offerId)
    .groupBy(statut)
    .select(`${statut} as statut`)
    .count({ total: '*' })) as Array<{ statut: number; total: number | string }>;
  const counts = { '0': 0, '1': 0, '2': 0 };
  for (const row of rows) {
    const key = String(row.statut);
    if (key === '0' || key === '1' || key === '2') counts[key] = Number(row.total);
  }
  return counts;
}
