import type { Context, Next } from 'koa';
import { messages } from '@cep/domain';
import { fieldOf } from '../utils/field-of';

/**
 * Strapi's and Koa's own refusals, in French (issue #36 item 13: « Forbidden », « Policy Failed », « Not Found »
 * reached users). Only their default English wordings are replaced, by status: a refusal Cep words itself is left
 * as it is. Placed outside `strapi::errors`, so it reads the envelope that middleware wrote.
 */
const DEFAULTS: Record<number, { english: string[]; french: string }> = {
  400: { english: ['Bad Request', 'Invalid input', 'ValidationError'], french: messages.donneesNonValides },
  401: { english: ['Unauthorized', 'Missing or invalid credentials', 'Invalid credentials'], french: messages.connexionRequise },
  403: { english: ['Forbidden', 'Policy Failed'], french: messages.accesRefuse },
  404: { english: ['Not Found', 'Entity not found'], french: messages.ressourceIntrouvable },
  405: { english: ['Method Not Allowed'], french: messages.methodeNonAutorisee },
  413: { english: ['Payload Too Large', 'FileTooBig', 'request entity too large'], french: messages.requeteTropLourde },
  429: { english: ['Too Many Requests', 'Too many requests, please try again later.'], french: messages.tropDeTentatives },
  500: { english: ['Internal Server Error', 'An internal server error occurred'], french: messages.erreurReessayer },
};

type Envelope = { data?: unknown; error?: { status?: number; name?: string; message?: string } };

export default () => async (ctx: Context, next: Next) => {
  await next();
  const known = DEFAULTS[ctx.status] ?? (ctx.status >= 500 ? DEFAULTS[500] : undefined);
  if (!known) return;
  const body = ctx.body as Envelope | string | undefined | null;
  if (typeof body === 'string' || body === undefined || body === null) {
    // Koa's bare answers (a 405 from the router, a 404 no route matched) become Strapi's envelope.
    if (body === undefined || body === null || known.english.includes(body)) {
      ctx.body = { data: null, error: { status: ctx.status, name: 'Error', message: known.french } };
    }
    return;
  }
  const message = body.error?.message;
  if (body.error && (message === undefined || message === '' || known.english.includes(message))) {
    body.error.message = known.french;
  }
  // A route made from a contract answers every refusal in the spec's one envelope, those of Strapi's auth and
  // policies included (issue #39).
  if (body.error && isContractRoute(ctx)) ctx.body = { code: ctx.status, message: body.error.message ?? known.french };
};

function isContractRoute(ctx: Context): boolean {
  return fieldOf(fieldOf(ctx.state.route, 'config'), 'contract') === true;
}
