import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { secretMatches } from '../../../utils/client-address';
import { readiness } from '../services/readiness';
import { scrape } from '../services/scrape';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /health/live — the process answers: restart it when this fails. */
  live(ctx: Context) {
    ctx.body = { status: 'ok' };
  },

  /** GET /health/ready — 200 while this instance can serve (its database answers), 503 otherwise; the parts said. */
  async ready(ctx: Context) {
    const state = await readiness(strapi);
    ctx.status = state.ready ? 200 : 503;
    ctx.body = state;
  },

  /** GET /metrics — Prometheus text, with `Authorization: Bearer <METRICS_TOKEN>`; without the token set, no route. */
  async metrics(ctx: Context) {
    const token = process.env.METRICS_TOKEN;
    if (!token) return ctx.notFound();
    const sent = /^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1];
    if (!secretMatches(sent, token)) return ctx.unauthorized();
    const { contentType, text } = await scrape(strapi);
    ctx.type = contentType;
    ctx.body = text;
  },
});
