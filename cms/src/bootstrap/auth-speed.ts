import { createSecretKey, type KeyObject } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/**
 * Two costs Strapi's authentication pays on every request that do not depend on the request (issue #11's
 * benchmark: together about a fifth of an authenticated request's CPU time). Neither changes what is allowed.
 */

type OriginConfig = { jwtSecret?: string | KeyObject } & Record<string, unknown>;
type SessionManagerApi = { defineOrigin(origin: string, config: OriginConfig): void };

/**
 * jsonwebtoken first tries a string secret as a PEM public key, and the exception it catches costs more than
 * the HMAC itself; a secret handed over as a KeyObject skips that attempt (signatures are unchanged).
 * Runs in `register`, before the plugins' bootstraps define their origins.
 */
export function secretsAsKeyObjects(strapi: Core.Strapi) {
  const manager = strapi.sessionManager as unknown as SessionManagerApi;
  const defineOrigin = manager.defineOrigin;
  manager.defineOrigin = (origin, config) =>
    defineOrigin(
      origin,
      typeof config.jwtSecret === 'string' ? { ...config, jwtSecret: createSecretKey(Buffer.from(config.jwtSecret)) } : config,
    );
}

type Ability = unknown;
type Engine = { generateAbility(permissions: { action: string }[], options?: Record<string, unknown>): Promise<Ability> };

/** Distinct permission sets kept: one per role, with room to spare. */
const MAX_ABILITIES = 64;

/**
 * The users-permissions strategy rebuilds the role's ability (CASL rules, one async hook per permission) on
 * every request. A content-API permission is only its action and no option is passed, so the ability is a
 * function of the set of actions: it is built once per set. A change of a role's permissions gives another
 * set, hence a new ability at once (nothing to invalidate).
 */
export function memoiseContentApiAbilities(strapi: Core.Strapi) {
  const engine = strapi.contentAPI.permissions.engine as unknown as Engine;
  const generate = engine.generateAbility.bind(engine);
  const built = new Map<string, Promise<Ability>>();
  engine.generateAbility = (permissions, options) => {
    if (options && Object.keys(options).length > 0) return generate(permissions, options);
    const key = permissions
      .map((permission) => permission.action)
      .sort()
      .join('\n');
    let ability = built.get(key);
    if (!ability) {
      if (built.size >= MAX_ABILITIES) built.delete(built.keys().next().value as string);
      ability = generate(permissions);
      ability.catch(() => built.delete(key));
      built.set(key, ability);
    }
    return ability;
  };
}

type ApiTokenService = { hash(token: string): string; getByAccessKey(hash: string, options?: unknown): Promise<unknown> };
/** Not a sha512 hex digest: no stored token can have it. */
const NOT_AN_API_TOKEN = 'jwt';

/**
 * The API-token strategy runs first and looks every Bearer token up in `strapi_api_tokens`, a statement per
 * request. Strapi's API tokens are hex strings (256 characters); the access tokens of Cep's users are JWTs,
 * which hold dots: they are not looked up. An API token is still looked up and checked exactly as before.
 */
export function skipApiTokenLookupForJwts(strapi: Core.Strapi) {
  const tokens = strapi.service('admin::api-token-content-api') as unknown as ApiTokenService;
  const hash = tokens.hash;
  const getByAccessKey = tokens.getByAccessKey;
  tokens.hash = (token) => (token.includes('.') ? NOT_AN_API_TOKEN : hash(token));
  tokens.getByAccessKey = (key, options) => (key === NOT_AN_API_TOKEN ? Promise.resolve(null) : getByAccessKey(key, options));
}
