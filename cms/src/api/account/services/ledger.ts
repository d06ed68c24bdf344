import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { UNLIMITED, type CreditBalance, type CreditKind, type LedgerReason } from '@cep/domain';
import { columnOf, lockRow, type Transaction } from '../../../utils/row-lock';
import { UIDS } from '../../../uids';
import { fieldOf } from '../../../utils/field-of';

/** The account column that caches each kind's balance (the sum of its ledger entries). */
export const BALANCE_ATTRIBUTE = {
  offre: 'soldeOffre',
  vendanges: 'soldeVendanges',
  cv: 'soldeCv',
  newsletter: 'soldeNewsletter',
  remontee: 'soldeRemontee',
  cvtheque: 'soldeCvtheque',
  reseaux: 'soldeReseaux',
  abonnement: 'soldeAbonnement',
} as const satisfies Record<CreditKind, string>;

export interface Movement {
  accountId: number;
  kind: CreditKind;
  quantity: number;
  reason: LedgerReason;
  /** The offer a spend was for, or a refund gives back. */
  offerId?: number;
  /** The order whose payment granted these credits. */
  orderId?: number;
  comment?: string;
  /** Staff member who granted credits by hand. */
  author?: string;
  /** Idempotency key: a second movement with the same key is refused by a unique index. */
  key?: string;
}

export type SpendResult = { ok: boolean };
export type GrantResult = { ok: true; balance: number; entryDocumentId: string } | { ok: false; duplicate: true };

/**
 * The credits ledger (issue #9): every grant and spend is an entry; each account caches its balance per
 * kind in the same transaction. A spend is one conditional UPDATE (`balance >= n`): of any number of
 * concurrent spends, exactly as many succeed as there were credits, on SQLite and PostgreSQL alike.
 * Unlimited accounts (a flag) spend nothing and write nothing.
 */
export function ledger(strapi: Core.Strapi) {
  const balanceColumn = (kind: CreditKind) => ({
    table: strapi.db.metadata.get(UIDS.account).tableName,
    column: columnOf(strapi, UIDS.account, BALANCE_ATTRIBUTE[kind]),
  });

  /** Changes the cached balance by `delta` unless it would go below zero; the new balance, or null. */
  async function move(trx: Knex.Transaction, accountId: number, kind: CreditKind, delta: number): Promise<number | null> {
    const { table, column } = balanceColumn(kind);
    const query = trx(table).where('id', accountId);
    const changed = delta < 0 ? await query.andWhere(column, '>=', -delta).decrement(column, -delta) : await query.increment(column, delta);
    if (changed !== 1) return null;
    return Number(fieldOf(await trx(table).where('id', accountId).first(column), column));
  }

  async function record(movement: Movement, signed: number, balance: number) {
    // The offer's title as it was: the entry still says what it paid for once the offer is deleted.
    const offer = movement.offerId
      ? await strapi.documents(UIDS.offer).findFirst({ filters: { id: movement.offerId }, fields: ['offreTitre'] })
      : null;
    return strapi.documents(UIDS.creditEntry).create({
      data: {
        account: movement.accountId,
        type: movement.kind,
        quantite: signed,
        soldeApres: balance,
        motif: movement.reason,
        offer: movement.offerId,
        offreTitre: offer?.offreTitre ?? undefined,
        order: movement.orderId,
        commentaire: movement.comment,
        auteur: movement.author,
        cle: movement.key,
      },
    });
  }

  return {
    /** Balances by kind; unlimited accounts read `illimite` for every kind. */
    async balances(accountId: number): Promise<Record<CreditKind, CreditBalance>> {
      const account = await strapi.documents(UIDS.account).findFirst({ filters: { id: accountId } });
      const balance = (kind: CreditKind): CreditBalance =>
        account?.creditsIllimites ? UNLIMITED : Number(account?.[BALANCE_ATTRIBUTE[kind]] ?? 0);
      // Every kind, in `CREDIT_KINDS`' order.
      return {
        offre: balance('offre'),
        vendanges: balance('vendanges'),
        cv: balance('cv'),
        newsletter: balance('newsletter'),
        remontee: balance('remontee'),
        cvtheque: balance('cvtheque'),
        reseaux: balance('reseaux'),
        abonnement: balance('abonnement'),
      };
    },

    /** Uses `quantity` credits in one transaction, or refuses when the balance is short. */
    async spend(movement: Movement): Promise<SpendResult> {
      return strapi.db.transaction(async ({ trx }: Transaction) => {
        const balance = await move(trx, movement.accountId, movement.kind, -movement.quantity);
        if (balance === null) return { ok: false };
        await record(movement, -movement.quantity, balance);
        return { ok: true };
      });
    },

    /**
     * Adds credits. With a `key`, a second grant for the same event (a payment replayed, a refusal raced) is
     * refused and changes nothing: grants of one account are serialised on its row, then the key is looked up;
     * the unique index on `cle` stays as the last guard.
     */
    async grant(movement: Movement): Promise<GrantResult> {
      return strapi.db.transaction(async ({ trx }: Transaction): Promise<GrantResult> => {
        await lockRow(strapi, trx, UIDS.account, movement.accountId, ['id']);
        if (movement.key && (await strapi.documents(UIDS.creditEntry).findFirst({ filters: { cle: movement.key }, fields: ['id'] }))) {
          return { ok: false, duplicate: true };
        }
        const balance = await move(trx, movement.accountId, movement.kind, movement.quantity);
        if (balance === null) throw new Error(`account ${movement.accountId} not found`);
        const entry = await record(movement, movement.quantity, balance);
        return { ok: true, balance, entryDocumentId: entry.documentId };
      });
    },

    /**
     * Gives back what an offer's publication spent (a moderator's refusal): the publication credit and the
     * options' credits, each by a compensating entry keyed on its spend, so a refusal replayed or raced
     * refunds once, and a later publication's spends are refunded by a later refusal.
     */
    async refundOfferPublication(accountId: number, offerId: number): Promise<boolean> {
      const spends = await strapi.documents(UIDS.creditEntry).findMany({
        filters: { account: { id: accountId }, offer: { id: offerId }, motif: { $in: ['publication', 'booster'] }, quantite: { $lt: 0 } },
      });
      let refunded = false;
      for (const spend of spends) {
        if (!spend.type || !spend.quantite) continue;
        const result = await this.grant({
          accountId,
          kind: spend.type,
          quantity: -spend.quantite,
          reason: 'remboursement',
          offerId,
          key: `remboursement:${spend.documentId}`,
        });
        refunded = refunded || result.ok;
      }
      return refunded;
    },
  };
}
