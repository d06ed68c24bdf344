import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/** An address as written by a proxy or a socket, or null when it is not one (`::ffff:` IPv4 forms are unwrapped). */
export function normalizeAddress(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim().replace(/^\[(.*)\]$/, '$1');
  const address = /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
  return isIP(address) ? address.toLowerCase() : null;
}

/**
 * The client's address behind `trustedProxies` proxies. Each proxy appends the address it received the request
 * from to X-Forwarded-For, so the chain `[...X-Forwarded-For, socket]` is trustworthy from its right end only:
 * with N trusted proxies the client is the entry N places left of the socket. Whatever lies further left was
 * written by the client and is ignored.
 */
export function addressBehindProxies(socketAddress: string | undefined, forwardedFor: string | undefined, trustedProxies: number): string {
  const chain = [...(forwardedFor ?? '').split(','), socketAddress ?? ''].map((entry) => entry.trim()).filter(Boolean);
  const index = Math.max(0, chain.length - 1 - Math.max(0, Math.floor(trustedProxies)));
  return normalizeAddress(chain[index]) ?? normalizeAddress(socketAddress) ?? 'unknown';
}

/** Compares a received secret with the configured one in constant time (hashes have equal lengths). */
export function secretMatches(received: string | undefined, expected: string | undefined): boolean {
  if (!received || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(received), digest(expected));
}
