import type { Core } from '@strapi/strapi';
import jwt from 'jsonwebtoken';
import { SESSION_ORIGIN, SESSION_UID, type SessionRow } from './session-rows';

/** How long a refresh token already turned over still gets its successor (Okta's default grace period). */
export const REUSE_GRACE_SECONDS = 30;
/** Turnovers followed from the token presented: within the grace period there are only a few. */
const MAX_HOPS = 20;

type PluginConfig = { jwtSecret?: string; jwt?: jwt.SignOptions & { privateKey?: unknown; publicKey?: unknown } };

const findSession = (strapi: Core.Strapi, sessionId: string) =>
  strapi.db.query(SESSION_UID).findOne({ where: { sessionId } }) as Promise<SessionRow | null>;

/** Milliseconds since the epoch; NaN for a missing date, which every comparison below then refuses. */
const time = (value: string | Date | null) => (value === null ? Number.NaN : new Date(value).getTime());

/**
 * Strapi turns a refresh token over on each use and refuses it from then on. A browser whose access token has
 * lapsed sends several requests at once (the page, the router's prefetches, the messaging stream; the
 * backoffice's parallel queries), all with the same refresh token: the first turned it over, the others were
 * refused, and the visitor, still logged in, landed on the login page. Called once Strapi has refused a token:
 * one turned over less than REUSE_GRACE_SECONDS ago gets the live end of its chain — the token the first
 * request got, signed as Strapi signs it — and a new access token. Past the grace period, or once the session
 * has ended (logout, password change or reset delete its rows), null: Strapi's 401 stands.
 */
export async function renewWithinGrace(strapi: Core.Strapi, refreshToken: string): Promise<{ jwt: string; refreshToken: string } | null> {
  const config = strapi.config.get('plugin::users-permissions') as PluginConfig;
  // What Strapi's session manager signs and verifies with (its origin is defined from this configuration).
  const secret = config.jwtSecret || (strapi.config.get('admin.auth.secret') as string | undefined);
  const { expiresIn: _expiresIn, privateKey: _privateKey, publicKey: _publicKey, ...jwtOptions } = config.jwt ?? {};
  const algorithm = jwtOptions.algorithm ?? 'HS256';
  // Strapi signs with a shared secret unless keys are configured; Cep configures none.
  if (!secret || !algorithm.startsWith('HS')) return null;

  let payload: jwt.JwtPayload;
  try {
    const verified = jwt.verify(refreshToken, secret, {
      // As Strapi verifies: its sign options (issuer, audience…) hold the claims to check.
      ...(jwtOptions as jwt.VerifyOptions),
      algorithms: [algorithm],
    });
    if (typeof verified === 'string') return null;
    payload = verified;
  } catch {
    return null;
  }
  if (payload.type !== 'refresh' || typeof payload.sessionId !== 'string') return null;
  const presented = await findSession(strapi, payload.sessionId);
  if (!presented || presented.origin !== SESSION_ORIGIN || presented.status !== 'rotated' || !presented.childId) return null;
  if (String(presented.userId) !== String(payload.userId)) return null;

  let successor = await findSession(strapi, presented.childId);
  // The successor was created when the presented token was turned over.
  const sinceTurnover = Date.now() - time(successor?.createdAt ?? null);
  if (!(sinceTurnover >= 0 && sinceTurnover <= REUSE_GRACE_SECONDS * 1000)) return null;
  for (let hops = 0; successor?.status === 'rotated' && successor.childId && hops < MAX_HOPS; hops += 1)
    successor = await findSession(strapi, successor.childId);
  const now = Date.now();
  if (!successor || successor.status !== 'active' || successor.origin !== SESSION_ORIGIN) return null;
  if (successor.userId !== presented.userId || !(time(successor.expiresAt) > now)) return null;
  if (successor.absoluteExpiresAt !== null && !(time(successor.absoluteExpiresAt) > now)) return null;

  // Strapi's payload and options (rotateRefreshToken), so the very token it issued (jsonwebtoken drops `iat`
  // under noTimestamp, for Strapi's tokens as for these).
  const token = jwt.sign(
    {
      userId: successor.userId,
      sessionId: successor.sessionId,
      type: 'refresh',
      iat: Math.floor(time(successor.createdAt) / 1000),
      exp: Math.floor(time(successor.expiresAt) / 1000),
    },
    secret,
    { algorithm, noTimestamp: true, ...jwtOptions },
  );
  // Strapi's own checks run again on that token here (signature, row, expiries, status, user).
  const access = await strapi.sessionManager('users-permissions').generateAccessToken(token);
  return 'error' in access ? null : { jwt: access.token, refreshToken: token };
}
