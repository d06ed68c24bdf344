import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe links (RFC 8058): the candidate's id signed with the cms's first app key, so a link
 * works without logging in and cannot be forged for someone else. Changing APP_KEYS voids old links.
 */
function secret(): string {
  const key = process.env.APP_KEYS?.split(',')[0];
  if (!key) throw new Error('APP_KEYS is not set');
  return key;
}

export const unsubscribeToken = (candidateId: number) =>
  createHmac('sha256', secret()).update(`desinscription:newsletter:${candidateId}`).digest('base64url');

export function validUnsubscribeToken(candidateId: number, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(candidateId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
