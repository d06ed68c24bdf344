import type { Readiness } from '../responses/backoffice';
import { route, type FileAnswer } from './route';

/**
 * For load balancers and monitoring, not people (issue #37 item 8): liveness, readiness, Prometheus metrics. The
 * metrics answer only with `Authorization: Bearer <METRICS_TOKEN>` (and do not exist without it).
 */
export const operationsRoutes = {
  live: route<{ status: 'ok' }>()({
    method: 'GET',
    path: '/health/live',
    summary: 'The process answers: restart it when this fails.',
    access: { public: true },
  }),
  ready: route<Readiness>()({
    method: 'GET',
    path: '/health/ready',
    summary: 'Whether this instance can serve (its database answers): 503 with the parts when it cannot.',
    access: { public: true },
    readable: [503],
  }),
  metrics: route<FileAnswer>()({
    method: 'GET',
    path: '/metrics',
    summary: 'Prometheus metrics, for the monitoring that holds METRICS_TOKEN.',
    access: { public: true },
    refusals: [401, 404],
  }),
};
