import { routerOf } from '../../../contracts/routes';

/** The legal notice's data (issue #16 item 10), from its contract (`legalRoutes` in @cep/domain): public. */
export default routerOf('legal');
