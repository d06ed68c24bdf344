import type { SiteLanguage } from '../site-languages';

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
  /** The language of the user's e-mails, SMS and notifications (issue #41 item 2): a recruiter's is always French. */
  langue: SiteLanguage;
}

/** POST /api/forgot-password (spec 01 §7, §8): the reset link went to `email`. */
export interface ResetLinkSent {
  code: 200;
  email: string;
}

/**
 * POST /api/forgot-password: the link went out (`code` 200), or no account has this address (`code` 404, with HTTP
 * 200). POST /api/reset-password answers `Done` (a spent token: 400 with its error under `token`).
 */
export type ForgotPasswordAnswer = ResetLinkSent | { code: 404 };

/** GET /api/inscription/confirmation?token=: 200 once the address is confirmed, 404 for a spent or unknown token. */
export interface EmailConfirmationAnswer {
  code: 200 | 404;
}
