import type { FieldErrors } from '../field-errors';

/**
 * What a cms form route answers (spec 01 §7): `code` (200 on success) and, on a refusal, the field → message
 * map. Refusals come with HTTP 400 (`utils/respond.ts`); a few routes add their own fields (see each answer).
 */
export interface FormAnswer {
  code: number;
  errors?: FieldErrors;
}

/** An action done, in the user's words (a withdrawal, a cancellation). */
export interface Confirmation {
  code: 200;
  message: string;
}

/** An action done, with nothing more to say. */
export interface Done {
  code: 200;
}
