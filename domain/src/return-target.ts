// Browsers drop tabs and line breaks from a URL and read '\' as '/': '/\t/evil.example' becomes '//evil.example',
// another host. Such a target is refused outright rather than cleaned.
function unsafe(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

// Any origin gives the same path: only whether the target stays on it matters.
const BASE = 'https://cep.invalid';

/**
 * Where a login or a sign-up sends the visitor back (issue #36 item 9): a path of the site, never another origin,
 * or null. The target is resolved as a browser would, and only a same-origin result is kept, as a path that a
 * browser cannot read as another host: resolving `/.//evil.example` gives the path `//evil.example`, which as a
 * Location header is a protocol-relative URL. The site redirects to it; the cms puts it in a confirmation link.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || unsafe(value)) return null;
  const target = new URL(value, BASE);
  if (target.origin !== BASE || target.pathname.startsWith('//') || unsafe(target.pathname)) return null;
  return target.pathname + target.search + target.hash;
}

/** The sign-up a return target asks for: a recruiter's goal (an offer, a pack) opens the recruiter's form (issue #38). */
export function signupKindFor(target: string): 'candidat' | 'recruteur' | 'ecole' {
  if (/^\/(recrutement|after-login-achat|packs)(\/|\?|$)/.test(target)) return 'recruteur';
  if (/^\/ecole(\/|\?|$)/.test(target)) return 'ecole';
  return 'candidat';
}
