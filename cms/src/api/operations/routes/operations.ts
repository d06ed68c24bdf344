/**
 * For load balancers and monitoring, not people (issue #37 item 8): liveness, readiness, Prometheus metrics. The
 * metrics answer only with METRICS_TOKEN (and do not exist without it).
 */
export default {
  routes: [
    { method: 'GET', path: '/health/live', handler: 'operations.live', config: { auth: false } },
    { method: 'GET', path: '/health/ready', handler: 'operations.ready', config: { auth: false } },
    { method: 'GET', path: '/metrics', handler: 'operations.metrics', config: { auth: false } },
  ],
};
