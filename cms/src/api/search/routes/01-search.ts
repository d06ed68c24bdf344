import { routerOf } from '../../../contracts/routes';

/** The public offer search (spec 02 §2, §7), open to anyone, from its contracts (`searchRoutes` in @cep/domain). */
export default routerOf('search');
