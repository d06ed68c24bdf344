import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * One-click unsubscribe links (RFC 8058): what is unsubscribed (the newsletter of a candidate, one alert) and its
 * id — or, for 'preferences', the user whose preference centre the link opens — signed with the cms's first app key, so a link works without logging in and cannot be forged for someone
 * else. Changing APP_KEYS voids old links.
 */
export type MailingList = 'newsletter' | 'alerte' | 'alerte-cv' | 'messagerie-candidat' | 'messagerie-recruteur' | 'preferences';

function secret(): string {
  const key = process.env.APP_KEYS?.split(',')[0];
  if (!key) throw new Error('APP_KEYS is not set');
  return key;
}

export const unsubscribeToken = (id: number, list: MailingList = 'newsletter') =>
  createHmac('sha256', secret()).update(`desinscription:${list}:${id}`).digest('base64url');

export function validUnsubscribeToken(id: number, token: string, list: MailingList = 'newsletter'): boolean {
  const expected = Buffer.from(unsubscribeToken(id, list));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
