import type { Core } from '@strapi/strapi';

const SESSION_UID = 'admin::session';
/** A refresh every ten minutes for thirty days is far below this: a longer chain is not followed. */
const MAX_ROTATIONS = 5000;

type SessionRow = { origin?: string | null; expiresAt?: string | Date | null; status?: string | null; childId?: string | null };
const ORIGIN = 'users-permissions';

/**
 * Is the session behind an access token still open? Strapi's session manager says whether the session row
 * exists and has not expired; logout, a password change and a reset delete rows. A refresh does not delete
 * the session: it marks it `rotated` and points at its child, so a token issued before a refresh stays valid
 * exactly as long as the session it was refreshed into.
 */
export async function sessionStillOpen(strapi: Core.Strapi, sessionId: string): Promise<boolean> {
  let current: string | null | undefined = sessionId;
  for (let hops = 0; current && hops < MAX_ROTATIONS; hops += 1) {
    // One read per hop, on every authenticated request: what Strapi's isSessionActive checks (the row, its
    // origin, its expiry) and where a rotated session went.
    const row = (await strapi.db
      .query(SESSION_UID)
      .findOne({ where: { sessionId: current }, select: ['origin', 'expiresAt', 'status', 'childId'] })) as SessionRow | null;
    if (!row || row.origin !== ORIGIN || !row.expiresAt || new Date(row.expiresAt) <= new Date()) return false;
    if (row.status !== 'rotated') return row.status === 'active';
    current = row.childId;
  }
  return false;
}
