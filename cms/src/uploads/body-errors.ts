import { errors } from '@strapi/utils';
import { messages } from '@cep/domain';
import { TooManyFilesError } from './temp-files';

/** formidable's refusals of a size or a count (its FormidableError codes): the body is too large, not malformed. */
const FORMIDABLE_TOO_LARGE = new Set([1006, 1007, 1009]);

const isFormidableError = (error: Error): error is Error & { code: number; httpCode: number } =>
  'httpCode' in error && typeof (error as { code?: unknown }).code === 'number';

/**
 * The body parser's `onError` (koa-body, under `strapi::body`): a body that cannot be read answers 400 or 413 in
 * French, on every route and before any permission check, instead of Strapi's 500 for a malformed multipart
 * body or its English « FileTooBig » and « request entity too large » (issue #36 items 11 and 13). Thrown as
 * Strapi's own errors, so its error middleware gives them their usual shape.
 */
export function refuseUnreadableBody(error: Error): never {
  if (error instanceof TooManyFilesError) throw new errors.PayloadTooLargeError(messages.tropDeFichiers);
  if (isFormidableError(error)) {
    if (error.code === 1009) throw new errors.PayloadTooLargeError(messages.fichierTropLourd);
    if (FORMIDABLE_TOO_LARGE.has(error.code)) throw new errors.PayloadTooLargeError(messages.requeteTropLourde);
    throw new errors.ValidationError(messages.requeteIllisible);
  }
  // raw-body's and co-body's errors (JSON, forms, text) carry their status: 413 for a body past its limit.
  const status = (error as { status?: unknown }).status;
  if (status === 413) throw new errors.PayloadTooLargeError(messages.requeteTropLourde);
  throw new errors.ValidationError(messages.requeteIllisible);
}
