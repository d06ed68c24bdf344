import { randomUUID } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';
import { columnOf } from '../utils/row-lock';
import { fieldOf } from '../utils/field-of';

/** Rows per statement: SQLite binds at most 32,766 values, PostgreSQL 65,535; an alert page stays far below. */
const CHUNK = 200;

/**
 * Inserts rows whose key another call may already have taken, in the caller's transaction, and answers the keys this
 * call wrote: the claims that make a thing happen once (a Stripe event recorded, a newsletter delivered, an alert's
 * item sent, a promo code's use held, a year's invoice counter made). `ON CONFLICT DO NOTHING` cannot go through the
 * Document Service, and on PostgreSQL a refused insert would end the transaction it runs in. So this is the one place
 * that writes Strapi's own columns by hand (`document_id`, the timestamps, `published_at`): each row gets a fresh
 * document id, which also tells this call's rows from those it found.
 *
 * `rows` are written with attribute names (mapped to their columns here); `key` names the attributes of the unique
 * index; the answer holds each written row's key values joined by `|`.
 */
export async function insertOnce(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  uid: UID.ContentType,
  key: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<Set<string>> {
  const table = strapi.db.metadata.get(uid).tableName;
  const column = (attribute: string) => columnOf(strapi, uid, attribute);
  const keyColumns = key.map(column);
  const now = new Date();
  const tokens: string[] = [];
  const records = rows.map((row) => {
    const token = randomUUID();
    tokens.push(token);
    const record: Record<string, unknown> = { document_id: token, created_at: now, updated_at: now, published_at: now };
    for (const [attribute, value] of Object.entries(row)) record[column(attribute)] = value;
    return record;
  });
  for (let i = 0; i < records.length; i += CHUNK) {
    await trx(table)
      .insert(records.slice(i, i + CHUNK))
      .onConflict(keyColumns)
      .ignore();
  }
  const written = new Set<string>();
  for (let i = 0; i < tokens.length; i += CHUNK) {
    const found: unknown = await trx(table)
      .whereIn('document_id', tokens.slice(i, i + CHUNK))
      .select(keyColumns);
    for (const row of Array.isArray(found) ? found : []) written.add(keyColumns.map((name) => String(fieldOf(row, name))).join('|'));
  }
  return written;
}
