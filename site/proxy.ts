import { NextResponse, userAgent, type NextRequest } from 'next/server';
import {
  ACCESS_COOKIE,
  cookieOptions,
  REFRESH_COOKIE,
  REFRESH_MAX_AGE,
  RENEWAL_FAILED_HEADER,
  secondsLeft,
} from '@/lib/session/session-cookies';
import { isSiteLanguage, preferredLanguage, type SiteLanguage } from '@cep/domain/site-languages';
import {
  followsChosenLanguage,
  isTranslatedPublicPath,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_HEADER,
  localizedPath,
  splitLanguagePrefix,
} from '@/lib/i18n/language-paths';
import { safeReturnTarget } from '@/lib/session/return-target';

const SITE_URL = process.env.NEXT_PUBLIC_SITE_URL ?? '';
const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

/** Served over https: the public URL says so, or a trusted proxy in front of the site does. */
function servedOverHttps(request: NextRequest): boolean {
  if (SITE_URL.startsWith('https://')) return true;
  const behindProxy = (Number.parseInt(process.env.SITE_TRUSTED_PROXY_COUNT ?? '0', 10) || 0) > 0;
  return behindProxy && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/**
 * The page's Content-Security-Policy: scripts run only with this response's nonce (Next.js puts it on its own
 * scripts when it finds it in the request's CSP header) or when loaded by such a script ('strict-dynamic');
 * no plugin, no <base>, forms post to the site only, and no other site may frame it (no page at all may, but the
 * places page). Styles stay inline-able
 * (React style attributes); they cannot run code.
 */
function contentSecurityPolicy(nonce: string, https: boolean, frameable: boolean): string {
  const dev = process.env.NODE_ENV === 'development';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // School videos play in the privacy-friendly players, and only once the visitor starts them.
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    // The installed app's service worker (/sw.js): 'strict-dynamic' above would otherwise decide for workers too.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameable ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The headers every page gets here; the static ones (nosniff, framing, referrer, permissions) are in next.config.ts. */
function secured(response: NextResponse, csp: string, https: boolean): NextResponse {
  response.headers.set('Content-Security-Policy', csp);
  if (https) response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  return response;
}

/** A path no percent-decoding can read (`/offres/%FF`): Next.js answers its bare English 500 to it. */
function undecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * A server action posted from another site: Next.js refuses it with a bare 500 after reading the body; the same
 * comparison (the `Origin` against the host the request names) answers 403 here first.
 */
function foreignAction(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (request.method !== 'POST' || !request.headers.has('next-action') || !origin) return false;
  try {
    return new URL(origin).host !== requestHost(request);
  } catch {
    return true;
  }
}

interface LanguageStep {
  /** The language the page is written in. */
  language: SiteLanguage;
  /** The language the visitor chose, else their browser's (French for a crawler). */
  wanted: SiteLanguage;
  /** A prefixed public page is served from its French route. */
  rewrite?: URL;
  /** A first visit by a language's own address: that language is kept (a cookie already set is left as chosen). */
  remember?: boolean;
  redirect?: NextResponse;
}

function rememberLanguage(response: NextResponse, language: SiteLanguage, https: boolean) {
  response.cookies.set(LANGUAGE_COOKIE, language, { path: '/', sameSite: 'lax', secure: https, maxAge: LANGUAGE_COOKIE_MAX_AGE });
}

/** The host a request names: the trusted proxy's `X-Forwarded-Host`, else `Host` (as server actions compare it). */
function requestHost(request: NextRequest): string | null {
  return request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
}

/** The Referer, when it is a page of this very site, as a path with its query; any other, none. */
function refererPath(request: NextRequest): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === requestHost(request) ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** The language a page of the site is read in, by its address, for a visitor who chose (or whose browser asks) `wanted`. */
function languageOfPage(path: string, wanted: SiteLanguage): SiteLanguage {
  const prefixed = splitLanguagePrefix(path);
  if (prefixed && isTranslatedPublicPath(prefixed.path)) return prefixed.language;
  return followsChosenLanguage(path) ? wanted : 'fr';
}

/**
 * A client navigation (an RSC request, or the one a server action's redirect makes) from a page in one language to a
 * page in another: the root layout — `<html lang>`, the header, the footer — is drawn only by a full page load, so
 * the answer is one the browser's router cannot use, and it loads the page whole (Next's « MPA navigation »).
 */
function crossesLanguages(request: NextRequest, target: SiteLanguage, wanted: SiteLanguage): boolean {
  // Next strips its own `RSC` header before the proxy; its router's requests (navigations, prefetches, a server
  // action's redirect) are the ones that name the page they come from, `Next-Url`.
  if (!request.headers.has('next-url')) return false;
  // The page it leaves, by the browser's address (the Referer): the router's own `Next-Url` names the route a prefixed
  // page was rewritten to (`/offres` for `/es/offres`), the fallback on a page that sends no Referer.
  const from = refererPath(request) ?? request.headers.get('next-url');
  return from !== null && languageOfPage(from.split('?')[0] ?? '', wanted) !== target;
}

/**
 * The language of the worker's path (issue #41 item 2).
 * - `/langue/{language}?vers={path}` is the switch: the choice is kept in a cookie (a year) and the visitor goes on to
 *   that path in that language.
 * - `/es/offres` is the Spanish search, served by `/offres`; a first visit by such an address keeps its language, a
 *   language already chosen is left as it is (a link shared in Spanish does not turn a French reader's Cep Spanish).
 * - `/{language}/` before a page without an address per language (the links of a worker's e-mails, `/fr/…`) keeps
 *   the language and goes on to the page.
 * - A public page at its French address is French for crawlers and first-time French readers, and sends a visitor
 *   whose cookie (or, without one, whose browser) asks for another language to that language's address.
 * - The path's other pages are read in the cookie's language, else the browser's; the rest of Cep is French.
 */
function languageRoute(request: NextRequest, https: boolean): LanguageStep {
  const { pathname, search, searchParams } = request.nextUrl;
  const cookie = request.cookies.get(LANGUAGE_COOKIE)?.value;
  const kept = isSiteLanguage(cookie) ? cookie : undefined;
  // A crawler reads the spec's addresses in French whatever language it announces.
  const browser = userAgent(request).isBot ? 'fr' : preferredLanguage(request.headers.get('accept-language'));
  const wanted = kept ?? browser;
  const switched = /^\/langue\/([a-z]{2})$/.exec(pathname)?.[1];
  if (isSiteLanguage(switched)) {
    // The page the switch was used on: the browser's Referer names it as it is now (after client navigations, which
    // the footer's links do not follow); `vers` when there is none (a page that sends none, a link opened apart).
    const target = safeReturnTarget(refererPath(request) ?? searchParams.get('vers'), '/');
    const [targetPath = '/', query] = target.split('?', 2);
    const path = (splitLanguagePrefix(targetPath)?.path ?? targetPath) + (query === undefined ? '' : `?${query}`);
    const redirect = NextResponse.redirect(new URL(localizedPath(switched, path), request.url), 303);
    rememberLanguage(redirect, switched, https);
    return { language: switched, wanted, redirect };
  }
  const chosen = splitLanguagePrefix(pathname);
  if (chosen) {
    if (chosen.language !== 'fr' && isTranslatedPublicPath(chosen.path))
      return { language: chosen.language, wanted, rewrite: new URL(`${chosen.path}${search}`, request.url), remember: !kept };
    const redirect = NextResponse.redirect(new URL(`${chosen.path}${search}`, request.url), 303);
    rememberLanguage(redirect, chosen.language, https);
    return { language: chosen.language, wanted, redirect };
  }
  if (isTranslatedPublicPath(pathname) && wanted !== 'fr' && request.method === 'GET') {
    const redirect = NextResponse.redirect(new URL(`/${wanted}${pathname}${search}`, request.url), 307);
    redirect.headers.set('Cache-Control', 'private, no-store');
    redirect.headers.set('Vary', 'Accept-Language, Cookie');
    return { language: wanted, wanted, redirect };
  }
  return { language: followsChosenLanguage(pathname) ? wanted : 'fr', wanted };
}

/**
 * Gives each page a fresh CSP nonce, and renews the ten-minute access token with the refresh token before a
 * page renders (a page cannot set cookies). Who may see an account page is decided by that page on the server,
 * not here. A failed renewal changes nothing: the page then sees no session, and a later login replaces both
 * cookies.
 */
export async function proxy(request: NextRequest) {
  const https = servedOverHttps(request);
  const nonce = btoa(crypto.randomUUID());
  // The places page of spec 02 §7 is « shown in a frame »: by Cep's own pages only.
  const csp = contentSecurityPolicy(nonce, https, request.nextUrl.pathname.startsWith('/localisation/'));
  // Only this proxy says the renewal failed, or the page's language: a client cannot send either.
  request.headers.delete(RENEWAL_FAILED_HEADER);
  request.headers.delete(LANGUAGE_HEADER);
  // Issue #36 item 12: the site's own French 404 page, and a French 403, instead of Next.js's English 500s.
  if (undecodable(request.nextUrl.pathname))
    return secured(NextResponse.rewrite(new URL('/introuvable', request.url), { request }), csp, https);
  if (foreignAction(request))
    return new NextResponse('Cette demande ne vient pas de Cep : elle est refusée.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Security-Policy': csp },
    });
  const languageStep = languageRoute(request, https);
  if (languageStep.redirect) return secured(languageStep.redirect, csp, https);
  if (crossesLanguages(request, languageStep.language, languageStep.wanted))
    return secured(
      new NextResponse('Changement de langue : la page se charge en entier.', {
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
      csp,
      https,
    );
  // Next.js reads the nonce from the request's CSP header and puts it on the scripts it renders.
  request.headers.set('content-security-policy', csp);
  request.headers.set('x-nonce', nonce);
  // Account layouts read the path to send a visitor back here after login.
  request.headers.set('x-cep-path', request.nextUrl.pathname + request.nextUrl.search);
  request.headers.set(LANGUAGE_HEADER, languageStep.language);
  const pass = () => {
    const response = languageStep.rewrite ? NextResponse.rewrite(languageStep.rewrite, { request }) : NextResponse.next({ request });
    if (languageStep.remember) rememberLanguage(response, languageStep.language, https);
    return response;
  };
  const refreshToken = request.cookies.get(REFRESH_COOKIE)?.value;
  if (!refreshToken || secondsLeft(request.cookies.get(ACCESS_COOKIE)?.value) > 30) return secured(pass(), csp, https);

  const answer = await fetch(`${CMS_URL}/api/auth/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  }).catch(() => null);
  if (!answer?.ok) {
    // Down rather than refused: the session is not over, and the page says the service is unavailable.
    if (!answer || answer.status >= 500) request.headers.set(RENEWAL_FAILED_HEADER, '1');
    return secured(pass(), csp, https);
  }

  const tokens = (await answer.json()) as { jwt: string; refreshToken: string };
  // The page rendered by this very request reads the new tokens too.
  request.cookies.set(ACCESS_COOKIE, tokens.jwt);
  request.cookies.set(REFRESH_COOKIE, tokens.refreshToken);
  const response = pass();
  response.cookies.set(ACCESS_COOKIE, tokens.jwt, cookieOptions(Math.max(60, secondsLeft(tokens.jwt))));
  response.cookies.set(REFRESH_COOKIE, tokens.refreshToken, cookieOptions(REFRESH_MAX_AGE));
  return secured(response, csp, https);
}

export const config = {
  // Pages only: not build assets or images.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|.*\\.(?:png|jpg|svg|ico|webp)$).*)'],
};
