import { z } from './zod';
import type { DurationUnit } from './constants';
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

export const DURATION_WORDS: Readonly<Record<DurationUnit, readonly [string, string]>> = {
  jours: ['jour', 'jours'],
  semaines: ['semaine', 'semaines'],
  mois: ['mois', 'mois'],
  annees: ['an', 'ans'],
};

/** '1 mois', '3 semaines', '2 ans'. */
export function durationLabel(value: number, unit: DurationUnit): string {
  return `${value} ${DURATION_WORDS[unit][value > 1 ? 1 : 0]}`;
}

/** How long a validated offer stays online (decided: docs/decisions.md). */
export const OFFER_PUBLICATION_DAYS = 60;

/** An offer is open (listed, shown as online, open to applications) while published and before its expiry date. */
export function isOfferOpen(offer: { etat?: string | null; dateExpiration?: Date | string | null }, now: number = Date.now()): boolean {
  const expiry = offer.dateExpiration ?? null;
  return offer.etat === 'publiee' && (expiry === null || new Date(expiry).getTime() > now);
}

export function offerExpiryFrom(publishedAt: Date): Date {
  return new Date(publishedAt.getTime() + OFFER_PUBLICATION_DAYS * 24 * 60 * 60 * 1000);
}

/** The title is cut, not refused, past 100 characters (spec 01 §5). */
export function truncateOfferTitle(title: string): string {
  return title.trim().slice(0, OFFER_TITLE_MAX);
}

/** A moderator's decision on an offer in validation (spec 02 §4): publish, or refuse with a reason. */
export const moderationSchema = z
  .object({
    etat: z.enum(['publiee', 'refusee'], { error: messages.champObligatoire }),
    motifRefus: z.string().trim().max(2000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.etat === 'refusee' && !v.motifRefus) ctx.addIssue({ code: 'custom', path: ['motifRefus'], message: messages.motifRefusRequis });
  });

export type ModerationDecision = z.infer<typeof moderationSchema>;

/**
 * A moderator's decision on the change waiting on an online or suspended offer (issue #38 item 2): the change is
 * named by when it was sent, so a change sent again after the moderator opened it is not decided unseen.
 */
export const changeModerationSchema = z
  .object({
    modification: z.enum(['validee', 'refusee'], { error: messages.champObligatoire }),
    soumiseLe: z.string({ error: messages.champObligatoire }).max(40),
    motifRefus: z.string().trim().max(2000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.modification === 'refusee' && !v.motifRefus)
      ctx.addIssue({ code: 'custom', path: ['motifRefus'], message: messages.motifRefusRequis });
  });

export type ChangeModerationDecision = z.infer<typeof changeModerationSchema>;

/** Offers whose form the recruiter may change: directly before publication, as a moderated change once online. */
export const offerEditMode = (etat: string): 'direct' | 'modification' | null =>
  etat === 'brouillon' || etat === 'refusee' ? 'direct' : etat === 'publiee' || etat === 'suspendue' ? 'modification' : null;
