import 'server-only';
import { cookies } from 'next/headers';
import type { SessionTokens } from '@cep/domain';

/**
 * The session lives in two httpOnly cookies of the site (never in localStorage): a ten-minute access
 * token and the refresh token. Secure outside localhost, SameSite=Lax.
 */
export const ACCESS_COOKIE = 'cep_access';
export const REFRESH_COOKIE = 'cep_refresh';
const REFRESH_MAX_AGE = 30 * 24 * 60 * 60;

export function cookieOptions(maxAge: number) {
  const secure = (process.env.NEXT_PUBLIC_SITE_URL ?? '').startsWith('https://');
  return { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge };
}

/** Seconds until a JWT expires, read without verifying it (the cms verifies every call). */
export function secondsLeft(jwt: string): number {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
    return payload.exp ? payload.exp - Math.floor(Date.now() / 1000) : 0;
  } catch {
    return 0;
  }
}

export async function saveTokens(tokens: SessionTokens): Promise<void> {
  const jar = await cookies();
  jar.set(ACCESS_COOKIE, tokens.jwt, cookieOptions(Math.max(60, secondsLeft(tokens.jwt))));
  jar.set(REFRESH_COOKIE, tokens.refreshToken, cookieOptions(REFRESH_MAX_AGE));
}

export async function readTokens(): Promise<SessionTokens | null> {
  const jar = await cookies();
  const jwt = jar.get(ACCESS_COOKIE)?.value;
  const refreshToken = jar.get(REFRESH_COOKIE)?.value;
  return jwt && refreshToken ? { jwt, refreshToken } : null;
}

export async function clearTokens(): Promise<void> {
  const jar = await cookies();
  jar.delete(ACCESS_COOKIE);
  jar.delete(REFRESH_COOKIE);
}
