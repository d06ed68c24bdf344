import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/** What `strapi.db.transaction` hands its callback (nested calls join the same transaction through async context). */
export type Transaction = { trx: Knex.Transaction };

/**
 * Reads a row inside a transaction and keeps it from changing until commit: PostgreSQL locks it
 * (`FOR UPDATE`); SQLite runs one write transaction at a time, so there is nothing more to lock.
 */
export async function lockRow(strapi: Core.Strapi, trx: Knex.Transaction, uid: string, id: number, attributes: string[]) {
  const meta = strapi.db.metadata.get(uid);
  const columns = attributes.map((name) => (meta.attributes[name] as { columnName?: string } | undefined)?.columnName ?? name);
  const query = trx(meta.tableName).where('id', id).first(columns);
  const row = (await (strapi.db.dialect.client === 'postgres' ? query.forUpdate() : query)) as Record<string, unknown> | undefined;
  return row ? Object.fromEntries(attributes.map((name, i) => [name, row[columns[i] ?? name]])) : null;
}
