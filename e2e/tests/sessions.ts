import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { urls } from '../ports';

export const PASSWORD = 'Vendanges2026!';

/** The demo accounts the setup project logs in once (README), by role. */
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

const dir = path.join(__dirname, '..', '.auth');

/** The site session of a role (its two httpOnly cookies), for `test.use({ storageState })`. */
export const siteState = (role: Role) => path.join(dir, `site-${role}.json`);

/** The backoffice keeps its session in sessionStorage, which Playwright's storage state leaves out: saved apart. */
export const backofficeState = (role: StaffRole) => path.join(dir, `backoffice-${role}.json`);

function backofficeSession(role: StaffRole): Array<[string, string]> {
  return JSON.parse(readFileSync(backofficeState(role), 'utf8')) as Array<[string, string]>;
}

/** A page of a fresh context in which the backoffice opens already logged in as this staff role. */
export async function backofficePage(browser: Browser, role: StaffRole): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR', baseURL: urls.site });
  // Before the app's own script, on the backoffice only; a session the app has since renewed is kept.
  await context.addInitScript(
    ({ origin, entries }) => {
      if (location.origin !== origin) return;
      for (const [key, value] of entries) if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
    },
    { origin: urls.backoffice, entries: backofficeSession(role) },
  );
  return context.newPage();
}

/** A fresh access token for a staff role, from its saved refresh token, for checks against the cms API. */
export async function staffToken(role: StaffRole): Promise<string> {
  const refreshToken = new Map(backofficeSession(role)).get('cep.backoffice.refresh');
  const answer = await fetch(`${urls.cms}/api/auth/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  return ((await answer.json()) as { jwt: string }).jwt;
}
