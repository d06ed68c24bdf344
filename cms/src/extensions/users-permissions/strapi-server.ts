import type { Core } from '@strapi/strapi';

type Route = { method: string; path: string };

type PluginWithUser = Core.Plugin & {
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
  routes: { 'content-api': { routes: Route[] } };
};

/**
 * Strapi's own sign-up, e-mail, password and OAuth routes are replaced by Cep's (French e-mails, a reset token
 * that expires, the role chosen by the endpoint): they must not stay reachable beside them.
 */
const REPLACED = [
  /^\/auth\/local\/register$/,
  /^\/auth\/forgot-password$/,
  /^\/auth\/reset-password$/,
  /^\/auth\/change-password$/,
  /^\/auth\/email-confirmation$/,
  /^\/auth\/send-email-confirmation$/,
  /^\/auth\/:provider\/callback$/,
  /^\/connect\//,
];

/**
 * Cep's users: a person's name and phone. What they belong to is their membership of an account
 * (api::account.membership) or their candidate profile (api::candidate.candidate).
 */
export default (plugin: PluginWithUser) => {
  Object.assign(plugin.contentTypes.user.schema.attributes, {
    prenom: { type: 'string' },
    nom: { type: 'string' },
    telephone: { type: 'string' },
    fonction: { type: 'string' },
    // Hash of the single-use reset token (the token itself only travels by e-mail) and its expiry.
    resetPasswordExpiresAt: { type: 'datetime', private: true, configurable: false },
    // When the last confirmation link left: a new one is sent at most every ten minutes.
    confirmationEnvoyeeLe: { type: 'datetime', private: true, configurable: false },
    // A new login address waits here, with the hash of its confirmation token, until its link is followed.
    emailEnAttente: { type: 'email', private: true, configurable: false },
    emailEnAttenteToken: { type: 'string', private: true, configurable: false },
    emailEnAttenteExpire: { type: 'datetime', private: true, configurable: false },
  });
  const api = plugin.routes['content-api'];
  api.routes = api.routes.filter((route) => !REPLACED.some((pattern) => pattern.test(route.path)));
  return plugin;
};
