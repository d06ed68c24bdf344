import { z } from './zod';
import { messages } from './messages';

/**
 * SMS for what cannot wait (issue #41 item 5): a start confirmed or moved, a job-dating slot. A candidate opts in
 * with a mobile number checked by a code sent to it; « STOP » in a reply turns them off. Harvest workers come from
 * abroad with their own numbers: a French 06/07 or any international number is accepted.
 */

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_MINUTES = 10;
export const SMS_CODE_ATTEMPTS = 5;
/** A new code at most every minute, and so many a day per candidate (each costs a message). */
export const SMS_CODE_INTERVAL_SECONDS = 60;
export const SMS_CODES_PER_DAY = 5;

/** The words a reply may carry to stop the messages (French carriers' usage, and the worker's own language). */
export const SMS_STOP_WORDS = ['STOP', 'ARRET', 'ARRÊT', 'STOP SMS', 'BAJA', 'PARAR', 'STOPP', 'UNSUBSCRIBE'] as const;

/** The number as typed → E.164 (« 06 12 34 56 78 » → « +33612345678 »); null when it is not a mobile number. */
export function mobileNumber(value: string): string | null {
  const compact = value.replace(/[\s.\-()]/g, '').replace(/^00/, '+');
  if (/^0[67]\d{8}$/.test(compact)) return `+33${compact.slice(1)}`;
  if (/^\+33[67]\d{8}$/.test(compact)) return compact;
  // Abroad: the country code and the number, as E.164 allows (a French landline is not a phone a worker carries).
  if (/^\+(?!33)[1-9]\d{7,14}$/.test(compact)) return compact;
  return null;
}

/** « +33612345678 » → « +33 6 12 34 56 78 »; other countries as they are. */
export const mobileNumberText = (e164: string) =>
  /^\+33\d{9}$/.test(e164) ? `+33 ${e164.slice(3, 4)} ${e164.slice(4).replace(/(\d{2})(?=\d)/g, '$1 ')}` : e164;

export const smsNumberSchema = z.object({
  telephone: z
    .string({ error: messages.smsNumeroInvalide })
    .trim()
    .max(30, { error: messages.smsNumeroInvalide })
    .refine((value) => mobileNumber(value) !== null, { error: messages.smsNumeroInvalide }),
});

export const smsCodeSchema = z.object({
  code: z
    .string({ error: messages.smsCodeInvalide })
    .trim()
    .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), { error: messages.smsCodeInvalide }),
});

/** Whether a reply asks to stop: the word alone, in any case, with or without accents or punctuation. */
export function isStopReply(body: string): boolean {
  const word = body
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, '');
  return (SMS_STOP_WORDS as readonly string[]).includes(word);
}

/** The line every SMS ends with: how to stop them. */
export const SMS_STOP_LINE = 'STOP : répondez STOP';
