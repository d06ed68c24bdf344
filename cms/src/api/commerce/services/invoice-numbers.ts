import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { columnOf } from '../../../utils/row-lock';
import { UIDS } from '../../../uids';
import { fieldOf } from '../../../utils/field-of';
import { insertOnce } from '../../../database/insert-once';

export type InvoiceSeries = 'facture' | 'avoir';

/** « 2026-000042 » for invoices, « AV-2026-000003 » for credit notes. */
export const formatInvoiceNumber = (series: InvoiceSeries, year: number, sequence: number) =>
  `${series === 'avoir' ? 'AV-' : ''}${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The next number of a series for the year, taken inside the caller's transaction (the payment's): the
 * counter row is incremented by one conditional UPDATE, which locks it until commit, so concurrent payments
 * queue on it and a rolled-back payment gives its number back. Never a database sequence: those skip
 * numbers on rollback, and French invoices must not have gaps.
 */
export async function nextInvoiceNumber(strapi: Core.Strapi, trx: Knex.Transaction, series: InvoiceSeries, year: number) {
  const table = strapi.db.metadata.get(UIDS.invoiceCounter).tableName;
  const last = columnOf(strapi, UIDS.invoiceCounter, 'dernier');
  const where = { serie: series, annee: year };
  let changed = await trx(table).where(where).increment(last, 1);
  if (changed === 0) {
    // First number of the year: the unique (serie, annee) index lets one of two racing inserts win.
    await insertOnce(strapi, trx, UIDS.invoiceCounter, ['serie', 'annee'], [{ ...where, dernier: 0 }]);
    changed = await trx(table).where(where).increment(last, 1);
  }
  if (changed !== 1) throw new Error(`invoice counter ${series}/${year} not incremented`);
  const sequence = Number(fieldOf(await trx(table).where(where).first(last), last));
  if (!Number.isSafeInteger(sequence)) throw new Error(`invoice counter ${series}/${year} unreadable`);
  return { year, sequence, numero: formatInvoiceNumber(series, year, sequence) };
}
