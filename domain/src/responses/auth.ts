import type { FormAnswer } from './form';

/** POST /api/auth/local and /api/auth/refresh: a ten-minute access token and its refresh token. */
export interface SessionTokens {
  jwt: string;
  refreshToken: string;
}

export type UserRole = 'candidat' | 'recruteur' | 'ecole' | 'moderateur' | 'editeur';

/** GET /api/compte/moi: who is logged in (cms `compte.moi`). */
export interface SessionUser {
  id: number;
  /** The user's id as the site shows it in an address (`/after-register-success/{id}`): not a count of users. */
  documentId: string;
  email: string;
  prenom: string;
  nom: string;
  confirme: boolean;
  role: UserRole | null;
}

/**
 * POST /api/forgot-password (spec 01 §7, §8): 200 with the `email` the link went to, 404 for no account,
 * 500 with `html` when sending failed. POST /api/reset-password answers a `FormAnswer` (the token's error under `token`).
 */
export interface ForgotPasswordAnswer extends FormAnswer {
  email?: string;
  html?: string;
}

/** GET /api/inscription/confirmation?token=: 200 once the address is confirmed, 404 for a spent or unknown token. */
export interface EmailConfirmationAnswer {
  code: 200 | 404;
}
