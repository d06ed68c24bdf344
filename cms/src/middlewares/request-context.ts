import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { REQUEST_ID_HEADER } from '@cep/domain';
import { metrics } from '../observability/metrics';

/** An id the site (or a proxy) sent is kept when it looks like one; anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * First of all middlewares, in place of Strapi's request logger: each request gets an id (the site's, carried from
 * the visitor's page request, or a new one), answered in X-Request-Id and written on its log line, so one visit is
 * followed from the site to the cms; its duration is counted by route template for /api/metrics. With
 * LOG_FORMAT=json each line is one JSON object (config/logger.ts).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const sent = ctx.get(REQUEST_ID_HEADER);
    const requestId = REQUEST_ID.test(sent) ? sent : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    let escaped = false;
    try {
      await next();
    } catch (error) {
      // Past Strapi's error middleware (a middleware before it threw): Koa answers it with a 500.
      escaped = true;
      throw error;
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // Koa's router names the template it matched (`/offres/:id`); unmatched paths share one label.
      const route = (ctx as Context & { _matchedRoute?: string })._matchedRoute ?? 'other';
      // Outside Strapi's error middleware: the status is the one answered, a refusal or a fault included.
      const status = escaped ? 500 : ctx.status;
      metrics().requests.observe({ method: ctx.method, route: String(route), status: String(status) }, seconds);
      strapi.log.http(`${ctx.method} ${ctx.url} (${Math.round(seconds * 1000)} ms) ${status} [${requestId}]`, {
        requestId,
        method: ctx.method,
        route,
        status,
        durationMs: Math.round(seconds * 1000),
      });
    }
  };
