import type { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_ID_HEADER } from '@cep/domain';

type RequestState = { requestId: string; cmsUnavailable: boolean };

/**
 * The request's state kept by runtime/request-context.cjs (preloaded in production and by `npm start`; absent under
 * `next dev` and in unit tests, where these do nothing).
 */
const current = () =>
  (globalThis as typeof globalThis & { [key: symbol]: AsyncLocalStorage<RequestState> | undefined })[
    Symbol.for('cep.site.requests')
  ]?.getStore();

/** The cms could not answer this request: if its page fails for it, the answer is a 503 rather than a 500. */
export function markCmsUnavailable(): void {
  const state = current();
  if (state) state.cmsUnavailable = true;
}

/** Statuses that say the cms cannot answer now, not that the request is wrong. */
export const isUnavailableStatus = (status: number) => status === 502 || status === 503 || status === 504;

/** The header giving the cms this request's id, for its log lines (none outside a request). */
export function requestIdHeader(): Record<string, string> {
  const state = current();
  return state ? { [REQUEST_ID_HEADER]: state.requestId } : {};
}
