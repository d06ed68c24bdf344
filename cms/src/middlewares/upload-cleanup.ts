import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { prepareUploadDir, removeRequestFiles, trackRequest, uploadLimits } from '../uploads/temp-files';

/**
 * Placed just before `strapi::body`: whatever the route, the permission check or the answer (404, 403, 405,
 * 413, an error, a success), every file the body parser wrote for this request is deleted once the request
 * is done. Strapi's own body middleware deletes only the `files` field, and not when the route throws.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const { dir } = uploadLimits();
  prepareUploadDir(dir);
  return async (ctx: Context, next: Next) => {
    if (!ctx.is('multipart')) return next();
    trackRequest(ctx.req.headers);
    try {
      await next();
    } finally {
      await removeRequestFiles(ctx.req.headers).catch((error: Error) => strapi.log.error(`[uploads] cleanup failed: ${error.message}`));
    }
  };
};
