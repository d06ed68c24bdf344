import type { Context } from 'koa';
import type { FieldErrors } from '@cep/domain';

/** The spec's refusal of a form (spec 01 §7): HTTP 400 with `code` and the field → message map. */
export function refuse(ctx: Context, errors: FieldErrors, extra: Record<string, unknown> = {}): void {
  ctx.status = 400;
  ctx.body = { code: 400, errors, ...extra };
}
