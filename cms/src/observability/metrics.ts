import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The cms's Prometheus metrics (issue #37 item 8), served at GET /api/metrics. One registry per process, kept in a
 * registry shared by every copy of this module (the tests load the sources while the Strapi they boot runs the
 * compiled ones): prom-client refuses a metric registered twice.
 */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'cep_cms_' });
  const registers = [registry];
  return {
    registry,
    /** Every request the cms answers, by route template (bounded: one per route, « other » for the rest). */
    requests: new Histogram({
      name: 'cep_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route template and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10],
      registers,
    }),
    jobRuns: new Counter({
      name: 'cep_job_runs_total',
      help: 'Runs of scheduled jobs on this instance, by job and outcome (ran, skipped: another instance held it, failed)',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    indexDrift: new Gauge({
      name: 'cep_search_index_drift',
      help: 'Documents the last reconciliation found missing, stale or no longer there, by index',
      labelNames: ['index', 'kind'] as const,
      registers,
    }),
    /** Read at each scrape from the database and the bus: set by observability/collectors.ts. */
    emailQueueDepth: new Gauge({ name: 'cep_email_queue_depth', help: 'E-mails waiting to be sent (all instances)', registers }),
    emailQueueOldest: new Gauge({
      name: 'cep_email_queue_oldest_seconds',
      help: 'Age of the oldest e-mail waiting to be sent (0 when none waits)',
      registers,
    }),
    emailsFailed: new Gauge({ name: 'cep_email_failed', help: 'E-mails given up (« Échec »), kept 90 days', registers }),
    pendingSyncs: new Gauge({
      name: 'cep_search_pending_syncs',
      help: 'Documents waiting to be synced again to their index, by index',
      labelNames: ['index'] as const,
      registers,
    }),
    searchReady: new Gauge({ name: 'cep_search_ready', help: '1 when every index has reached its engine', registers }),
    busUp: new Gauge({ name: 'cep_message_bus_up', help: '1 when this instance hears the others (live messaging)', registers }),
    databaseUp: new Gauge({ name: 'cep_database_up', help: '1 when the database answered the scrape within 2 s', registers }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const METRICS = Symbol.for('cep.cms.metrics');
const shared = globalThis as typeof globalThis & { [METRICS]?: Metrics };

export const metrics = (): Metrics => (shared[METRICS] ??= createMetrics());
