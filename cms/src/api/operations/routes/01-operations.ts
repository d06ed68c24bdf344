import { routerOf } from '../../../contracts/routes';

/**
 * For load balancers and monitoring, not people (issue #37 item 8), from their contracts (`operationsRoutes` in
 * @cep/domain): liveness, readiness, Prometheus metrics (only with METRICS_TOKEN, and not at all without it).
 */
export default routerOf('operations');
