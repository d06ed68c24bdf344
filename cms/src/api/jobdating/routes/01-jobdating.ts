import { routerOf } from '../../../contracts/routes';

/** Harvest job-dating (issue #40 item 6), from its contracts (`jobDatingRoutes` in @cep/domain). */
export default routerOf('jobdating');
