import { z } from './zod';
import { messages } from './messages';

export const PASSWORD_MIN_LENGTH = 12;
/** bcrypt reads the first 72 bytes of a password and ignores the rest: a longer one is refused, not truncated. */
export const PASSWORD_MAX_BYTES = 72;

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

/** The rule list shown under password fields (spec 01 §5); each rule turns red when it fails. */
export const passwordRules = [
  { key: 'length', label: `${PASSWORD_MIN_LENGTH} caractères minimum`, test: (v: string) => v.length >= PASSWORD_MIN_LENGTH },
  { key: 'upper', label: 'Une lettre majuscule', test: (v: string) => /\p{Lu}/u.test(v) },
  { key: 'lower', label: 'Une lettre minuscule', test: (v: string) => /\p{Ll}/u.test(v) },
  { key: 'digit', label: 'Un chiffre', test: (v: string) => /\d/.test(v) },
  { key: 'special', label: 'Un caractère spécial', test: (v: string) => /[^\p{L}\d\s]/u.test(v) },
] as const;

export type PasswordRuleKey = (typeof passwordRules)[number]['key'];

/** Keys of the rules a candidate password breaks, in display order. */
export function failedPasswordRules(value: string): PasswordRuleKey[] {
  return passwordRules.filter((rule) => !rule.test(value)).map((rule) => rule.key);
}

export const passwordSchema = z
  .string({ error: messages.motDePasseRegles })
  // The length first, and alone: the rules are not run on a 100 KB string.
  .refine((value) => utf8Bytes(value) <= PASSWORD_MAX_BYTES, { error: messages.motDePasseTropLong, abort: true })
  .refine((value) => failedPasswordRules(value).length === 0, { error: messages.motDePasseRegles });

/** `plainPassword[first]` / `plainPassword[second]`: mismatch marks both fields (spec 02 §5). */
export const plainPasswordSchema = z
  .object({ first: passwordSchema, second: z.string({ error: messages.motsDePasseDifferents }) })
  .superRefine((value, ctx) => {
    if (value.first !== value.second) {
      for (const field of ['first', 'second'] as const) {
        ctx.addIssue({ code: 'custom', path: [field], message: messages.motsDePasseDifferents });
      }
    }
  });
