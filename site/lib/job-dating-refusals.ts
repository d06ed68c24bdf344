import { messages } from '@cep/domain';

/**
 * Why a booking was refused, carried from the action to the day's page as a key in the URL (never the text: the page
 * holds the words, so a crafted link cannot make it say anything else).
 */
export const BOOKING_REFUSALS = {
  complet: messages.jobDatingComplet,
  deja: messages.jobDatingDejaReserve,
  passe: messages.jobDatingPasse,
} as const;

export type BookingRefusal = keyof typeof BOOKING_REFUSALS | 'erreur';

/** A key of the map itself, never an inherited name (`?refus=__proto__` must not reach the page as a value). */
export const isBookingRefusal = (key: string): key is keyof typeof BOOKING_REFUSALS => Object.hasOwn(BOOKING_REFUSALS, key);

export const refusalKey = (message: string | undefined): BookingRefusal =>
  (Object.keys(BOOKING_REFUSALS) as Array<keyof typeof BOOKING_REFUSALS>).find((key) => BOOKING_REFUSALS[key] === message) ?? 'erreur';
