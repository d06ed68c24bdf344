import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a link that acts without logging in (a start's answer, a re-hire application): its purpose and
 * parts (the row, until when), signed with the cms's first app key — a link cannot be made for another row or kept
 * alive longer. Changing APP_KEYS voids the links sent.
 */
function secret(): string {
  const key = process.env.APP_KEYS?.split(',')[0];
  if (!key) throw new Error('APP_KEYS is not set');
  return key;
}

export const signLink = (purpose: string, parts: ReadonlyArray<string | number>): string =>
  createHmac('sha256', secret())
    .update([purpose, ...parts].join(':'))
    .digest('base64url');

export function validLinkSignature(purpose: string, parts: ReadonlyArray<string | number>, token: string): boolean {
  const expected = Buffer.from(signLink(purpose, parts));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
