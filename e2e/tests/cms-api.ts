import { expect } from '@playwright/test';
import { urls } from '../ports';
import { PASSWORD } from './sessions';

/** A demo or test user's cms token, for preparing data through the API as that user. */
export async function cmsLogin(email: string): Promise<string> {
  const answer = await fetch(`${urls.cms}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: email, password: PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { jwt: string }).jwt;
}

/** A cms call that must succeed (200); the answer's body is in the message when it does not. */
export async function cms<T>(jwt: string, method: string, route: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${urls.cms}/api${route}`, {
    method,
    headers: { Authorization: `Bearer ${jwt}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await answer.text();
  expect(answer.status, `${method} ${route}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}
