import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { addressBehindProxies, normalizeAddress, secretMatches } from '../utils/client-address';

/** Header the site's server fills with its visitor's address, trusted only next to the shared SITE_PROXY_SECRET. */
export const CLIENT_ADDRESS_HEADER = 'x-cep-client-ip';
export const PROXY_SECRET_HEADER = 'x-cep-proxy-secret';

/**
 * Sets `ctx.request.ip` to the client's address once, first thing, for everything downstream (Cep's throttles,
 * Strapi's own rate limiter, logs):
 * - a call from the site's server carrying SITE_PROXY_SECRET names its visitor in x-cep-client-ip;
 * - any other call: the socket's address, or the address the last of TRUSTED_PROXY_COUNT proxies saw.
 * A header the client wrote itself never chooses the address.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const trustedProxies = Number.parseInt(process.env.TRUSTED_PROXY_COUNT ?? '0', 10) || 0;
  const siteSecret = process.env.SITE_PROXY_SECRET ?? '';
  if (!siteSecret) strapi.log.warn('[client-address] SITE_PROXY_SECRET is not set: every visitor of the site counts as the site itself');

  return async (ctx: Context, next: Next) => {
    const fromSite = secretMatches(ctx.get(PROXY_SECRET_HEADER) || undefined, siteSecret || undefined);
    const visitor = fromSite ? normalizeAddress(ctx.get(CLIENT_ADDRESS_HEADER)) : null;
    ctx.request.ip = visitor ?? addressBehindProxies(ctx.req.socket.remoteAddress, ctx.get('x-forwarded-for'), trustedProxies);
    await next();
  };
};
