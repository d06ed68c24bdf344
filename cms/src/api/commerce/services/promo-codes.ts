import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { promoUsable, type PurchaseType } from '@cep/domain';
import { columnOf } from '../../../utils/row-lock';
import { UIDS } from '../../../uids';
import { fieldOf } from '../../../utils/field-of';
import { insertOnce } from '../../../database/insert-once';

export interface UsablePromo {
  id: number;
  code: string;
  libelle: string;
  pourcentage: number;
  unParCompte: boolean;
}

const normalise = (code: string) => code.trim().toUpperCase();

type PromoRef = { id: number; unParCompte?: boolean | null };

/** The key of one use: once per account for such codes, else once per order. */
export const promoUseKey = (promo: PromoRef, accountId: number, orderId: number) =>
  promo.unParCompte ? `${promo.id}:compte:${accountId}` : `${promo.id}:commande:${orderId}`;

export function promoCodes(strapi: Core.Strapi) {
  const usesTable = () => strapi.db.metadata.get(UIDS.promoUse).tableName;
  const codesTable = () => strapi.db.metadata.get(UIDS.promoCode).tableName;
  const useColumn = (attribute: string) => columnOf(strapi, UIDS.promoUse, attribute);
  const codeColumn = (attribute: string) => columnOf(strapi, UIDS.promoCode, attribute);
  return {
    /** The code if this account can use it now for this kind of purchase; null says nothing of why (spec 02 §8). */
    async usable(rawCode: string, accountId: number, purchase: PurchaseType, now = new Date()): Promise<UsablePromo | null> {
      const code = normalise(rawCode);
      if (!code || code.length > 50) return null;
      const row = await strapi.db.query(UIDS.promoCode).findOne({ where: { code } });
      if (!row) return null;
      const used = row.unParCompte ? await strapi.db.query(UIDS.promoUse).count({ where: { cle: `${row.id}:compte:${accountId}` } }) : 0;
      const state = { ...row, cibles: Array.isArray(row.cibles) ? row.cibles : [], utilisations: Number(row.utilisations ?? 0) };
      if (!promoUsable(state, purchase, now, used > 0)) return null;
      return {
        id: Number(row.id),
        code: row.code,
        libelle: row.libelle,
        pourcentage: Number(row.pourcentage),
        unParCompte: Boolean(row.unParCompte),
      };
    },

    /**
     * Holds one use of the code for this order, in the caller's transaction (the order's creation): the use row's
     * unique key refuses a second order of the same account for a once-per-account code, and the counter moves only
     * while it is below the code's limit, in one statement. False when either limit is reached: the caller rolls the
     * order back. An unpaid order holds its use until it is paid, cancelled or expired (release).
     */
    async reserve(trx: Knex.Transaction, promo: PromoRef, accountId: number, orderId: number): Promise<boolean> {
      const key = promoUseKey(promo, accountId, orderId);
      await insertOnce(strapi, trx, UIDS.promoUse, ['cle'], [{ promoId: promo.id, compteId: accountId, commandeId: orderId, cle: key }]);
      const holderColumn = useColumn('commandeId');
      if (Number(fieldOf(await trx(usesTable()).where('cle', key).first(holderColumn), holderColumn)) !== orderId) return false;
      const uses = codeColumn('utilisations');
      const max = codeColumn('utilisationsMax');
      const counted = await trx(codesTable())
        .where('id', promo.id)
        .andWhere((limit) => limit.whereNull(max).orWhere(uses, '<', trx.ref(max)))
        .increment(uses, 1);
      if (Number(counted) === 1) return true;
      await trx(usesTable())
        .where({ cle: key, [useColumn('commandeId')]: orderId })
        .del();
      return false;
    },

    /** Gives back the use an order held, when it ends unpaid (cancelled, expired), in that change's transaction. */
    async release(trx: Knex.Transaction, promo: PromoRef, accountId: number, orderId: number): Promise<void> {
      const released = await trx(usesTable())
        .where({ cle: promoUseKey(promo, accountId, orderId), [useColumn('commandeId')]: orderId })
        .del();
      if (Number(released) > 0) {
        await trx(codesTable()).where('id', promo.id).andWhere(codeColumn('utilisations'), '>', 0).decrement(codeColumn('utilisations'), 1);
      }
    },

    /**
     * At payment, in its transaction: the use the order holds since its creation stays counted. An order that had
     * given its use back (expired or cancelled, then paid late: a transfer received after its date) takes one
     * again; when another order took it meanwhile, the payment is kept, since the money is in and the price was the
     * one shown, and the overrun is logged (docs/decisions.md).
     */
    async confirm(trx: Knex.Transaction, promo: PromoRef, accountId: number, orderId: number): Promise<void> {
      const held = await trx(usesTable())
        .where({ cle: promoUseKey(promo, accountId, orderId), [useColumn('commandeId')]: orderId })
        .first('id');
      if (held || (await this.reserve(trx, promo, accountId, orderId))) return;
      strapi.log.warn(`Promo code ${promo.id}: order ${orderId} paid after giving its use back, over the code's limit.`);
    },
  };
}
