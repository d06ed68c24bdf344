import type { Core } from '@strapi/strapi';
import { refuseUnreadableBody } from '../src/uploads/body-errors';
import { onFileBegin, uploadLimits } from '../src/uploads/temp-files';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => {
  const uploads = uploadLimits();
  return [
    // First: the request's id, its log line and its duration, whatever answers it (in place of 'strapi::logger').
    'global::request-context',
    // Then the client's address (site visitor or trusted proxies) for every middleware and route after it.
    'global::client-address',
    // Outside the error middleware: Strapi's and Koa's default English refusals, read once written, in French.
    'global::french-refusals',
    'strapi::errors',
    // Inside the error middleware: a database fault answers a French 503 before it becomes a 500 (or a 401).
    'global::database-faults',
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
    // No 'strapi::poweredBy': the cms does not announce what it runs on.
    'strapi::query',
    // Every file the body parser writes is deleted after the request, whatever its answer.
    'global::upload-cleanup',
    {
      name: 'strapi::body',
      config: {
        // Stripe's webhook signature is checked on the exact bytes received (api/commerce/controllers/stripe-webhook.ts).
        includeUnparsed: true,
        // A body that cannot be read: 400 or 413 in French, whatever the route (uploads/body-errors.ts).
        onError: refuseUnreadableBody,
        // Bounded while parsing, before any route or permission check: a count of files, their total size
        // (formidable 2 sums every file of the request), the other fields.
        formidable: {
          uploadDir: uploads.dir,
          maxFileSize: uploads.maxBytes,
          maxFields: 200,
          maxFieldsSize: 2 * 1024 * 1024,
          onFileBegin: onFileBegin(uploads.maxFiles),
        },
      },
    },
    'strapi::session',
    'strapi::favicon',
    // Before Strapi's folder: with a shared bucket, public media are read from it (src/middlewares/public-media.ts).
    'global::public-media',
    'strapi::public',
  ];
};
