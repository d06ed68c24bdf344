/** A credit balance is a number or unlimited (spec 01 §9). */
export const UNLIMITED = 'illimite' as const;
export type CreditBalance = number | typeof UNLIMITED;

export class InsufficientCreditError extends Error {
  readonly code = 'INSUFFICIENT_CREDIT';
  constructor(
    readonly balance: number,
    readonly requested: number,
  ) {
    super(`Crédit insuffisant : ${balance} disponible(s), ${requested} demandé(s).`);
    this.name = 'InsufficientCreditError';
  }
}

export function hasCredit(balance: CreditBalance, needed = 1): boolean {
  return balance === UNLIMITED || balance >= needed;
}

/** Uses credits; unlimited stays unlimited and a balance never goes below zero. */
export function consumeCredit(balance: CreditBalance, amount = 1): CreditBalance {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError('amount must be a non-negative integer');
  if (balance === UNLIMITED) return UNLIMITED;
  if (balance < amount) throw new InsufficientCreditError(balance, amount);
  return balance - amount;
}

export function addCredit(balance: CreditBalance, amount: number): CreditBalance {
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError('amount must be a non-negative integer');
  return balance === UNLIMITED ? UNLIMITED : balance + amount;
}
