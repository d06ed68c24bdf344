import type { Core } from '@strapi/strapi';
import { UIDS } from '../uids';

/**
 * Reads Strapi's authentication repeats on every request although their answer almost never changes (issue
 * #11's benchmark: each is a statement of about 0.3 ms). They are kept for a short while; a change made through
 * this instance clears them at once, one made on another instance shows here within CACHE_SECONDS. Cep's roles
 * are written from code at every boot (bootstrap/roles.ts), so in practice only the technical admin's panel can
 * change them while instances run.
 */
export const CACHE_SECONDS = 30;

type Cached<K, V> = { get(key: K): Promise<V>; clear(): void };

/** A value loaded at most once per CACHE_SECONDS per key; a failed load is not kept. */
function expiring<K, V>(load: (key: K) => Promise<V>): Cached<K, V> {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < CACHE_SECONDS * 1000) return hit.value;
      const value = load(key);
      entries.set(key, { at: Date.now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}

type Permission = { action: string };
type PermissionService = {
  findRolePermissions(roleId: number): Promise<Permission[]>;
  findPublicPermissions(): Promise<Permission[]>;
};
type StoreParams = { key: string; type?: string; name?: string; environment?: string; tag?: string };
type CoreStore = { get(params: StoreParams): Promise<unknown> };

/** The users-permissions settings the strategy reads on every authenticated request (`email_confirmation`). */
const ADVANCED_SETTINGS: StoreParams = { type: 'plugin', name: 'users-permissions', key: 'advanced' };
const isAdvancedSettings = ({ type, name, key, environment, tag }: StoreParams) =>
  type === ADVANCED_SETTINGS.type && name === ADVANCED_SETTINGS.name && key === ADVANCED_SETTINGS.key && !environment && !tag;

/** Runs at the start of bootstrap: the database (for the lifecycles) exists, no request has been served. */
export function cacheAuthenticationReads(strapi: Core.Strapi) {
  const permissions = strapi.plugin('users-permissions').service('permission') as unknown as PermissionService;
  const byRole = expiring(permissions.findRolePermissions);
  const publicOnes = expiring(permissions.findPublicPermissions);
  permissions.findRolePermissions = (roleId) => byRole.get(roleId);
  permissions.findPublicPermissions = () => publicOnes.get('public');

  const store = strapi.store as unknown as CoreStore;
  const read = store.get;
  const advanced = expiring(() => read(ADVANCED_SETTINGS));
  store.get = (params) => (isAdvancedSettings(params) ? advanced.get('advanced') : read(params));

  const clearPermissions = () => {
    byRole.clear();
    publicOnes.clear();
  };
  const writes = ['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany'];
  const on = (clear: () => void) => Object.fromEntries(writes.map((event) => [event, clear]));
  strapi.db.lifecycles.subscribe({
    models: [UIDS.permission, UIDS.role],
    ...on(clearPermissions),
  });
  strapi.db.lifecycles.subscribe({ models: ['strapi::core-store'], ...on(advanced.clear) });
}
