import { isIP } from 'node:net';

/** How many reverse proxies stand in front of the site (TLS terminator, load balancer): 0 when browsers reach it. */
export function trustedProxyCount(): number {
  return Math.max(0, Number.parseInt(process.env.SITE_TRUSTED_PROXY_COUNT ?? '0', 10) || 0);
}

function normalize(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim().replace(/^\[(.*)\]$/, '$1');
  const address = /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
  return isIP(address) ? address.toLowerCase() : null;
}

/**
 * The visitor's address from the X-Forwarded-For the site received. Its last entry is the address the site's
 * socket saw (appended by runtime/forwarded-for.cjs); each trusted proxy before the site appended the address it
 * saw. The visitor is therefore `trustedProxies` entries left of the end; anything further left was written by
 * the visitor and is never used.
 */
export function visitorAddress(forwardedFor: string | null | undefined, trustedProxies: number): string | null {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return null;
  return normalize(chain[Math.max(0, chain.length - 1 - trustedProxies)]);
}
