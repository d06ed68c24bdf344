import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { SESSION_ORIGIN, SESSION_UID, type SessionRow } from './session-rows';

/** A refresh every ten minutes for thirty days is far below this: a longer chain is not followed. */
const MAX_ROTATIONS = 5000;

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
      .findOne({ where: { sessionId: current }, select: ['origin', 'expiresAt', 'status', 'childId'] })) as Pick<
      SessionRow,
      'origin' | 'expiresAt' | 'status' | 'childId'
    > | null;
    if (!row || row.origin !== SESSION_ORIGIN || !row.expiresAt || new Date(row.expiresAt) <= new Date()) return false;
    if (row.status !== 'rotated') return row.status === 'active';
    current = row.childId;
  }
  return false;
}

/** The session behind the request's bearer token (already verified by authentication), for what outlives the request. */
export function sessionOfRequest(strapi: Core.Strapi, ctx: Context): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(ctx.request.header.authorization ?? '')?.[1];
  if (!token) return null;
  const result = strapi.sessionManager('users-permissions').validateAccessToken(token);
  return result.isValid && typeof result.payload.sessionId === 'string' ? result.payload.sessionId : null;
}
