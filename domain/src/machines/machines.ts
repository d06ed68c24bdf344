import { offerStateKeys } from '../offer';
import { defineMachine } from './state-machine';

/*
 * The lifecycles the cms moves through `transition()`. Conversations, courses and pages have none: a conversation is
 * two block flags and a deletion per side (cms/src/api/messaging/services/conversations.ts), a course may be published
 * again, a page is an `enLigne` boolean.
 */

/**
 * Offer (spec 02 §4): `publier` sends a draft to moderation ('validation en cours'); a moderator publishes or
 * refuses it; the recruiter suspends and reactivates; the platform expires it. A refused offer goes back to
 * draft when the recruiter edits it (decided).
 */
export const offerMachine = defineMachine({
  name: 'offre',
  states: offerStateKeys,
  initial: 'brouillon',
  transitions: [
    { from: ['brouillon'], action: 'publier', to: 'validation', by: ['recruteur'] },
    { from: ['validation'], action: 'valider', to: 'publiee', by: ['moderateur'] },
    { from: ['validation'], action: 'refuser', to: 'refusee', by: ['moderateur'] },
    { from: ['refusee'], action: 'modifier', to: 'brouillon', by: ['recruteur'] },
    { from: ['publiee'], action: 'suspendre', to: 'suspendue', by: ['recruteur'] },
    { from: ['suspendue'], action: 'reactiver', to: 'publiee', by: ['recruteur'] },
    { from: ['publiee', 'suspendue'], action: 'expirer', to: 'expiree', by: ['systeme'] },
  ],
} as const);

/** Application status 0 new, 1 preselected, 2 not retained; the recruiter decides, and may change their mind. */
export const applicationMachine = defineMachine({
  name: 'candidature',
  states: ['0', '1', '2'] as const,
  initial: '0',
  transitions: [
    { from: ['0', '2'], action: 'preselectionner', to: '1', by: ['recruteur'] },
    { from: ['0', '1'], action: 'ecarter', to: '2', by: ['recruteur'] },
  ],
} as const);

/** Search alert: active ↔ suspended (spec 02 §4). */
export const alertMachine = defineMachine({
  name: 'alerte',
  states: ['active', 'suspendue'] as const,
  initial: 'active',
  transitions: [
    { from: ['active'], action: 'suspendre', to: 'suspendue', by: ['candidat', 'recruteur'] },
    { from: ['suspendue'], action: 'activer', to: 'active', by: ['candidat', 'recruteur'] },
  ],
} as const);

/** Blog article: a deactivated article behaves as a draft again (spec 02 §4). */
export const blogArticleMachine = defineMachine({
  name: 'article',
  states: ['brouillon', 'publie', 'desactive'] as const,
  initial: 'brouillon',
  transitions: [
    { from: ['brouillon', 'desactive'], action: 'publier', to: 'publie', by: ['recruteur', 'ecole', 'editeur'] },
    { from: ['publie'], action: 'desactiver', to: 'desactive', by: ['recruteur', 'ecole', 'editeur'] },
    { from: ['desactive'], action: 'enregistrerBrouillon', to: 'brouillon', by: ['recruteur', 'ecole', 'editeur'] },
  ],
} as const);

/**
 * Order (issue #12): waiting for its payment (card on Stripe's page, or a bank transfer), then paid, or
 * cancelled (by the buyer or staff), or expired (Stripe's session ended, a transfer not received in time);
 * a paid order can be refunded, with a credit note. Money received is the truth: a transfer that arrives
 * after its order expired is still marked paid by staff, and Stripe's word that a card payment succeeded
 * pays an order whatever arrived first (its expiry, or a cancellation made while Stripe's page was open).
 */
export const orderMachine = defineMachine({
  name: 'commande',
  states: ['en_attente', 'payee', 'annulee', 'expiree', 'remboursee'] as const,
  initial: 'en_attente',
  transitions: [
    { from: ['en_attente'], action: 'payer', to: 'payee', by: ['systeme', 'moderateur'] },
    { from: ['expiree', 'annulee'], action: 'payer', to: 'payee', by: ['systeme', 'moderateur'] },
    { from: ['en_attente'], action: 'annuler', to: 'annulee', by: ['recruteur', 'ecole', 'moderateur'] },
    { from: ['en_attente'], action: 'expirer', to: 'expiree', by: ['systeme'] },
    { from: ['payee'], action: 'rembourser', to: 'remboursee', by: ['moderateur'] },
  ],
} as const);
