import { safeReturnTarget, signupPath } from '@/lib/session/return-target';

describe('the login return target', () => {
  it.each([
    '/mon-compte',
    '/mon-compte?onglet=equipe',
    '/recrutement/offre/description-offre/nouveau/vendanges',
    '/offres?q=vendangeur#liste',
  ])('keeps the site path %s', (path) => expect(safeReturnTarget(path)).toBe(path));

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
    // Issue #36 item 9: resolved, these are the path `//evil.example`, another host in a Location header.
    ['a dot segment before a double slash', '/.//evil.example'],
    ['a parent segment before a double slash', '/a/..//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
  ])('refuses %s', (_case, target) => expect(safeReturnTarget(target)).toBe('/after-login'));

  it('never answers anything but a path of this site', () => {
    for (const probe of ['/.//evil.example', '/./\\evil', '/..//x', '/%2e%2e//evil.example', '/.///evil.example']) {
      const target = safeReturnTarget(probe);
      expect(target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')).toBe(true);
    }
  });

  it('refuses what is not a string, with the fallback asked for', () => {
    expect(safeReturnTarget(undefined)).toBe('/after-login');
    expect(safeReturnTarget(['/mon-compte'], '/')).toBe('/');
  });
});

describe('the sign-up a login popup offers (issue #38 item 1)', () => {
  it.each([
    ['a new harvest offer', '/recrutement/offre/description-offre/nouveau/vendanges', 'recruteur'],
    ['a chosen pack', '/after-login-achat/standard/pack-3', 'recruteur'],
    ['a school page of the account', '/ecole/page-ecole', 'ecole'],
    ['an offer to apply to', '/offres/k3x9/postuler', 'candidat'],
    ['a page of the site', '/offres?q=vendangeur', 'candidat'],
  ])('opens the form that serves %s and carries the target', (_case, target, kind) =>
    expect(signupPath(target)).toBe(`/inscription?type=${kind}&retour=${encodeURIComponent(target)}`),
  );

  it('is the plain sign-up page without a target of its own, or with one off the site', () => {
    expect(signupPath('/after-login')).toBe('/inscription');
    expect(signupPath('//evil.example')).toBe('/inscription');
    // A path that merely starts like a recruiter's is not one.
    expect(signupPath('/recrutementX')).toBe('/inscription?type=candidat&retour=%2FrecrutementX');
  });
});
