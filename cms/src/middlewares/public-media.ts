import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { publicPathOf, publicStorage, typeOfPublicPath } from '../public-media/public-storage';

/**
 * Public media from the shared bucket (issue #37 item 3): with S3_BUCKET set, `/uploads/<folder>/<name>` is read from
 * the bucket, so every instance serves what any instance stored; the site relays it with the same long cache
 * (names are random, never reused). Without a bucket, Strapi's `strapi::public` serves the local folder.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/uploads/')) return next();
    const storage = publicStorage(strapi);
    if (!storage.shared) return next();
    const publicPath = publicPathOf(ctx.path);
    const found = publicPath ? await storage.get(publicPath) : null;
    if (!publicPath || !found) {
      ctx.status = 404;
      return;
    }
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.type = typeOfPublicPath(publicPath);
    ctx.length = found.size;
    ctx.body = found.body;
  };
