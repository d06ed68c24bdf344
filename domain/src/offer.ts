import { z } from 'zod';
import { messages } from './messages';

export const OFFER_TITLE_MAX = 100;

/**
 * Contract ids (spec 02 §9: ids 4 and 5 are the internship family, routed under /stage).
 * The spec names CDD, Contrat d'intérim, Alternance/Apprentissage and Stage; CDI and the
 * remaining id are decided here (domain/README.md).
 */
export const contracts = [
  { id: 1, slug: 'cdi', label: 'CDI' },
  { id: 2, slug: 'cdd', label: 'CDD' },
  { id: 3, slug: 'interim', label: "Contrat d'intérim" },
  { id: 4, slug: 'alternance', label: 'Alternance/Apprentissage' },
  { id: 5, slug: 'stage', label: 'Stage' },
  { id: 6, slug: 'independant', label: 'Indépendant' },
] as const;

export type ContractId = (typeof contracts)[number]['id'];
export const contractIds = contracts.map((c) => c.id) as ContractId[];

export function contractLabel(id: number): string | undefined {
  return contracts.find((c) => c.id === id)?.label;
}

export function contractBySlug(slug: string) {
  return contracts.find((c) => c.slug === slug);
}

/** Contracts that show the harvest option and the duration (spec 01 §4). */
export const CONTRACTS_WITH_DURATION: readonly ContractId[] = [2, 3, 4, 5];
/** Work-study and internship: relaxed requirements, basket hidden, /stage route (spec 01 §4, spec 02 §2). */
export const INTERNSHIP_CONTRACTS: readonly ContractId[] = [4, 5];

export const offerStates = [
  { key: 'brouillon', label: 'Brouillon' },
  { key: 'validation', label: 'Validation en cours' },
  { key: 'publiee', label: 'Publiée' },
  { key: 'refusee', label: 'Refusée' },
  { key: 'suspendue', label: 'Suspendue' },
  { key: 'expiree', label: 'Expirée' },
] as const;

export type OfferState = (typeof offerStates)[number]['key'];
export const offerStateKeys = offerStates.map((s) => s.key) as [OfferState, ...OfferState[]];

export function offerStateLabel(state: OfferState): string {
  return offerStates.find((s) => s.key === state)?.label ?? state;
}

/** The title is cut, not refused, past 100 characters (spec 01 §5). */
export function truncateOfferTitle(title: string): string {
  return title.trim().slice(0, OFFER_TITLE_MAX);
}

/** Skeleton of the offer written by staff in the backoffice; the full step-1 form comes with the offer issue. */
export const offerEditSchema = z.object({
  offreTitre: z
    .string({ error: messages.champObligatoire })
    .trim()
    .min(1, { error: messages.champObligatoire })
    .transform(truncateOfferTitle),
  offreContrat: z.coerce
    .number({ error: messages.champObligatoire })
    .refine((id) => contractIds.includes(id as ContractId), { error: messages.champObligatoire }),
  offreVille: z.string().trim().max(120).nullish(),
  offreTexte: z.string().max(20000).nullish(),
  etat: z.enum(offerStateKeys, { error: messages.champObligatoire }),
});

export type OfferEdit = z.infer<typeof offerEditSchema>;
