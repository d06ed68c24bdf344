import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // First: the client's address (site visitor or trusted proxies) for every middleware and route after it.
  'global::client-address',
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', ['http://localhost:3000', 'http://localhost:3001']),
      // ra-data-simple-rest reads the total from Content-Range and sends Range.
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'Range'],
      expose: ['Content-Range'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
