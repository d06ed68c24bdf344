import { NextResponse, type NextRequest } from 'next/server';

const ACCESS_COOKIE = 'cep_access';
const REFRESH_COOKIE = 'cep_refresh';
const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const REFRESH_MAX_AGE = 30 * 24 * 60 * 60;

function secondsLeft(jwt: string | undefined): number {
  try {
    const payload = jwt?.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '';
    const { exp } = JSON.parse(atob(payload)) as { exp?: number };
    return exp ? exp - Math.floor(Date.now() / 1000) : 0;
  } catch {
    return 0;
  }
}

/**
 * Renews the ten-minute access token with the refresh token before a page renders (a page cannot set
 * cookies). Who may see an account page is decided by that page on the server, not here. A failed renewal
 * changes nothing: the page then sees no session, and a later login replaces both cookies.
 */
export async function proxy(request: NextRequest) {
  // Account layouts read the path to send a visitor back here after login.
  request.headers.set('x-cep-path', request.nextUrl.pathname + request.nextUrl.search);
  const refreshToken = request.cookies.get(REFRESH_COOKIE)?.value;
  if (!refreshToken || secondsLeft(request.cookies.get(ACCESS_COOKIE)?.value) > 30) return NextResponse.next({ request });

  const answer = await fetch(`${CMS_URL}/api/auth/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  }).catch(() => null);
  if (!answer?.ok) return NextResponse.next({ request });

  const tokens = (await answer.json()) as { jwt: string; refreshToken: string };
  // The page rendered by this very request reads the new tokens too.
  request.cookies.set(ACCESS_COOKIE, tokens.jwt);
  request.cookies.set(REFRESH_COOKIE, tokens.refreshToken);
  const response = NextResponse.next({ request });
  const options = {
    httpOnly: true,
    secure: (process.env.NEXT_PUBLIC_SITE_URL ?? '').startsWith('https://'),
    sameSite: 'lax' as const,
    path: '/',
  };
  response.cookies.set(ACCESS_COOKIE, tokens.jwt, { ...options, maxAge: Math.max(60, secondsLeft(tokens.jwt)) });
  response.cookies.set(REFRESH_COOKIE, tokens.refreshToken, { ...options, maxAge: REFRESH_MAX_AGE });
  return response;
}

export const config = {
  // Pages only: not build assets or images.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|.*\\.(?:png|jpg|svg|ico|webp)$).*)'],
};
