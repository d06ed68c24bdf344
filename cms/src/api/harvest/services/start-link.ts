import { createHmac, timingSafeEqual } from 'node:crypto';
import { siteUrl } from '../../../email/site-url';

/**
 * A worker's link to answer a start, without logging in: the answer row and until when the link answers (the end of
 * the start's day), signed with the cms's first app key — a link cannot be made for another row or kept alive
 * longer. Changing APP_KEYS voids the links sent.
 */
function secret(): string {
  const key = process.env.APP_KEYS?.split(',')[0];
  if (!key) throw new Error('APP_KEYS is not set');
  return key;
}

const signature = (answerId: number, expiry: number) =>
  createHmac('sha256', secret()).update(`demarrage:${answerId}:${expiry}`).digest('base64url');

export function validStartSignature(answerId: number, expiry: number, token: string): boolean {
  const expected = Buffer.from(signature(answerId, expiry));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The site's page for the link, `/vendanges/demarrage?r=…&e=…&t=…`. */
export const startAnswerUrl = (answerId: number, expiry: number) =>
  siteUrl(`/vendanges/demarrage?r=${answerId}&e=${expiry}&t=${signature(answerId, expiry)}`);
