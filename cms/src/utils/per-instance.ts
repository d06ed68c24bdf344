import type { Core } from '@strapi/strapi';

/**
 * A map keyed on the cms instance and shared by every copy of the calling module: Strapi runs the compiled files
 * while the tests load the sources, and both must find the same worker, index or repairer of an instance.
 */
export function instanceRegistry<T>(name: string): WeakMap<Core.Strapi, T> {
  const key = Symbol.for(`cep.${name}`);
  const existing: unknown = Reflect.get(globalThis, key);
  if (existing instanceof WeakMap) return existing;
  const created = new WeakMap<Core.Strapi, T>();
  Reflect.set(globalThis, key, created);
  return created;
}

/** The cms instances marked by `name` (those shutting down…), shared like `instanceRegistry`. */
export function instanceSet(name: string): WeakSet<Core.Strapi> {
  const key = Symbol.for(`cep.${name}`);
  const existing: unknown = Reflect.get(globalThis, key);
  if (existing instanceof WeakSet) return existing;
  const created = new WeakSet<Core.Strapi>();
  Reflect.set(globalThis, key, created);
  return created;
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
