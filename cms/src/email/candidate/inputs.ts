/**
 * What the candidate's texts are given, the same in every language: facts and raw dates, which each language words
 * and formats itself.
 */

/** Why a worker hears of a harvest start: the first word, a move of the day or hour, new details, a reminder. */
export type StartKind = 'confirme' | 'deplace' | 'precise' | 'relance';

/** A harvest start: its calendar day (`2026-09-12`), its hour (`07:30`), its place and what to bring. */
export interface StartNews {
  day: string;
  heure: string;
  lieu: string;
  aApporter: string | null;
}

/** A job-dating slot: its calendar day and its hours (`09:30`, `10:00`). */
export interface SlotTime {
  day: string;
  debut: string;
  fin: string;
}

/** An offer in a digest; `entreprise` null when the offer hides its company. */
export interface DigestOffer {
  titre: string;
  entreprise: string | null;
  lieu: string;
  url: string;
}

/** An offer in the weekly newsletter, as its edition froze it. */
export interface NewsletterOffer {
  titre: string;
  entreprise: string;
  lieu: string;
  url: string;
}

/** The links at the foot of an alert's digest. */
export interface AlertLinks {
  offres: string;
  gerer: string;
  desinscription: string;
}
