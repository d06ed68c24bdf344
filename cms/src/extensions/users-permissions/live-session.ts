import type { Core } from '@strapi/strapi';

const SESSION_UID = 'admin::session';
/** A refresh every ten minutes for thirty days is far below this: a longer chain is not followed. */
const MAX_ROTATIONS = 5000;

type SessionRow = { status?: string | null; childId?: string | null };

/**
 * Is the session behind an access token still open? Strapi's session manager says whether the session row
 * exists and has not expired; logout, a password change and a reset delete rows. A refresh does not delete
 * the session: it marks it `rotated` and points at its child, so a token issued before a refresh stays valid
 * exactly as long as the session it was refreshed into.
 */
export async function sessionStillOpen(strapi: Core.Strapi, sessionId: string): Promise<boolean> {
  const sessions = strapi.sessionManager('users-permissions');
  let current: string | null | undefined = sessionId;
  for (let hops = 0; current && hops < MAX_ROTATIONS; hops += 1) {
    if (!(await sessions.isSessionActive(current))) return false;
    const row = (await strapi.db
      .query(SESSION_UID)
      .findOne({ where: { sessionId: current }, select: ['status', 'childId'] })) as SessionRow | null;
    if (!row) return false;
    if (row.status !== 'rotated') return row.status === 'active';
    current = row.childId;
  }
  return false;
}
