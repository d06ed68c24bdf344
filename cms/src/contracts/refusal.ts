import type { Context } from 'koa';
import type { FieldErrors } from '@cep/domain';
import type { RefusalBody } from '@cep/domain/contracts';

/** A refusal a handler returns: the one envelope of spec 01 §7, written by `writeRefusal` only. */
export class Refusal {
  constructor(readonly body: RefusalBody) {}
}

/** The refusals handlers give, each with its status as `code`. */
export const refuse = {
  /** The caller's input: a field → message map, or one message. */
  invalid: (errors: FieldErrors, extra: Omit<RefusalBody, 'code' | 'errors'> = {}) => new Refusal({ code: 400, errors, ...extra }),
  badRequest: (message: string, extra: Omit<RefusalBody, 'code' | 'message'> = {}) => new Refusal({ code: 400, message, ...extra }),
  /** Not there, or another account's (which does not exist for the caller). */
  notFound: (message?: string) => new Refusal(message ? { code: 404, message } : { code: 404 }),
  /** The record's state forbids it now (already applied, an order closed…). */
  conflict: (message: string, extra: Omit<RefusalBody, 'code' | 'message'> = {}) => new Refusal({ code: 409, message, ...extra }),
  /**
   * A refusal with flags of the spec's own that `RefusalBody` does not name (a taken address's `error_mail_login`, a
   * page's `champ_obligatoire`, the CV's `cvComplet`…), written as the spec's forms read them.
   */
  withFlags: (body: RefusalBody & Record<string, unknown>) => new Refusal(body),
  /** Any other status the contract names (403 with a reason, 502 and 503 from a payment service). */
  status: (code: number, message: string, extra: Omit<RefusalBody, 'code' | 'message'> = {}) => new Refusal({ code, message, ...extra }),
};

export function writeRefusal(ctx: Context, refusal: Refusal): void {
  ctx.status = refusal.body.code;
  ctx.body = refusal.body;
}
