import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
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

async function send(url: string, options: fetchUtils.Options) {
  try {
    return await fetchUtils.fetchJson(url, withToken(options));
  } catch (error) {
    if ((error as { status?: number }).status !== 401 || !(await refreshTokens())) throw error;
    return fetchUtils.fetchJson(url, withToken(options));
  }
}

/** A refusal (403: the role may not, say after a change of role) reads as a French sentence, not « Forbidden ». */
async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await send(url, options);
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) throw new HttpError('cep.auth.forbidden', 403, error.body);
    throw error;
  }
}

const rest = simpleRestProvider(`${CMS_URL}/api/backoffice`, httpClient);

type WithFile = { couverture?: { rawFile?: unknown } | null };

/** A record's file goes up apart, multipart, once the record exists: ra-data-simple-rest only speaks JSON. */
async function uploadFile(resource: string, id: unknown, file: File): Promise<Record<string, unknown>> {
  const form = new FormData();
  form.set('fichier', file);
  const send = () =>
    fetch(`${CMS_URL}/api/backoffice/${resource}/${String(id)}/fichier`, { method: 'POST', headers: withToken({}).headers, body: form });
  let response = await send();
  if (response.status === 401 && (await refreshTokens())) response = await send();
  const body = (await response.json()) as Record<string, unknown> & { message?: string; errors?: Record<string, string> };
  if (!response.ok)
    throw new HttpError(Object.values(body.errors ?? {})[0] ?? body.message ?? String(response.status), response.status, body);
  return body;
}

/** An article's cover (`couverture`, react-admin's ImageInput): kept out of the JSON, sent once the article is saved. */
async function withCover<T extends { data: { id: unknown } }>(
  resource: string,
  data: WithFile,
  save: (rest: object) => Promise<T>,
): Promise<T> {
  const { couverture, ...fields } = data;
  const saved = await save(fields);
  const file = couverture?.rawFile;
  if (!(file instanceof File)) return saved;
  return { ...saved, data: { ...saved.data, ...(await uploadFile(resource, saved.data.id, file)) } } as T;
}

/** The cms serves ra-data-simple-rest's exact contract under /api/backoffice; article covers go up apart. */
export const dataProvider: DataProvider = {
  ...rest,
  create: (resource, params) =>
    resource === 'articles'
      ? withCover(resource, params.data as WithFile, (data) => rest.create(resource, { ...params, data }))
      : rest.create(resource, params),
  update: (resource, params) =>
    resource === 'articles'
      ? withCover(resource, params.data as WithFile, (data) => rest.update(resource, { ...params, data }))
      : rest.update(resource, params),
};

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
