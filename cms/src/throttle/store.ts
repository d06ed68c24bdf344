import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** One table for every counter (keys are prefixed by the limiter's name), beside Strapi's own tables. */
export const THROTTLE_TABLE = 'cep_throttle';

export interface LimiterSpec {
  name: string;
  points: number;
  durationSeconds: number;
}

export type Limiter = RateLimiterAbstract;
export { RateLimiterRes };

/** Keys hold no e-mail address in clear: a hash is enough to count. */
export const hashKey = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/**
 * The table rate-limiter-flexible expects (key, points, expire in ms), created through Strapi's knex in Strapi's
 * schema. Strapi's schema sync leaves tables it never created alone.
 */
async function ensureTable(strapi: Core.Strapi): Promise<void> {
  const schema = strapi.db.getSchemaConnection();
  if (await schema.hasTable(THROTTLE_TABLE)) return;
  try {
    await strapi.db.getSchemaConnection().createTable(THROTTLE_TABLE, (table) => {
      table.string('key', 255).primary();
      table.integer('points').notNullable().defaultTo(0);
      table.bigInteger('expire');
    });
  } catch (error) {
    // Two instances starting together: the other one created it.
    if (!(await strapi.db.getSchemaConnection().hasTable(THROTTLE_TABLE))) throw error;
  }
}

const stores = new WeakMap<Core.Strapi, Promise<void>>();

/** Creates the table once per cms instance, and an hourly sweep of expired counters. */
function ready(strapi: Core.Strapi): Promise<void> {
  let promise = stores.get(strapi);
  if (!promise) {
    promise = ensureTable(strapi).then(() => {
      strapi.cron.add({
        cepThrottleSweep: {
          task: async () => {
            await strapi.db
              .getConnection(THROTTLE_TABLE)
              .where('expire', '<', Date.now() - 3_600_000)
              .delete();
          },
          options: { rule: '7 * * * *' },
        },
      });
    });
    stores.set(strapi, promise);
  }
  return promise;
}

/**
 * A counter kept in the database (SQLite or PostgreSQL, through Strapi's knex) with rate-limiter-flexible's
 * atomic upserts: it survives restarts and every cms instance shares it.
 */
export async function createLimiter(strapi: Core.Strapi, spec: LimiterSpec): Promise<Limiter> {
  await ready(strapi);
  const options = {
    storeClient: strapi.db.connection,
    storeType: 'knex',
    tableName: THROTTLE_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: spec.name,
    points: spec.points,
    duration: spec.durationSeconds,
  };
  const schemaName = strapi.db.getSchemaName();
  return strapi.db.dialect.client === 'postgres'
    ? new RateLimiterPostgres({ ...options, ...(schemaName ? { schemaName } : {}) })
    : new RateLimiterSQLite(options);
}
