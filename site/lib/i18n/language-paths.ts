import { isSiteLanguage, type SiteLanguage } from '@cep/domain/site-languages';

/** The language a visitor chose (the switch) or was given (their browser), kept a year. */
export const LANGUAGE_COOKIE = 'cep_langue';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Set by the proxy alone (a client's own is dropped): the language this request's page is written in. */
export const LANGUAGE_HEADER = 'x-cep-langue';

/**
 * The public pages of the worker's path, whose address says their language (`/es/offres/…`, issue #41 item 2) so
 * that each language is its own page for search engines; French keeps the spec's paths. The other pages of the path
 * (sign-up, apply, start confirmation) are not indexed: they follow the cookie.
 */
export function isTranslatedPublicPath(path: string): boolean {
  return path === '/vendanges' || path === '/offres' || /^\/offres\/(?!postuler-plusieurs$)[^/]+$/.test(path);
}

/**
 * The worker's pages that are not indexed (sign-up, login, the apply forms, the start confirmation): read in the
 * cookie's language, else the browser's. Every other page of Cep is French.
 */
export function followsChosenLanguage(path: string): boolean {
  return (
    ['/inscription', '/connexion', '/offres/postuler-plusieurs', '/vendanges/demarrage'].includes(path) ||
    /^\/(offres\/[^/]+\/postuler|after-register-success\/[^/]+)$/.test(path)
  );
}

/** `/es/offres/12` → es and `/offres/12`; a path without a language prefix → null. */
export function splitLanguagePrefix(pathname: string): { language: SiteLanguage; path: string } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (!match || !isSiteLanguage(match[1])) return null;
  // `/es//evil.com` must not become a redirect to `//evil.com` (another host): one leading slash, whatever was typed.
  return { language: match[1], path: (match[2] ?? '/').replace(/^[/\\]+/, '/') };
}

/** Where a public page is read in a language: French at the spec's path, the others under their prefix. */
export function localizedPath(language: SiteLanguage, path: string): string {
  const [pathname = '', query] = path.split('?', 2);
  if (language === 'fr' || !isTranslatedPublicPath(pathname)) return path;
  return `/${language}${pathname}${query === undefined ? '' : `?${query}`}`;
}

/** The switch's link to a language, from a page (`vers`): the proxy keeps the choice and goes on to that page in it. */
export function switchPath(language: SiteLanguage, path: string): string {
  return `/langue/${language}?vers=${encodeURIComponent(path.startsWith('/') ? path : `/${path}`)}`;
}
