import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { urls } from '../ports';

export const PASSWORD = 'Vendanges2026!';

/** The demo accounts (README), by role. */
export const ACCOUNTS = {
  recruteur: 'recruteur@cep.demo',
  equipe: 'equipe@cep.demo',
  candidat: 'candidat@cep.demo',
  ecole: 'ecole@cep.demo',
  moderateur: 'moderateur@cep.demo',
  editeur: 'editeur@cep.demo',
} as const;
export type Role = keyof typeof ACCOUNTS;
export type StaffRole = Extract<Role, 'moderateur' | 'editeur'>;

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface Tokens {
  jwt: string;
  refreshToken: string;
}

/**
 * A new session for this user, straight from the cms's login. Every test that needs a session gets its own, when it
 * starts: a session saved once for the whole run would be turned over by earlier tests and past its grace period
 * long before a late test reads it (issue #45). The login forms themselves are tested in auth.spec.ts and
 * backoffice.spec.ts.
 */
export async function signIn(email: string, password = PASSWORD): Promise<Tokens> {
  const answer = await fetch(`${urls.cms}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  });
  if (!answer.ok) throw new Error(`login of ${email}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as Tokens;
}

/** Seconds since the epoch at which a JWT expires (read, not verified: the cms verifies it). */
export function expiresAt(jwt: string): number {
  const payload = jwt.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number }).exp;
}

/**
 * The site's session of a freshly signed-in user: the two httpOnly cookies the site's login sets
 * (site/lib/session/session-cookies.ts), for `storageState`. Whatever the run's token lifetime, the site renews the
 * access token from the refresh token as the user goes on (site/proxy.ts).
 */
export async function siteSession(who: Role | { email: string }): Promise<StorageState> {
  const tokens = await signIn(typeof who === 'string' ? ACCOUNTS[who] : who.email);
  const cookie = (name: string, value: string, expires: number) => ({
    name,
    value,
    domain: new URL(urls.site).hostname,
    path: '/',
    expires,
    httpOnly: true,
    secure: false,
    sameSite: 'Lax' as const,
  });
  return {
    cookies: [
      cookie('cep_access', tokens.jwt, expiresAt(tokens.jwt)),
      cookie('cep_refresh', tokens.refreshToken, Math.floor(Date.now() / 1000) + 30 * 24 * 3600),
    ],
    origins: [],
  };
}

/**
 * A page of a fresh context in which the backoffice opens logged in as this staff role, with a session of its own.
 * The backoffice keeps its session in sessionStorage (backoffice/src/session.ts), which storage states leave out:
 * it is written before the app's own script, once, so a session the app renews later is kept.
 */
export async function backofficePage(browser: Browser, role: StaffRole): Promise<Page> {
  const tokens = await signIn(ACCOUNTS[role]);
  const me = await fetch(`${urls.cms}/api/backoffice/me`, { headers: { Authorization: `Bearer ${tokens.jwt}` } });
  if (!me.ok) throw new Error(`backoffice identity of ${role}: ${me.status}`);
  const entries: Array<[string, string]> = [
    ['cep.backoffice.jwt', tokens.jwt],
    ['cep.backoffice.refresh', tokens.refreshToken],
    ['cep.backoffice.identity', await me.text()],
  ];
  const context = await browser.newContext({ locale: 'fr-FR', baseURL: urls.site });
  await context.addInitScript(
    ({ origin, entries }) => {
      if (location.origin !== origin) return;
      for (const [key, value] of entries) if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
    },
    { origin: urls.backoffice, entries },
  );
  return context.newPage();
}
