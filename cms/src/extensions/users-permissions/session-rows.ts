/** Strapi's session rows (its session manager's `admin::session` table), as read by Cep's session checks. */
export const SESSION_UID = 'admin::session';
/** The rows of site and backoffice sessions; the admin panel's have another origin. */
export const SESSION_ORIGIN = 'users-permissions';

export type SessionRow = {
  sessionId: string;
  userId: string;
  origin: string;
  /** `active`, or `rotated` once its refresh token was turned over into `childId`. */
  status: string | null;
  childId: string | null;
  createdAt: string | Date | null;
  expiresAt: string | Date | null;
  absoluteExpiresAt: string | Date | null;
};
