import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { SessionUser } from '@cep/domain';
import { headers } from 'next/headers';
import { accountRoutes } from '@cep/domain/contracts';
import { CmsError } from '@/lib/cms';
import { call } from '@/lib/cms/call';
import { readTokens } from './cookies';
import { loginPath } from './return-target';
import { RENEWAL_FAILED_HEADER } from './session-cookies';

/**
 * The logged-in user, or null when the access token is expired or revoked (401). Any other failure (the cms or its
 * database down: 503) is thrown, for the error page: a fault must never look like a logout.
 */
async function me(jwt: string): Promise<SessionUser | null> {
  const answered = await call(accountRoutes.moi, { jwt });
  if (answered.ok) return answered.answer;
  if (answered.status === 401 || answered.status === 404) return null;
  throw new CmsError(`${accountRoutes.moi.method} ${accountRoutes.moi.path} → ${answered.status}`, answered.status);
}

/**
 * The logged-in user for this request, checked by the cms (one call per request). No user because the session
 * could not be renewed while the cms was down is a fault (the error page, 503), not a visitor to send to login.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const tokens = await readTokens();
  const user = tokens ? await me(tokens.jwt) : null;
  if (!user && (await headers()).has(RENEWAL_FAILED_HEADER)) throw new CmsError('session not renewed: the cms is unavailable', 503);
  return user;
});

/** For account pages: the server checks the session itself, and sends visitors to the login page with a return target. */
export async function requireUser(returnTo: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(loginPath(returnTo));
  return user;
}
