import { PURCHASE_TYPES, type PurchaseType } from './catalogue';
import { z } from './zod';
import { messages } from './messages';
import { requiredText } from './schemas/fields';

/** A promo code as staff define it in the backoffice (spec 02 §7; issue #12). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,29}$/;

export const promoCodeSchema = z
  .object({
    code: z.string().trim().toUpperCase().regex(PROMO_CODE_PATTERN, { error: messages.codePromoFormat }),
    libelle: requiredText(120),
    pourcentage: z.coerce.number().int().min(1, { error: messages.pourcentagePromo }).max(100, { error: messages.pourcentagePromo }),
    debut: z.coerce.date({ error: messages.dateInvalide }),
    fin: z.coerce.date({ error: messages.dateInvalide }),
    /** Empty: as many uses as wanted. */
    utilisationsMax: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number({ error: messages.champObligatoire }).int().min(1).max(1_000_000).optional(),
    ),
    unParCompte: z.boolean().default(true),
    cibles: z.array(z.enum(PURCHASE_TYPES)).min(1, { error: messages.champObligatoire }),
    actif: z.boolean().default(true),
  })
  .refine((v) => v.fin > v.debut, { path: ['fin'], error: messages.finAvantDebut });

export interface PromoCodeState {
  pourcentage: number;
  debut: Date | string;
  fin: Date | string;
  utilisationsMax?: number | null;
  utilisations: number;
  unParCompte: boolean;
  cibles: readonly string[];
  actif: boolean;
}

/**
 * Whether a code can be used now for this purchase by this account: active, within its dates, uses left,
 * not already used by the account when it is once per account, and meant for this kind of purchase.
 */
export function promoUsable(code: PromoCodeState, purchase: PurchaseType, now: Date, usedByAccount: boolean): boolean {
  return (
    code.actif &&
    new Date(code.debut) <= now &&
    now < new Date(code.fin) &&
    (code.utilisationsMax == null || code.utilisations < code.utilisationsMax) &&
    !(code.unParCompte && usedByAccount) &&
    code.cibles.includes(purchase)
  );
}
