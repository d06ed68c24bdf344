import 'server-only';
import { unstable_cache } from 'next/cache';
import { isUnavailableStatus, markCmsUnavailable, requestIdHeader } from './request-context';
import { PUBLIC_CACHE_SECONDS, type PublicCacheTag } from '@cep/domain';

/**
 * Raised when the cms cannot be reached or answers an unexpected status: pages show their error boundary. One that
 * says the cms cannot answer now (unreachable: 503) makes a page that fails for it a 503 (runtime/request-context.cjs).
 */
export class CmsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CmsError';
    if (isUnavailableStatus(status)) markCmsUnavailable();
  }
}

const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

export type Query = Record<string, string | string[] | undefined>;
type Headers = Record<string, string>;

/**
 * fetch, with the request's id for the cms's logs, and a cms that cannot be reached (refused, reset, no answer) as a
 * CmsError 503 rather than a TypeError.
 */
export async function reach(target: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(target, { ...init, headers: { ...requestIdHeader(), ...(init.headers as Record<string, string>) } });
  } catch (error) {
    throw new CmsError(`${init.method ?? 'GET'} ${target}: the cms cannot be reached (${(error as Error).message})`, 503);
  }
}

export function url(path: string, query: Query = {}): string {
  const target = new URL(`/api${path}`, CMS_URL);
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) if (v) target.searchParams.append(key, v);
  }
  return target.toString();
}

async function get<T>(path: string, query: Query | undefined, init: RequestInit): Promise<T | null> {
  const response = await reach(url(path, query), init);
  if (response.status === 404) return null;
  if (!response.ok) throw new CmsError(`GET ${path} → ${response.status}`, response.status);
  return (await response.json()) as T;
}

/** A read that answered 404 and was never an answer here: not kept (a made-up id costs no copy). */
class UnknownRead extends Error {}

/** Reads kept here that answered (bounded: the oldest forgotten first), so that their 404 replaces their copy. */
const answered = new Set<string>();
const ANSWERED_MAX = 50_000;

function remember(key: string) {
  answered.delete(key);
  answered.add(key);
  if (answered.size > ANSWERED_MAX) answered.delete(answered.values().next().value!);
}

/**
 * GET a public cms read the site keeps: fresh for PUBLIC_CACHE_SECONDS, and dropped as soon as the cms reports a
 * change to one of `tags` (app/api/revalidation). Only answers that are the same for every visitor (never a
 * token), and only for a bounded set of addresses: each distinct address is one copy (see lib/cms/cacheable.ts).
 *
 * The answer is kept, not the HTTP response: Next keeps a fetch's copy only when it is a 200, so an offer whose read
 * turned 404 went on being served from its stale copy for as long as nobody told the site (issue #37 item 5). Here
 * the 404 of a read that answered replaces its copy at the first refresh; the 404 of an address never seen is not
 * kept (made-up ids would fill the cache's disk); a fault (a 5xx, the cms unreachable) throws and leaves the copy in
 * hand, which pages keep serving meanwhile.
 */
export async function cmsGetCached<T>(tags: readonly PublicCacheTag[], path: string, query?: Query): Promise<T | null> {
  const key = `${path}?${JSON.stringify(query ?? {})}`;
  const read = unstable_cache(
    async (readPath: string, readQuery: Query | undefined) => {
      const answer = await get<T>(readPath, readQuery, { cache: 'no-store', headers: { Accept: 'application/json' } });
      if (answer !== null) remember(key);
      else if (answered.delete(key)) return null;
      else throw new UnknownRead(key);
      return answer;
    },
    ['cms-public-read'],
    { revalidate: PUBLIC_CACHE_SECONDS, tags: [...tags] },
  );
  try {
    const answer = await read(path, query);
    // A copy kept (before a restart too) is known as an answer: its 404 at a refresh will replace it.
    if (answer !== null) remember(key);
    return answer;
  } catch (error) {
    if (error instanceof UnknownRead) return null;
    throw error;
  }
}

/** Sends JSON to a cms route and returns the status with the parsed body (forms read both). */
export async function cmsSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  extraHeaders: Headers = {},
  /** Server errors the caller reads (a payment service down answers 502/503 with a French message). */
  readable: readonly number[] = [],
): Promise<{ status: number; body: T }> {
  const response = await reach(url(path), {
    method,
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...extraHeaders },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 500 && !readable.includes(response.status))
    throw new CmsError(`${method} ${path} → ${response.status}`, response.status);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

export function cmsPost<T>(path: string, body: unknown, extraHeaders: Headers = {}) {
  return cmsSend<T>('POST', path, body, extraHeaders);
}
