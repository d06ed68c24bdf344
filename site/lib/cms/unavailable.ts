import type { AsyncLocalStorage } from 'node:async_hooks';

type RequestState = { cmsUnavailable: boolean };

/**
 * The request's state kept by runtime/cms-faults.cjs (preloaded in production and by `npm start`; absent under
 * `next dev` and in unit tests, where marking does nothing).
 */
const requests = () =>
  (globalThis as typeof globalThis & { [key: symbol]: AsyncLocalStorage<RequestState> | undefined })[Symbol.for('cep.site.requests')];

/** The cms could not answer this request: if its page fails for it, the answer is a 503 rather than a 500. */
export function markCmsUnavailable(): void {
  const state = requests()?.getStore();
  if (state) state.cmsUnavailable = true;
}

/** Statuses that say the cms cannot answer now, not that the request is wrong. */
export const isUnavailableStatus = (status: number) => status === 502 || status === 503 || status === 504;
