import { followsChosenLanguage, isTranslatedPublicPath, localizedPath, splitLanguagePrefix, switchPath } from '../lib/i18n/language-paths';

/** The addresses of the worker's path in six languages (issue #41 item 2), as the proxy and the pages read them. */
describe('the worker path’s addresses', () => {
  it('prefixes the public pages of the path, never the others, never French', () => {
    expect(localizedPath('es', '/offres')).toBe('/es/offres');
    expect(localizedPath('pl', '/offres?vendanges=1&page=2')).toBe('/pl/offres?vendanges=1&page=2');
    expect(localizedPath('ro', '/offres/abc123')).toBe('/ro/offres/abc123');
    expect(localizedPath('pt', '/vendanges')).toBe('/pt/vendanges');
    expect(localizedPath('fr', '/offres')).toBe('/offres');
    for (const path of ['/formations', '/offres/postuler-plusieurs', '/offres/abc/postuler', '/vendanges/demarrage', '/'])
      expect(localizedPath('en', path)).toBe(path);
    expect(isTranslatedPublicPath('/offres/postuler-plusieurs')).toBe(false);
  });

  it('reads a language prefix, and never lets it name another host', () => {
    expect(splitLanguagePrefix('/es/offres/abc')).toEqual({ language: 'es', path: '/offres/abc' });
    expect(splitLanguagePrefix('/fr')).toEqual({ language: 'fr', path: '/' });
    expect(splitLanguagePrefix('/es//evil.example')).toEqual({ language: 'es', path: '/evil.example' });
    expect(splitLanguagePrefix('/en/\\evil.example')).toEqual({ language: 'en', path: '/evil.example' });
    for (const path of ['/de/offres', '/offres', '/esx/offres', '/e/offres', '/'] as const) expect(splitLanguagePrefix(path)).toBeNull();
  });

  it('keeps the chosen language on the pages of the path that have no address per language', () => {
    for (const path of ['/inscription', '/connexion', '/offres/abc/postuler', '/offres/postuler-plusieurs', '/vendanges/demarrage'])
      expect(followsChosenLanguage(path)).toBe(true);
    expect(followsChosenLanguage('/after-register-success/abc')).toBe(true);
    for (const path of ['/candidat/cv', '/offres', '/recrutement/offres', '/blog']) expect(followsChosenLanguage(path)).toBe(false);
    expect(switchPath('es', '/inscription?type=candidat')).toBe('/langue/es?vers=%2Finscription%3Ftype%3Dcandidat');
    expect(switchPath('fr', 'offres')).toBe('/langue/fr?vers=%2Foffres');
  });
});
