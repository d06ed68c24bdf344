import { z } from 'zod';
import { messages } from './messages';

/**
 * zod's own wording for a check a schema gives no message of its own: French, in the spec's words (issue #36 item
 * 13: « Invalid input: expected string » reached users). A value missing is « obligatoire »; a text, a number or a
 * list past its bound says so; anything else is the spec's « données non valides ».
 */
function frenchIssue(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return messages.champObligatoire;
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return messages.texteTropLong;
    if (issue.origin === 'array' || issue.origin === 'set') return messages.listeTropLongue;
    if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return messages.nombreTropGrand;
  }
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return messages.champObligatoire;
  return messages.donneesNonValides;
}

/**
 * Every schema of this package takes zod from here, so this runs before the first schema exists. The site and
 * the backoffice run under a Content-Security-Policy without 'unsafe-eval': zod must not probe `new Function`
 * for its compiled fast path (the browser reports each probe as a violation). Parsing is the same without it.
 */
z.config({ jitless: true, customError: frenchIssue });

export { z };
