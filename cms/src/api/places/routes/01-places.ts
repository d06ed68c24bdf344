import { routerOf } from '../../../contracts/routes';

/** Place autocomplete (spec 01 §7, spec 02 §7), open to anyone, from its contracts (`placesRoutes` in @cep/domain). */
export default routerOf('places');
