import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { cachePreparedStatements } from '../src/database/statement-cache';

// SQLite by default (file under cms/.tmp/), PostgreSQL when DATABASE_CLIENT=postgres.
export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'cep'),
          user: env('DATABASE_USERNAME', 'cep'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        // An unreachable database fails a request in seconds (a French 503), not after a minute of waiting.
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 5000),
      },
    };
  }
  // The compiled config lives in dist/config: the app root is two levels up.
  const appRoot = path.resolve(__dirname, '..', '..');
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(appRoot, env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
      pool: {
        afterCreate(connection: unknown, done: (error?: Error, connection?: unknown) => void) {
          cachePreparedStatements(connection as Parameters<typeof cachePreparedStatements>[0]);
          done(undefined, connection);
        },
      },
    },
  };
};
