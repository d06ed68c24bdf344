import type { Core } from '@strapi/strapi';

type RouterLike = { routes?: Array<{ method?: string; path?: string; config?: { prefix?: string } }> };

/**
 * Refuses to start when two of Cep's routes share a method and a path: Koa would serve the first and the second
 * would never run, whichever its handler (issue #39: `GET /recrutement/societe/tva` was registered twice).
 */
export function refuseDuplicateRoutes(strapi: Core.Strapi): void {
  const seen = new Map<string, string>();
  for (const [api, { routes }] of Object.entries(strapi.apis as Record<string, { routes?: Record<string, RouterLike> }>)) {
    for (const [file, router] of Object.entries(routes ?? {})) {
      for (const route of router.routes ?? []) {
        const key = `${route.method ?? ''} ${route.path ?? ''}`;
        const owner = `${api}/${file}`;
        const first = seen.get(key);
        if (first) throw new Error(`${key} is registered twice (${first} and ${owner})`);
        seen.set(key, owner);
      }
    }
  }
}
