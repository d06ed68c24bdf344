import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { SessionUser } from '@cep/domain';
import { me } from '@/lib/cms';
import { readTokens } from './cookies';

/** The logged-in user for this request, checked by the cms (one call per request). */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const tokens = await readTokens();
  return tokens ? me(tokens.jwt) : null;
});

/** For account pages: the server checks the session itself, and sends visitors to the login page with a return target. */
export async function requireUser(returnTo: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(`/connexion?retour=${encodeURIComponent(returnTo)}`);
  return user;
}
