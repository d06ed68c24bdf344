import type { Context } from 'koa';
import { publisher } from '../services/publisher';

/** GET /api/mentions-legales — the publisher's identity for the legal notice; `null` until production sets it. */
export default () => ({
  async publisher(ctx: Context) {
    ctx.body = { data: publisher() };
  },
});
