import type { Core } from '@strapi/strapi';
import { BOOSTER_CREDIT_KIND, UNLIMITED, type BoosterOption, type CreditBalance } from '@cep/domain';
import { ledger } from '../../account';
import { lockRow, type Transaction } from '../../../utils/row-lock';
import type { Offer } from '../utils/attributes';
import { boosterActive, boosterColumns } from './booster-columns';
import { UIDS } from '../../../uids';

export type BoosterResult = { ok: true; credit: CreditBalance } | { ok: false; reason: 'state' | 'active' | 'credit' | 'booking' };

/** The last credit went to a concurrent use: the transaction rolls back. */
class CreditShort extends Error {}

/**
 * Puts a booster on a published offer with one credit of its kind (spec 02 §4, §7; issue #12 item 8): the
 * spend and the change are one transaction on the locked offer, so a double click uses one credit.
 */
export async function applyBooster(
  strapi: Core.Strapi,
  accountId: number,
  offer: Offer,
  option: BoosterOption,
  now = new Date(),
): Promise<BoosterResult> {
  const columns = boosterColumns(option, now);
  if (!columns) return { ok: false, reason: 'booking' };
  const kind = BOOSTER_CREDIT_KIND[option];
  const balances = await ledger(strapi).balances(accountId);
  try {
    return await strapi.db.transaction(async ({ trx }: Transaction): Promise<BoosterResult> => {
      const current = await lockRow(strapi, trx, UIDS.offer, Number(offer.id), [
        'etat',
        'aLaUneJusquau',
        'newsletterDemandeeLe',
        'cvthequeActive',
      ]);
      if (current?.etat !== 'publiee') return { ok: false, reason: 'state' };
      if (boosterActive(current, option)) return { ok: false, reason: 'active' };
      if (balances[kind] !== UNLIMITED) {
        const spent = await ledger(strapi).spend({ accountId, kind, quantity: 1, reason: 'booster', offerId: Number(offer.id) });
        if (!spent.ok) throw new CreditShort();
      }
      await strapi.documents(UIDS.offer).update({ documentId: offer.documentId, data: columns });
      return { ok: true, credit: (await ledger(strapi).balances(accountId))[kind] };
    });
  } catch (error) {
    if (error instanceof CreditShort) return { ok: false, reason: 'credit' };
    throw error;
  }
}
