import type * as StrapiPackage from '@strapi/strapi';

/**
 * `@strapi/strapi` as the jest worker loaded it, once for all its suites (shared-strapi-environment.js); Node's own
 * copy where no suite runs (the global setup). Imported through jest's registry instead, it would be loaded again by
 * every suite.
 */
export function strapiPackage(): typeof StrapiPackage {
  const outside = (globalThis as { __cepRequireOutside?: NodeJS.Require }).__cepRequireOutside;
  return (outside ?? require)('@strapi/strapi') as typeof StrapiPackage;
}
