/**
 * A credit balance is a number or unlimited (spec 01 §9). Spending and granting happen in the cms's ledger
 * (cms/src/api/account/services/ledger.ts), in SQL, so that concurrent spends never overdraw.
 */
export const UNLIMITED = 'illimite' as const;
export type CreditBalance = number | typeof UNLIMITED;
