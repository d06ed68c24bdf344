import { SITE_LANGUAGES, type SiteLanguage } from '@cep/domain/site-languages';
import { siteUrl } from '@/lib/site-url';
import { localizedPath } from './language-paths';

/**
 * A page of the worker's path in the languages it exists in (`written`: all, or an offer's translations and French):
 * `hreflang` alternates for sitemaps, French also the default.
 */
export function languageLinks(path: string, written: readonly SiteLanguage[] = SITE_LANGUAGES): Record<string, string> {
  return {
    ...Object.fromEntries(
      SITE_LANGUAGES.filter((language) => language === 'fr' || written.includes(language)).map((language) => [
        language,
        siteUrl(localizedPath(language, path)),
      ]),
    ),
    'x-default': siteUrl(path),
  };
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One language's sitemap (`/sitemaps/es.xml`, issue #41 item 2): the harvest landing page, the search and every open
 * offer translated into it, at that language's address, each with its alternates, as search engines read
 * multilingual sitemaps.
 */
export function translatedSitemap(
  language: SiteLanguage,
  pages: Array<{ path: string; lastModified?: string; written?: readonly SiteLanguage[] }>,
): string {
  const urls = pages.map(({ path, lastModified, written }) => {
    const alternates = Object.entries(languageLinks(path, written))
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escaped(href)}"/>`)
      .join('');
    const modified = lastModified ? `<lastmod>${escaped(lastModified)}</lastmod>` : '';
    return `<url><loc>${escaped(siteUrl(localizedPath(language, path)))}</loc>${modified}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}
