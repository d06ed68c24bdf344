import { routerOf } from '../../../contracts/routes';

/** The harvest season after publication (issue #40): the confirmed start, from its contracts (`harvestRoutes` in @cep/domain). */
export default routerOf('harvest');
