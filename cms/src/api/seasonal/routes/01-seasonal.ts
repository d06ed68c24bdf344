import { routerOf } from '../../../contracts/routes';

/** « Mes saisonniers », the re-hire list (issue #40 item 5), from its contracts (`seasonalRoutes` in @cep/domain). */
export default routerOf('seasonal');
