import type { Metadata } from 'next';
import { SITE_LANGUAGES, type SiteLanguage } from '@cep/domain/site-languages';
import { localizedPath } from './language-paths';

/**
 * A public page of the worker's path in its language: its own canonical address, and `hreflang` alternates naming
 * the five others (French also as `x-default`, the version a reader of any other language gets).
 */
export function languageAlternates(language: SiteLanguage, path: string): NonNullable<Metadata['alternates']> {
  return {
    canonical: localizedPath(language, path),
    languages: {
      ...Object.fromEntries(SITE_LANGUAGES.map((other) => [other, localizedPath(other, path)])),
      'x-default': path,
    },
  };
}
