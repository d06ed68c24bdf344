import { z } from './zod';
import { messages } from './messages';
import { failedPasswordRules } from './password-rules';

export { PASSWORD_MIN_LENGTH, passwordRules, failedPasswordRules, type PasswordRuleKey } from './password-rules';

/** bcrypt reads the first 72 bytes of a password and ignores the rest: a longer one is refused, not truncated. */
export const PASSWORD_MAX_BYTES = 72;

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

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
