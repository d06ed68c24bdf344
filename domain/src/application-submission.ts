import { checkApplicationFile, checkApplicationFilesTotal, checkDocumentBytes, FILE_LIMITS } from './files';
import { parseForm, type FieldErrors } from './field-errors';
import { messages } from './messages';
import { applicationMessageSchema, expressApplicationSchema, type ExpressApplication } from './schemas/candidate';

/**
 * A CV or a letter as the side checking it knows it: its size and type — the one the browser declares, or the one its
 * bytes show — and its bytes where they are at hand (the site's server, the cms). The profile's stored CV counts
 * as a PDF of its size.
 */
export interface ApplicationDocument {
  size: number;
  type: string;
  bytes?: Uint8Array;
}

/** An application as it is sent (spec 02 §3, §5): the harvest's express form, or a message with a CV and a letter. */
export interface ApplicationSubmission {
  express: boolean;
  fields: { candidatOffreReponse?: string; disponibleDu?: string; disponibleAu?: string; telephone?: string };
  cv: ApplicationDocument | null;
  lettre: ApplicationDocument | null;
}

export type CheckedApplication =
  | { ok: true; express: true; data: ExpressApplication }
  | { ok: true; express: false; message: string; types: Partial<Record<'cv' | 'lettre', string>> }
  | { ok: false; errors: FieldErrors };

/**
 * The one rule of an application, run by the form in the browser, the site's server action and the cms (issue #39
 * item 3). Express (a harvest offer without a CV): availability dates, a phone, the message. Otherwise: the message,
 * a CV (required) and a letter (optional), each a PDF, DOC or DOCX of at most 1 MB — by its bytes where they are at
 * hand, else by its declared type — and 2 MB together. `types` are the files' real types, read from their bytes.
 */
export function checkApplication(submission: ApplicationSubmission): CheckedApplication {
  if (submission.express) {
    const parsed = parseForm(expressApplicationSchema, submission.fields);
    return parsed.ok ? { ok: true, express: true, data: parsed.data } : parsed;
  }
  const errors: FieldErrors = {};
  const parsed = parseForm(applicationMessageSchema, submission.fields);
  if (!parsed.ok) Object.assign(errors, parsed.errors);
  const types: Partial<Record<'cv' | 'lettre', string>> = {};
  for (const kind of ['cv', 'lettre'] as const) {
    const document = submission[kind];
    if (!document) {
      if (kind === 'cv') errors.cv = messages.cvFormat;
      continue;
    }
    const check = document.bytes
      ? checkDocumentBytes(kind, document.bytes, FILE_LIMITS.applicationFileAtSelection.maxBytes)
      : { ...checkApplicationFile(kind, document), type: document.type };
    if (!check.ok) errors[kind] = check.message;
    else types[kind] = check.type;
  }
  const total = checkApplicationFilesTotal([submission.cv, submission.lettre].filter((document) => document !== null));
  if (!total.ok) errors.cv ??= total.message;
  if (Object.keys(errors).length > 0 || !parsed.ok) return { ok: false, errors };
  return { ok: true, express: false, message: parsed.data.candidatOffreReponse, types };
}
