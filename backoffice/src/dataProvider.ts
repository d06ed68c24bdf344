import { fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { CMS_URL } from './config';
import { session } from './session';

/** Access tokens live ten minutes: on a 401 the refresh token buys a new pair, once, then the call is retried. */
async function refreshTokens(): Promise<boolean> {
  const refreshToken = session.refreshToken();
  if (!refreshToken) return false;
  const response = await fetch(`${CMS_URL}/api/auth/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  if (!response.ok) return false;
  const tokens = (await response.json()) as { jwt: string; refreshToken: string };
  session.saveTokens(tokens.jwt, tokens.refreshToken);
  return true;
}

function withToken(options: fetchUtils.Options): fetchUtils.Options {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...options, headers };
}

async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, withToken(options));
  } catch (error) {
    if ((error as { status?: number }).status !== 401 || !(await refreshTokens())) throw error;
    return fetchUtils.fetchJson(url, withToken(options));
  }
}

/** The cms serves ra-data-simple-rest's exact contract under /api/backoffice. */
export const dataProvider = simpleRestProvider(`${CMS_URL}/api/backoffice`, httpClient);

/** A private file (an invoice's PDF) fetched with the staff token and handed to the browser as a download. */
export async function downloadFile(path: string, name: string): Promise<void> {
  const get = () => fetch(`${CMS_URL}/api/backoffice${path}`, { headers: withToken({}).headers });
  let response = await get();
  if (response.status === 401 && (await refreshTokens())) response = await get();
  if (!response.ok) throw new Error(String(response.status));
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}
