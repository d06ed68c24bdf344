import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { messages } from '@cep/domain';
import { isSearchUnavailable } from '@cep/search';
import { databaseAnswers } from '../database/probe';
import { errorMessage } from '../utils/error-message';
import { fieldOf } from '../utils/field-of';

/** What a client is told to wait before trying again: PostgreSQL restarts take seconds. */
const RETRY_AFTER_SECONDS = 5;

/** Connection-level failures: the database is away, not the request wrong (PostgreSQL classes 08, 53, 57P). */
const FAULT_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'SQLITE_BUSY']);
const FAULT_SQLSTATE = /^(08|53|57P)/;

export function isDatabaseFault(error: unknown): boolean {
  const [name, code, message] = [fieldOf(error, 'name'), fieldOf(error, 'code'), fieldOf(error, 'message')];
  if (name === 'KnexTimeoutError') return true;
  if (typeof code === 'string' && (FAULT_CODES.has(code) || FAULT_SQLSTATE.test(code))) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|terminating connection|the database system is (starting|shutting) up/i.test(message)
  );
}

/** An error that answers the request (a 4xx: Strapi's and Koa's refusals carry their status) is no fault. */
const isRefusal = (error: unknown) => {
  const status = fieldOf(error, 'status');
  return typeof status === 'number' && status < 500;
};

function unavailable(ctx: Context) {
  ctx.status = 503;
  ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
  ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: messages.serviceIndisponible } };
}

/**
 * A database or search fault answers a French 503 with Retry-After (issue #37 item 6), never a 500, and never a 401: Strapi's
 * authentication swallows every error into « not logged in », so a 401 is checked against the database before it
 * leaves, and the site keeps the session instead of logging the user out. Placed inside `strapi::errors`, so
 * the fault is caught before it becomes Strapi's 500.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      // Meilisearch away (or not reached since boot): the same honest answer; the index's writes are recorded meanwhile.
      if (isSearchUnavailable(error)) {
        strapi.log.warn(`[search] ${ctx.method} ${ctx.path}: ${errorMessage(error)}`);
        return unavailable(ctx);
      }
      // An unexplained error is a 500 only if the database answers (a fault the driver words oddly is still a fault).
      if (isDatabaseFault(error) || (!isRefusal(error) && !(await databaseAnswers(strapi)))) {
        strapi.log.warn(`[database] ${ctx.method} ${ctx.path}: ${errorMessage(error)}`);
        return unavailable(ctx);
      }
      throw error;
    }
    if (ctx.status === 401 && !(await databaseAnswers(strapi))) unavailable(ctx);
  };
