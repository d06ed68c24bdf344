import type { Core } from '@strapi/strapi';

/**
 * Every registry of this file lives under one key of `globalThis`, shared by every copy of the calling module:
 * Strapi runs the compiled files while the tests load the sources, and both must find the same worker, index or
 * repairer of an instance. (The cms suites' jest environment forwards this one key to the realm the cms runs in:
 * cms/tests/helpers/shared-strapi-environment.js.)
 */
const INSTANCE_REGISTRIES = Symbol.for('cep.instance-registries');

type Registries = Record<string, WeakMap<Core.Strapi, unknown> | WeakSet<Core.Strapi>>;

function registries(): Registries {
  const existing = Reflect.get(globalThis, INSTANCE_REGISTRIES) as Registries | undefined;
  if (existing) return existing;
  const created: Registries = {};
  Reflect.set(globalThis, INSTANCE_REGISTRIES, created);
  return created;
}

/** A map keyed on the cms instance, shared by every copy of the calling module. */
export function instanceRegistry<T>(name: string): WeakMap<Core.Strapi, T> {
  const all = registries();
  all[`map:${name}`] ??= new WeakMap<Core.Strapi, T>();
  return all[`map:${name}`] as WeakMap<Core.Strapi, T>;
}

/** The cms instances marked by `name` (those shutting down…), shared like `instanceRegistry`. */
export function instanceSet(name: string): WeakSet<Core.Strapi> {
  const all = registries();
  all[`set:${name}`] ??= new WeakSet<Core.Strapi>();
  return all[`set:${name}`] as WeakSet<Core.Strapi>;
}

/** What `create` makes, once per cms instance (an index and its engine, a worker's state). */
export function perInstance<T>(name: string, create: (strapi: Core.Strapi) => T): (strapi: Core.Strapi) => T {
  const registry = instanceRegistry<T>(name);
  return (strapi) => {
    const found = registry.get(strapi);
    if (found !== undefined) return found;
    const created = create(strapi);
    registry.set(strapi, created);
    return created;
  };
}
