import type { Core } from '@strapi/strapi';
import { formats, winston } from '@strapi/logger';

/**
 * Strapi's logger: its coloured lines by default, one JSON object per line with LOG_FORMAT=json (for a log
 * collector: the request lines carry requestId, method, route, status and durationMs; src/middlewares/request-context.ts).
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  format:
    env('LOG_FORMAT', 'text') === 'json'
      ? winston.format.combine(winston.format.errors({ stack: true }), winston.format.timestamp(), winston.format.json())
      : formats.prettyPrint(),
  transports: [new winston.transports.Console()],
});
