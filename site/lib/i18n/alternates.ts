import type { Metadata } from 'next';
import { SITE_LANGUAGES, type SiteLanguage } from '@cep/domain/site-languages';
import { localizedPath } from './language-paths';

/**
 * A public page of the worker's path in its language: its own canonical address, and `hreflang` alternates naming
 * the others (French also as `x-default`, the version a reader of any other language gets). `written` narrows the
 * languages to those the page exists in (an offer's translations): elsewhere the page shows the French text, so its
 * canonical address is the French one — search engines see one page, not six copies.
 */
export function languageAlternates(
  language: SiteLanguage,
  path: string,
  written: readonly SiteLanguage[] = SITE_LANGUAGES,
): NonNullable<Metadata['alternates']> {
  const languages = SITE_LANGUAGES.filter((other) => other === 'fr' || written.includes(other));
  return {
    canonical: localizedPath(languages.includes(language) ? language : 'fr', path),
    languages: {
      ...Object.fromEntries(languages.map((other) => [other, localizedPath(other, path)])),
      'x-default': path,
    },
  };
}
