import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { SITE_LANGUAGES } from '@cep/domain';
import { spendHashTimeOnUnknownIdentifier } from './equal-time-login';
import { sessionStillOpen } from './live-session';
import { renewWithinGrace } from './refresh-grace';
import { fieldOf } from '../../utils/field-of';

type RouteMiddleware = string | { name: string; config?: unknown };
type Route = { method: string; path: string; handler?: string; config?: { middlewares?: RouteMiddleware[] } };

/**
 * The plugin's own factory, kept on the wrapper that replaces it. The plugin's objects outlive a restart of Strapi in
 * one process (and the cms suites' boots in one jest worker): each boot wraps the plugin's own factory with its own
 * code, never a wrapper of a wrapper.
 */
const ORIGINAL = Symbol.for('cep.original');
const pluginOwn = <F extends object>(factory: F): F => (Reflect.get(factory, ORIGINAL) as F | undefined) ?? factory;

type Controller = Record<string, (ctx: Context) => unknown>;
type ControllerFactory = (deps: { strapi: Core.Strapi }) => Controller;

type JwtService = Record<string, unknown>;
type JwtServiceFactory = (deps: { strapi: Core.Strapi }) => JwtService;

type PluginWithUser = Core.Plugin & {
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
  routes: { 'content-api': { routes: Route[] } };
  controllers: { auth: ControllerFactory };
  services: { jwt: JwtServiceFactory };
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
    // The language of a candidate's e-mails, SMS and notifications (issue #41 item 2); others' stay French.
    langue: { type: 'enumeration', enum: [...SITE_LANGUAGES], default: 'fr', configurable: false },
    // Hash of the single-use reset token (the token itself only travels by e-mail) and its expiry.
    resetPasswordExpiresAt: { type: 'datetime', private: true, configurable: false },
    // When the last confirmation link left: a new one is sent at most every ten minutes.
    confirmationEnvoyeeLe: { type: 'datetime', private: true, configurable: false },
    // A new login address waits here, with the hash of its confirmation token, until its link is followed.
    emailEnAttente: { type: 'email', private: true, configurable: false },
    emailEnAttenteToken: { type: 'string', private: true, configurable: false },
    emailEnAttenteExpire: { type: 'datetime', private: true, configurable: false },
    // The campaigns of the visit that signed up (first and last `utm_*` touch), for staff.
    campagne: { type: 'json', private: true, configurable: false },
  });
  const api = plugin.routes['content-api'];
  api.routes = api.routes.filter((route) => !REPLACED.some((pattern) => pattern.test(route.path)));
  // Cep's login throttle runs on the matched route (any spelling of /api/auth/local), after Strapi's own limiter.
  // Once: the plugin's route objects outlive a restart of Strapi in the same process.
  const login = api.routes.find((route) => route.method === 'POST' && route.handler === 'auth.callback');
  if (!login) throw new Error('users-permissions: POST /auth/local not found');
  const middlewares = login.config?.middlewares ?? [];
  const throttled = middlewares.some((m) => typeof m === 'object' && m.name === 'global::auth-throttle');
  if (!throttled)
    login.config = { ...login.config, middlewares: [...middlewares, { name: 'global::auth-throttle', config: { rule: 'login' } }] };

  // The same bcrypt time whether the address is registered or not (account enumeration, issue #10); parallel
  // requests renewing with one refresh token all get the new tokens (refresh-grace.ts).
  const authController = pluginOwn(plugin.controllers.auth);
  plugin.controllers.auth = Object.assign(
    (deps: { strapi: Core.Strapi }) => {
      const controller = authController(deps);
      const callback = controller.callback!;
      const refresh = controller.refresh!;
      return {
        ...controller,
        async callback(ctx: Context) {
          await spendHashTimeOnUnknownIdentifier(deps.strapi, ctx);
          return callback.call(controller, ctx);
        },
        async refresh(ctx: Context) {
          await refresh.call(controller, ctx);
          // Cep's clients send the token in the body and keep it themselves (`sessions.httpOnly` is off).
          const token = fieldOf(ctx.request.body, 'refreshToken');
          if (ctx.status !== 401 || typeof token !== 'string' || ctx.request.header['x-strapi-refresh-cookie']) return;
          const renewed = await renewWithinGrace(deps.strapi, token).catch((error: unknown) => {
            deps.strapi.log.warn(`Renouvellement de session : ${String(error)}`);
            return null;
          });
          if (!renewed) return;
          ctx.status = 200;
          ctx.body = renewed;
        },
      };
    },
    { [ORIGINAL]: authController },
  );

  // Every authenticated request: the access token's session must still be open in Strapi's session manager,
  // so a logout, a password change or a reset refuses the session's access tokens at once (issue #10).
  const jwtService = pluginOwn(plugin.services.jwt);
  plugin.services.jwt = Object.assign(
    (deps: { strapi: Core.Strapi }) => {
      const service = jwtService(deps);
      return {
        ...service,
        // What the plugin's refresh-mode verify checks, without its read of the user: the strategy reads the
        // user with its role right after, and refuses a token whose user is gone (issue #11's benchmark).
        async verify(token: string) {
          const result = deps.strapi.sessionManager('users-permissions').validateAccessToken(token);
          if (!result.isValid || result.payload.type !== 'access') throw new Error('Invalid token.');
          const { userId, sessionId } = result.payload;
          if (!sessionId || !(await sessionStillOpen(deps.strapi, sessionId))) throw new Error('Invalid token.');
          return { id: Number(userId), sessionId };
        },
      };
    },
    { [ORIGINAL]: jwtService },
  );
  return plugin;
};
