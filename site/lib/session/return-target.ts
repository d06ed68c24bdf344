import { sameSitePath, signupKindFor } from '@cep/domain';

/** Where a login or a sign-up sends the visitor back: a path of this site (`sameSitePath`), else the fallback. */
export function safeReturnTarget(value: unknown, fallback = '/after-login'): string {
  return sameSitePath(value) ?? fallback;
}

/** The sign-up that serves a return target: its kind of account, and the target carried through it (issue #38). */
export function signupPath(retour: string): string {
  const target = sameSitePath(retour);
  if (!target || target === '/after-login') return '/inscription';
  return `/inscription?type=${signupKindFor(target)}&retour=${encodeURIComponent(target)}`;
}

/** The login page, sending the visitor back to `retour` once logged in (the plain login page without one). */
export function loginPath(retour?: string | null): string {
  return retour ? `/connexion?retour=${encodeURIComponent(retour)}` : '/connexion';
}
