import type { Core } from '@strapi/strapi';
import { requiredEnv } from './required-env';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  proxy: { koa: env.bool('IS_PROXIED', false) },
  app: { keys: requiredEnv(env, 'APP_KEYS').split(',') },
  cron: { enabled: true },
});
