import type { Core } from '@strapi/strapi';
import { refundedSubscription, subscriptionPeriod, todayIso, type PageKind, type SubscriptionPeriod } from '@cep/domain';
import { documentData } from '../../../utils/document-data';
import { lockRow, type Transaction } from '../../../utils/row-lock';
import { UIDS } from '../../../uids';

export interface AccountSubscription {
  type: PageKind;
  documentId: string;
  /** Its last day; null when none ever ran. */
  fin: string | null;
}

const isoDay = (value: unknown) => (value ? String(value instanceof Date ? value.toISOString() : value).slice(0, 10) : null);

/**
 * An account's subscription (spec 02 §4 `abonnement`): a last day on the account, moved by a paid or refunded order
 * (issue #38 item 5) or by staff in the backoffice. Each move locks the account row inside the caller's transaction,
 * so two orders paid at once both count.
 */
export function subscriptions(strapi: Core.Strapi) {
  async function of(accountId: number): Promise<AccountSubscription | null> {
    const row = await strapi.db.query(UIDS.account).findOne({ where: { id: accountId }, select: ['documentId', 'type', 'abonnementFin'] });
    // The column holds one of the two kinds (an enumeration).
    return row
      ? { type: row.type === 'ecole' ? 'ecole' : 'entreprise', documentId: String(row.documentId), fin: isoDay(row.abonnementFin) }
      : null;
  }

  /** Moves the locked account's last day to what `next` makes of the current one. */
  async function setEnd(trx: Transaction['trx'], accountId: number, next: (fin: string | null) => string | null) {
    const locked = await lockRow(strapi, trx, UIDS.account, accountId, ['documentId', 'abonnementFin']);
    if (!locked) return null;
    const fin = isoDay(locked.abonnementFin);
    const end = next(fin);
    await strapi
      .documents(UIDS.account)
      .update({ documentId: String(locked.documentId), data: documentData(UIDS.account, { abonnementFin: end }) });
    return { fin, end };
  }

  return {
    of,

    /** Adds `months` to the running subscription, or starts one today; answers the period they cover. */
    async extend(trx: Transaction['trx'], accountId: number, months: number, today = todayIso()): Promise<SubscriptionPeriod | null> {
      let period: SubscriptionPeriod | null = null;
      await setEnd(trx, accountId, (fin) => {
        period = subscriptionPeriod(fin, months, today);
        return period.au;
      });
      return period;
    },

    /** Takes back what is still ahead of a refunded order's period (nothing once it is over). */
    async takeBack(trx: Transaction['trx'], accountId: number, period: SubscriptionPeriod, today = todayIso()) {
      await setEnd(trx, accountId, (fin) => refundedSubscription(fin, period, today));
    },
  };
}
