import type { Core } from '@strapi/strapi';
import { addMonths, extendedSubscription, todayIso, type PageKind } from '@cep/domain';
import { documentData } from '../../../utils/document-data';
import { lockRow, type Transaction } from '../../../utils/row-lock';
import { ACCOUNT_UID } from './current-membership';

export interface AccountSubscription {
  type: PageKind;
  documentId: string;
  /** Its last day; null when none ever ran. */
  fin: string | null;
}

const isoDay = (value: unknown) => (value ? String(value instanceof Date ? value.toISOString() : value).slice(0, 10) : null);

/**
 * An account's subscription (spec 02 §4 `abonnement`): a last day on the account, moved by a paid order
 * (issue #38 item 5) or by staff in the backoffice.
 */
export function subscriptions(strapi: Core.Strapi) {
  async function of(accountId: number): Promise<AccountSubscription | null> {
    const row = await strapi.db.query(ACCOUNT_UID).findOne({ where: { id: accountId }, select: ['documentId', 'type', 'abonnementFin'] });
    return row ? { type: row.type as PageKind, documentId: String(row.documentId), fin: isoDay(row.abonnementFin) } : null;
  }

  /**
   * Adds (or, with negative months, takes back) months, on the locked account row inside the caller's
   * transaction: two orders paid at once both count. Answers the new last day.
   */
  async function move(trx: Transaction['trx'], accountId: number, months: number, today = todayIso()): Promise<string | null> {
    const locked = await lockRow(strapi, trx, ACCOUNT_UID, accountId, ['documentId', 'abonnementFin']);
    if (!locked) return null;
    const fin = isoDay(locked.abonnementFin);
    // Taking back (a refund) counts from the last day: what was paid earlier stays paid.
    const next = months >= 0 ? extendedSubscription(fin, months, today) : fin && addMonths(fin, months);
    await strapi
      .documents(ACCOUNT_UID)
      .update({ documentId: String(locked.documentId), data: documentData(ACCOUNT_UID, { abonnementFin: next }) });
    return next;
  }

  return { of, move };
}
