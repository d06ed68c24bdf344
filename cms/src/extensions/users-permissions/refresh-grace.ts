import type { Core } from '@strapi/strapi';
import jwt from 'jsonwebtoken';

const SESSION_UID = 'admin::session';
const ORIGIN = 'users-permissions';
/** How long a refresh token already turned over still gets its successor (Okta's default grace period). */
export const REUSE_GRACE_SECONDS = 30;
/** Turnovers followed from the token presented: within the grace period there are only a few. */
const MAX_HOPS = 20;

type SessionRow = {
  sessionId: string;
  userId: string;
  origin: string;
  status: string | null;
  childId: string | null;
  createdAt: string | Date;
  expiresAt: string | Date;
  absoluteExpiresAt: string | Date | null;
};

type PluginConfig = { jwtSecret?: string; jwt?: jwt.SignOptions & { expiresIn?: unknown } };

const findSession = (strapi: Core.Strapi, sessionId: string) =>
  strapi.db.query(SESSION_UID).findOne({ where: { sessionId } }) as Promise<SessionRow | null>;

const time = (value: string | Date | null) => (value === null ? Number.NaN : new Date(value).getTime());

/**
 * Strapi turns a refresh token over on each use and refuses it from then on. A browser whose access token has
 * lapsed sends several requests at once (the page, the router's prefetches, the messaging stream; the
 * backoffice's parallel queries), all with the same refresh token: the first turned it over, the others were
 * refused, and the visitor, still logged in, landed on the login page. A token turned over less than
 * REUSE_GRACE_SECONDS ago now gets what the first request got: its live successor's refresh token (the same
 * token, signed as Strapi signs it) and a new access token. Past the grace period, or once the session has
 * ended (logout, password change or reset delete its rows), null: Strapi's own answer (401) stands.
 */
export async function renewWithinGrace(strapi: Core.Strapi, refreshToken: unknown): Promise<{ jwt: string; refreshToken: string } | null> {
  if (typeof refreshToken !== 'string') return null;
  const config = strapi.config.get('plugin::users-permissions') as PluginConfig;
  const secret = config.jwtSecret ?? (strapi.config.get('admin.auth.secret') as string);
  const { expiresIn: _expiresIn, algorithm = 'HS256', ...signOptions } = config.jwt ?? {};
  // Strapi signs with a shared secret unless keys are configured; Cep configures none.
  if (!secret || !algorithm.startsWith('HS')) return null;

  let payload: jwt.JwtPayload;
  try {
    const verified = jwt.verify(refreshToken, secret, { algorithms: [algorithm] });
    if (typeof verified === 'string') return null;
    payload = verified;
  } catch {
    return null;
  }
  if (payload.type !== 'refresh' || typeof payload.sessionId !== 'string') return null;
  const presented = await findSession(strapi, payload.sessionId);
  if (!presented || presented.origin !== ORIGIN || presented.status !== 'rotated' || !presented.childId) return null;
  if (String(presented.userId) !== String(payload.userId)) return null;

  let successor = await findSession(strapi, presented.childId);
  // The successor was created when the presented token was turned over.
  if (!successor || Date.now() - time(successor.createdAt) > REUSE_GRACE_SECONDS * 1000) return null;
  for (let hops = 0; successor?.status === 'rotated' && successor.childId && hops < MAX_HOPS; hops += 1)
    successor = await findSession(strapi, successor.childId);
  const now = Date.now();
  if (!successor || successor.status !== 'active' || time(successor.expiresAt) <= now) return null;
  if (successor.absoluteExpiresAt !== null && time(successor.absoluteExpiresAt) <= now) return null;

  // The payload and options of Strapi's session manager (rotateRefreshToken): the very token it issued.
  const token = jwt.sign(
    {
      userId: successor.userId,
      sessionId: successor.sessionId,
      type: 'refresh',
      iat: Math.floor(time(successor.createdAt) / 1000),
      exp: Math.floor(time(successor.expiresAt) / 1000),
    },
    secret,
    { ...signOptions, algorithm, noTimestamp: true },
  );
  const access = await strapi.sessionManager('users-permissions').generateAccessToken(token);
  return 'error' in access ? null : { jwt: access.token, refreshToken: token };
}
