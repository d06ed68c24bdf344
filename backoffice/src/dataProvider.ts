import { fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { CMS_URL } from './config';
import { session } from './session';

function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}

/** The cms serves ra-data-simple-rest's exact contract under /api/backoffice. */
export const dataProvider = simpleRestProvider(`${CMS_URL}/api/backoffice`, httpClient);
