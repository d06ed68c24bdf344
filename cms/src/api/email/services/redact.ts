/**
 * Links that carry a secret are cut at it: reset, invitation and confirmation tokens, and the signature `t` of the
 * unsubscribe and preference-centre links, which work without logging in (issue #36 item 10: a moderator changed a
 * user's preferences with one read in the outbox).
 */
const TOKEN_LINK = /(https?:\/\/[^\s"'<>]*?[?&](?:token|code|confirmation|t)=)[^\s"'<>&]+/gi;

export const redactTokens = (text: string) => text.replace(TOKEN_LINK, '$1[masqué]');
