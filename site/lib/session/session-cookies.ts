/**
 * The session lives in two httpOnly cookies of the site (never in localStorage): a ten-minute access token and the
 * refresh token. Secure outside localhost, SameSite=Lax. Plain code without `server-only`: the cookies module of
 * server components and `proxy.ts` both read it. The page cache (runtime/page-store.cjs, plain CommonJS loaded before
 * any bundle) names the same two cookies; a test holds them equal.
 */
export const ACCESS_COOKIE = 'cep_access';
export const REFRESH_COOKIE = 'cep_refresh';
export const REFRESH_MAX_AGE = 30 * 24 * 60 * 60;
/** Set by `proxy.ts` on the request when the cms could not renew the session (it or its database is down). */
export const RENEWAL_FAILED_HEADER = 'x-cep-renouvellement-impossible';

export function cookieOptions(maxAge: number) {
  const secure = (process.env.NEXT_PUBLIC_SITE_URL ?? '').startsWith('https://');
  return { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge };
}

/** Seconds until a JWT expires, read without verifying it (the cms verifies every call); 0 when unreadable. */
export function secondsLeft(jwt: string | undefined): number {
  try {
    const payload = jwt?.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '';
    const { exp } = JSON.parse(atob(payload)) as { exp?: number };
    return exp ? exp - Math.floor(Date.now() / 1000) : 0;
  } catch {
    return 0;
  }
}
