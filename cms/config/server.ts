import type { Core } from '@strapi/strapi';
import { requiredEnv } from './required-env';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // Loopback unless told otherwise: a container sets HOST=0.0.0.0 (docker-compose.yml), a laptop never needs to.
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Behind TRUSTED_PROXY_COUNT proxies, X-Forwarded-Proto/-Host are theirs (the client address: middlewares/client-address.ts).
  proxy: { koa: env.bool('IS_PROXIED', env.int('TRUSTED_PROXY_COUNT', 0) > 0) },
  app: { keys: requiredEnv(env, 'APP_KEYS').split(',') },
  cron: { enabled: true },
});
