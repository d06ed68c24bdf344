import { expect } from '@playwright/test';
import { urls } from '../ports';
import { expiresAt, signIn, ACCOUNTS, type StaffRole } from './sessions';

/**
 * A demo or test user, for preparing and checking data through the cms API as that user. Its access token is
 * renewed by signing in again when it nears its end, so a long test outlives any token lifetime the run sets.
 */
export interface CmsUser {
  email: string;
  token(): Promise<string>;
}

export async function cmsLogin(email: string): Promise<CmsUser> {
  let jwt = (await signIn(email)).jwt;
  return {
    email,
    async token() {
      if (expiresAt(jwt) - Date.now() / 1000 < 20) jwt = (await signIn(email)).jwt;
      return jwt;
    },
  };
}

/** A staff member's access token, for checks against the backoffice API. */
export async function staffToken(role: StaffRole): Promise<string> {
  return (await signIn(ACCOUNTS[role])).jwt;
}

/** A cms call that must succeed (200); the answer's body is in the message when it does not. */
export async function cms<T>(user: CmsUser, method: string, route: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${urls.cms}/api${route}`, {
    method,
    headers: { Authorization: `Bearer ${await user.token()}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await answer.text();
  expect(answer.status, `${method} ${route}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}
