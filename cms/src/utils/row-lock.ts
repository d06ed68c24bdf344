import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/** What `strapi.db.transaction` hands its callback (nested calls join the same transaction through async context). */
export type Transaction = { trx: Knex.Transaction };

/**
 * Reads a row inside a transaction and keeps it from changing until commit: PostgreSQL locks it
 * (`FOR UPDATE`); SQLite runs one write transaction at a time, so there is nothing more to lock.
 */
export async function lockRow(strapi: Core.Strapi, trx: Knex.Transaction, uid: string, id: number, attributes: string[]) {
  const table = strapi.db.metadata.get(uid).tableName;
  const columns = attributes.map((name) => columnOf(strapi, uid, name));
  const query = trx(table).where('id', id).first(columns);
  const row = (await (strapi.db.dialect.client === 'postgres' ? query.forUpdate() : query)) as Record<string, unknown> | undefined;
  return row ? Object.fromEntries(attributes.map((name, i) => [name, row[columns[i] ?? name]])) : null;
}

/** The database column of a content type's attribute (Strapi writes `soldeOffre` as `solde_offre`). */
export function columnOf(strapi: Core.Strapi, uid: string, attribute: string): string {
  return (strapi.db.metadata.get(uid).attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
}
