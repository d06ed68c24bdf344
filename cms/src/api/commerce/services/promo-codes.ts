import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { promoUsable, type PurchaseType } from '@cep/domain';
import { columnOf } from '../../../utils/row-lock';

export const PROMO_CODE_UID = 'api::commerce.promo-code';
export const PROMO_USE_UID = 'api::commerce.promo-use';

export interface UsablePromo {
  id: number;
  code: string;
  libelle: string;
  pourcentage: number;
}

const normalise = (code: string) => code.trim().toUpperCase();

/** The key of one use: once per account for such codes, else once per order. */
export const promoUseKey = (promo: { id: number; unParCompte?: boolean | null }, accountId: number, orderId: number) =>
  promo.unParCompte ? `${promo.id}:compte:${accountId}` : `${promo.id}:commande:${orderId}`;

export function promoCodes(strapi: Core.Strapi) {
  return {
    /** The code if this account can use it now for this kind of purchase; null says nothing of why (spec 02 §8). */
    async usable(rawCode: string, accountId: number, purchase: PurchaseType, now = new Date()): Promise<UsablePromo | null> {
      const code = normalise(rawCode);
      if (!code || code.length > 50) return null;
      const row = await strapi.db.query(PROMO_CODE_UID).findOne({ where: { code } });
      if (!row) return null;
      const used = row.unParCompte ? await strapi.db.query(PROMO_USE_UID).count({ where: { cle: `${row.id}:compte:${accountId}` } }) : 0;
      const state = { ...row, cibles: Array.isArray(row.cibles) ? row.cibles : [], utilisations: Number(row.utilisations ?? 0) };
      if (!promoUsable(state, purchase, now, used > 0)) return null;
      return { id: Number(row.id), code: row.code, libelle: row.libelle, pourcentage: Number(row.pourcentage) };
    },

    /**
     * Counts a use when its order is paid, inside the payment's transaction: the use row's unique key refuses
     * a second use by the same account (or the same order), and the counter moves in the same transaction.
     * A code whose last use went to another order between pricing and payment is still honoured — the buyer
     * paid the price they were shown — and the count then says so (documented in docs/decisions.md).
     */
    async countUse(trx: Knex.Transaction, promo: { id: number; unParCompte?: boolean | null }, accountId: number, orderId: number) {
      const uses = strapi.db.metadata.get(PROMO_USE_UID).tableName;
      const key = promoUseKey(promo, accountId, orderId);
      const now = new Date();
      await trx(uses)
        .insert({
          [columnOf(strapi, PROMO_USE_UID, 'promoId')]: promo.id,
          [columnOf(strapi, PROMO_USE_UID, 'compteId')]: accountId,
          [columnOf(strapi, PROMO_USE_UID, 'commandeId')]: orderId,
          cle: key,
          document_id: `utilisation-${orderId}`,
          created_at: now,
          updated_at: now,
          published_at: now,
        })
        .onConflict('cle')
        .ignore();
      const row = (await trx(uses)
        .where('cle', key)
        .first(columnOf(strapi, PROMO_USE_UID, 'commandeId'))) as Record<string, number>;
      // Counted only when this order's use is the one recorded.
      if (Number(Object.values(row)[0]) !== orderId) return;
      const table = strapi.db.metadata.get(PROMO_CODE_UID).tableName;
      await trx(table)
        .where('id', promo.id)
        .increment(columnOf(strapi, PROMO_CODE_UID, 'utilisations'), 1);
    },
  };
}
