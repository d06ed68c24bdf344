import type { FieldErrors } from '../field-errors';

/** POST /api/inscription/{candidat,recruteur,ecole} (spec 01 §7): the new user's `id`, or the field → message map. */
export type RegistrationAnswer = { code: 200; id: string } | { code: number; errors: FieldErrors };
