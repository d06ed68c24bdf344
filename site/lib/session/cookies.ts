import 'server-only';
import { cookies } from 'next/headers';
import type { SessionTokens } from '@cep/domain';
import { ACCESS_COOKIE, cookieOptions, REFRESH_COOKIE, REFRESH_MAX_AGE, secondsLeft } from './session-cookies';

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
