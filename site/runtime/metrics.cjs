// The site's Prometheus metrics (issue #37 item 8), required by request-context.cjs (which times every answer, a page
// from the page cache included) and served by app/api/metrics/route.ts, which reaches the registry by the symbol
// below (the site's bundles cannot require this file).
'use strict';

const { readFileSync } = require('node:fs');
const path = require('node:path');
const { collectDefaultMetrics, Histogram, Registry } = require('prom-client');

/** The build's pages and route handlers (« /offres/[id] »…); none without a build (`next dev`). */
function builtRoutes() {
  try {
    const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'app-path-routes-manifest.json'), 'utf8'));
    return [...new Set(Object.values(manifest))];
  } catch {
    return [];
  }
}

/**
 * The route label of a path: the build's route it matches, so that the label is bounded (a made-up address is
 * « other », never a label of its own).
 */
function routeLabeller(routes) {
  const segment = (part) => {
    if (/^\[\[\.\.\.[^\]]+\]\]$/.test(part)) return '(?:/.*)?';
    if (/^\[\.\.\.[^\]]+\]$/.test(part)) return '/.+';
    if (/^\[[^\]]+\]$/.test(part)) return '/[^/]+';
    return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  };
  const matchers = routes.map((route) => ({
    route,
    pattern: new RegExp(`^${route === '/' ? '/' : route.split('/').filter(Boolean).map(segment).join('')}$`),
    // A static segment beats a dynamic one at the same place (« /offres/recherche » before « /offres/[id] »).
    weight: route.split('/').filter((part) => part && !part.startsWith('[')).length,
  }));
  matchers.sort((a, b) => b.weight - a.weight);
  return (pathname) => {
    if (pathname.startsWith('/_next/static/')) return '/_next/static';
    if (pathname.startsWith('/_next/image')) return '/_next/image';
    return matchers.find((matcher) => matcher.pattern.test(pathname))?.route ?? 'other';
  };
}

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'cep_site_' });
  const requests = new Histogram({
    name: 'cep_site_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route of the build and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10],
    registers: [registry],
  });
  // Read at the first answer, not at preload: Next's standalone server.js moves to its own folder first.
  let routeOf = null;
  return {
    registry,
    /** Called once the connection is done: the status the visitor got (a 503 rewritten from a 500 included), or « aborted ». */
    observe(method, url, status, seconds) {
      const pathname = (url ?? '/').split('?')[0];
      requests.observe(
        {
          method: /^[A-Z]{3,7}$/.test(method) ? method : 'other',
          route: (routeOf ??= routeLabeller(builtRoutes()))(pathname),
          status: String(status),
        },
        seconds,
      );
    },
  };
}

const METRICS = Symbol.for('cep.site.metrics');
globalThis[METRICS] ??= createMetrics();

module.exports = { metrics: globalThis[METRICS], routeLabeller };
