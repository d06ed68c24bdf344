import { routerOf } from '../../../contracts/routes';

/** UTM capture (spec 02 §7), from its contract (`campaignRoutes` in @cep/domain): anyone's page posts its campaign; throttled per client (rows in the database). */
export default routerOf('campaign');
