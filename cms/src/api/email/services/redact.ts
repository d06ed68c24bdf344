/**
 * Links that carry a secret are cut at it: reset, invitation and confirmation tokens, and the signature `t` of the
 * unsubscribe and preference-centre links, which work without logging in (issue #36 item 10: a moderator changed a
 * user's preferences with one read in the outbox).
 */
const TOKEN_LINK = /(https?:\/\/[^\s"'<>]*?[?&](?:amp;)?(?:token|code|confirmation|t)=)[^\s"'<>&]+/gi;

/** In text, HTML (where `&` is written `&amp;`) and header values alike. */
export const redactTokens = (text: string) => text.replace(TOKEN_LINK, '$1[masqué]');

export const redactHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, redactTokens(value)]));

/** An SMS's confirmation code, once sent: the database no longer holds it (nor the backoffice's list shows it). */
export const redactCodes = (text: string) => text.replace(/\b\d{6}\b/g, '[masqué]');
