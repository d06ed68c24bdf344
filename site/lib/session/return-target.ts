import { siteUrl } from '@/lib/site-url';

// Browsers drop tabs and line breaks from a URL and read '\' as '/': '/\t/evil.example' becomes '//evil.example',
// another host. Such a target is refused outright rather than cleaned.
function unsafe(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where a login sends the visitor back: a path of this site, never another origin. The target is resolved
 * against the site's origin as a browser would, and only a same-origin result is kept, as a path that a browser
 * cannot read as another host: resolving `/.//evil.example` gives the path `//evil.example`, which as a Location
 * header is a protocol-relative URL (issue #36 item 9).
 */
export function safeReturnTarget(value: unknown, fallback = '/after-login'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || unsafe(value)) return fallback;
  const origin = new URL(siteUrl('/')).origin;
  const target = new URL(value, origin);
  if (target.origin !== origin || target.pathname.startsWith('//') || unsafe(target.pathname)) return fallback;
  return target.pathname + target.search + target.hash;
}
