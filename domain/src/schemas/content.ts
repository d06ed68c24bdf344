import { z } from '../zod';
import { BOOST_WINDOW_MONTHS } from '../constants';
import { addMonths, isIsoDate, isWeekend, todayIso } from '../dates';
import { messages } from '../messages';
import { CHAT_MESSAGE_MAX_LENGTH } from '../messaging';
import { emailField, optionalPhoneField, requiredText } from './fields';

export const CONTACT_PROFILES = ['recruteur', 'candidat', 'ecole'] as const;
export type ContactProfile = (typeof CONTACT_PROFILES)[number];
/** The contact forms' honeypot: a field people never see and leave empty; a robot filling every field fills it. */
export const CONTACT_HONEYPOT = 'website';

const contactFields = {
  nom: requiredText(120),
  prenom: requiredText(120),
  email: emailField(),
  tel: optionalPhoneField(),
  message: requiredText(5000, messages.messageVide),
};

/**
 * Contact forms (spec 02 §3): the public page with its profile selector, the candidate's form (a school's page asks
 * the same fields, so it uses it too) and the course's.
 */
export const publicContactSchema = z.object({ ...contactFields, profil: z.enum(CONTACT_PROFILES, { error: messages.profilContact }) });
export const candidateContactSchema = z.object(contactFields);
export const courseContactSchema = z.object({ ...contactFields, formationId: requiredText(64) });

/** Contact form from a recruiter's account to the provider (spec 01 §2, §8). */
export const providerContactSchema = z.object({ message: requiredText(5000, messages.messageVide) });

/** Chat message (spec 02 §5): text or an attached file; with neither, sending is ignored. */
export const chatMessageSchema = z
  .object({
    message: z.string().max(CHAT_MESSAGE_MAX_LENGTH, { error: messages.messageTropLong }).default(''),
    pj: z.object({ size: z.number().int().min(0), type: z.string(), name: z.string().max(255) }).optional(),
  })
  .refine((v) => v.message.trim() !== '' || v.pj !== undefined, { error: messages.messageVide, path: ['message'] });

/** « Signaler » a conversation (issue #15): what is wrong, in a sentence or a paragraph. */
export const conversationReportSchema = z.object({
  motif: z
    .string({ error: messages.motifSignalement })
    .trim()
    .min(10, { error: messages.motifSignalement })
    .max(2000, { error: messages.motifSignalement }),
});

export function isChatMessageSendable(message: string, hasFile: boolean): boolean {
  return message.trim() !== '' || hasFile;
}

/**
 * Social boost date (spec 02 §5, §9): a weekday, not in the past, not reserved, and no later than the
 * `max` attribute or three months from today.
 */
export function checkBoostDate(date: string, options: { today?: string; reserved?: readonly string[]; max?: string } = {}): boolean {
  if (!isIsoDate(date)) return false;
  const today = options.today ?? todayIso();
  const last = options.max ?? addMonths(today, BOOST_WINDOW_MONTHS);
  return !isWeekend(date) && date >= today && date <= last && !(options.reserved ?? []).includes(date);
}

export function createBoostSchema(options: { today?: string; reserved?: readonly string[]; max?: string } = {}) {
  return z.object({
    gestionReseauxSociauxDatepublie: z
      .string({ error: messages.boostEchecDate })
      .refine((d) => checkBoostDate(d, options), { error: messages.boostEchecDate }),
  });
}
