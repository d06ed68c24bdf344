import { z } from '../zod';
import { messages } from '../messages';
import { requireBillingZone } from './accounts';
import { countryField, optionalPhoneField, optionalText, requiredText, siretField, vatNumberField } from './fields';

/**
 * Payment form (spec 02 §3): billing company, card or bank transfer, promo code. The EU zone rules of
 * spec 01 §5 apply to the billing country; a school (`vatOptional`) may have no VAT number, as its establishment
 * form allows (public schools and associations often have none).
 */
export function createPaymentSchema({ vatOptional = false }: { vatOptional?: boolean } = {}) {
  return z
    .object({
      societeFactureRaisonSociale: requiredText(255),
      societeFactureAdresse: requiredText(255),
      societeFactureAdresseComplementaire: optionalText(255),
      societeFactureCodePostal: optionalText(10),
      societeFactureVille: optionalText(120),
      societeFactureVilleInternational: optionalText(120),
      societeFacturePays: countryField(),
      societeFactureTelephone: optionalPhoneField(),
      societeFactureTva: vatNumberField(),
      societeFactureSiret: siretField(),
      secteurActivite: optionalText(120),
      modePaiement: z.enum(['carte', 'virement'], { error: messages.champObligatoire }),
      codePromo: z
        .string()
        .trim()
        .toUpperCase()
        .max(50, { error: messages.codePromoInvalide })
        .optional()
        .transform((v) => v || undefined),
    })
    .superRefine((v, ctx) =>
      requireBillingZone(
        ctx,
        v.societeFacturePays,
        v.secteurActivite,
        {
          postalCode: ['societeFactureCodePostal', v.societeFactureCodePostal],
          city: ['societeFactureVille', v.societeFactureVille],
          intlCity: ['societeFactureVilleInternational', v.societeFactureVilleInternational],
          vat: ['societeFactureTva', v.societeFactureTva],
        },
        { vatOptional },
      ),
    );
}

export const paymentSchema = createPaymentSchema();
export const schoolPaymentSchema = createPaymentSchema({ vatOptional: true });

export type Payment = z.infer<typeof paymentSchema>;
