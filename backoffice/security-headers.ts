/**
 * The backoffice's security headers, one definition for both servers: Vite's preview (`npm start`) reads them
 * in vite.config.ts, and the production image's nginx includes the file the build writes from them
 * (build/security-headers.conf, see vite.config.ts and nginx.conf).
 *
 * Staff tokens live in sessionStorage, so no script but the build's own may run: scripts from this origin only,
 * API calls to this origin and the cms only, no plugin, no <base>, no framing. Styles stay inline-able: MUI
 * (emotion) writes <style> elements at run time; they cannot run code.
 */
export function securityHeaders(cmsUrl: string): Record<string, string> {
  const cms = new URL(cmsUrl).origin;
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${cms}`,
    "font-src 'self' data:",
    `connect-src 'self' ${cms}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Robots-Tag': 'noindex',
  };
}

/** The same headers as nginx `add_header` lines (`always`: error answers too). */
export function nginxHeaders(cmsUrl: string): string {
  return Object.entries(securityHeaders(cmsUrl))
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n')
    .concat('\n');
}
