import { errors } from '@strapi/utils';
import { messages } from '@cep/domain';
import { fieldOf } from '../utils/field-of';
import { TooManyFilesError } from './temp-files';

/** formidable's refusals of a size or a count (its FormidableError codes): the body is too large, not malformed. */
const FORMIDABLE_TOO_LARGE = new Set([1006, 1007, 1009]);

const formidableCode = (error: Error): number | null => {
  const code = fieldOf(error, 'code');
  return 'httpCode' in error && typeof code === 'number' ? code : null;
};

/**
 * The body parser's `onError` (koa-body, under `strapi::body`): a body that cannot be read answers 400 or 413 in
 * French, on every route and before any permission check, instead of Strapi's 500 for a malformed multipart
 * body or its English « FileTooBig » and « request entity too large » (issue #36 items 11 and 13). Thrown as
 * Strapi's own errors, so its error middleware gives them their usual shape.
 */
export function refuseUnreadableBody(error: Error): never {
  if (error instanceof TooManyFilesError) throw new errors.PayloadTooLargeError(messages.tropDeFichiers);
  const code = formidableCode(error);
  if (code !== null) {
    if (code === 1009) throw new errors.PayloadTooLargeError(messages.fichierTropLourd);
    if (FORMIDABLE_TOO_LARGE.has(code)) throw new errors.PayloadTooLargeError(messages.requeteTropLourde);
    throw new errors.ValidationError(messages.requeteIllisible);
  }
  // raw-body's and co-body's errors (JSON, forms, text) carry their status: 413 for a body past its limit.
  if (fieldOf(error, 'status') === 413) throw new errors.PayloadTooLargeError(messages.requeteTropLourde);
  throw new errors.ValidationError(messages.requeteIllisible);
}
