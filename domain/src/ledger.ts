import type { CreditKind } from './constants';

export const CREDIT_KIND_LABELS: Record<CreditKind, string> = {
  offre: 'Publication d’offre',
  vendanges: 'Publication d’offre de vendanges',
  cv: 'Accès à un CV',
  newsletter: 'Diffusion dans la newsletter',
  remontee: 'Remontée en tête de liste',
  cvtheque: 'Accès à la CVthèque',
  reseaux: 'Diffusion sur les réseaux sociaux',
  abonnement: 'Abonnement école',
};

/**
 * Why an entry was written. Grants: a pack bought, another order paid (an offer's publication, a booster, CVs),
 * a staff gift, a refund (compensating entry), the balances carried over from before the ledger. Spends: what
 * the credit was used for, a pack's credits left at the end of its validity, an order refunded.
 */
export const LEDGER_REASONS = [
  'pack',
  'commande',
  'cadeau',
  'remboursement',
  'reprise',
  'publication',
  'achat-cv',
  'booster',
  'abonnement',
  'expiration',
  'annulation',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** Bounds of one staff grant, so a typo cannot hand out millions of credits. */
export const MAX_CREDIT_GRANT = 1000;
