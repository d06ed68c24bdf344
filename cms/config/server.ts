import type { Core } from '@strapi/strapi';
import { requiredEnv } from './required-env';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // Loopback unless told otherwise: a container sets HOST=0.0.0.0 (docker-compose.yml), a laptop never needs to.
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  proxy: { koa: env.bool('IS_PROXIED', false) },
  app: { keys: requiredEnv(env, 'APP_KEYS').split(',') },
  cron: { enabled: true },
});
