/** The three sign-up forms, each with its own route: the route chooses the role, never the body. */
export type SignupKind = 'candidat' | 'recruteur' | 'ecole';

/** POST /api/inscription/{candidat,recruteur,ecole} (spec 01 §7): the new user's `id` (a refusal carries the field map). */
export interface RegistrationAnswer {
  code: 200;
  id: string;
}
