import { siteUrl } from '@/lib/site-url';

// Browsers drop tabs and line breaks from a URL and read '\' as '/': '/\t/evil.example' becomes '//evil.example',
// another host. Such a target is refused outright rather than cleaned.
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/**
 * Where a login sends the visitor back: a path of this site, never another origin. The target is resolved
 * against the site's origin as a browser would, and only a same-origin result is kept.
 */
export function safeReturnTarget(value: unknown, fallback = '/after-login'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return fallback;
  const origin = new URL(siteUrl('/')).origin;
  const target = new URL(value, origin);
  return target.origin === origin ? target.pathname + target.search + target.hash : fallback;
}
