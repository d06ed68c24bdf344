import { sameSitePath, signupKindFor } from '../src';

describe('a return target (issue #36 item 9)', () => {
  it.each([
    '/mon-compte',
    '/mon-compte?onglet=equipe',
    '/recrutement/offre/description-offre/nouveau/vendanges',
    '/offres?q=vendangeur#liste',
  ])('keeps the site path %s', (path) => expect(sameSitePath(path)).toBe(path));

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['a backslash further on', '/a\\..\\\\evil.example'],
    // `/connexion?retour=%2F%09%2Fevil.example`: browsers drop the tab and go to //evil.example.
    ['a tab', '/\t/evil.example'],
    ['a line feed', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['a DEL', '/\u007f/evil.example'],
    ['a relative path', 'mon-compte'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an empty string', ''],
    ['a number', 42],
    // Resolved, these are the path `//evil.example`, another host in a Location header.
    ['a dot segment before a double slash', '/.//evil.example'],
    ['a parent segment before a double slash', '/a/..//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
  ])('refuses %s', (_case, target) => expect(sameSitePath(target)).toBeNull());

  it('never answers anything but a path of the site', () => {
    for (const probe of ['/.//evil.example', '/./\\evil', '/..//x', '/%2e%2e//evil.example', '/.///evil.example']) {
      const target = sameSitePath(probe) ?? '/';
      expect(target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')).toBe(true);
    }
  });
});

describe('the sign-up a return target asks for (issue #38 item 1)', () => {
  it.each([
    ['/recrutement/offre/description-offre/nouveau/vendanges', 'recruteur'],
    ['/recrutement', 'recruteur'],
    ['/after-login-achat/standard/pack-3', 'recruteur'],
    ['/packs?type=vendanges', 'recruteur'],
    ['/ecole/page-ecole', 'ecole'],
    ['/ecole', 'ecole'],
    ['/offres/k3x9/postuler', 'candidat'],
    // A path that merely starts like an area's is not in it.
    ['/recrutementX', 'candidat'],
    ['/ecoles/lycee-viticole', 'candidat'],
  ])('%s opens the %s form', (target, kind) => expect(signupKindFor(target)).toBe(kind));
});
