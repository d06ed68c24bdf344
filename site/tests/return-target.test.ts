import { loginPath, safeReturnTarget, signupPath } from '@/lib/session/return-target';

// What a return target may be is domain's `sameSitePath` (domain/tests/return-target.test.ts); here, the site's use of it.
describe('the login return target', () => {
  it('keeps a path of the site, and answers the fallback for anything else', () => {
    expect(safeReturnTarget('/offres?q=vendangeur#liste')).toBe('/offres?q=vendangeur#liste');
    expect(safeReturnTarget('/.//evil.example')).toBe('/after-login');
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

describe('the login page a page sends a visitor to', () => {
  it('carries the page to come back to, encoded, or is the plain login page', () => {
    expect(loginPath('/offres/k3x9/postuler?etape=2')).toBe('/connexion?retour=%2Foffres%2Fk3x9%2Fpostuler%3Fetape%3D2');
    expect(loginPath(null)).toBe('/connexion');
    expect(loginPath(undefined)).toBe('/connexion');
  });
});
