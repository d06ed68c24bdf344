import { routerOf } from '../../../contracts/routes';

/**
 * Messaging (spec 02 §2–§9; issue #15), from its contracts (`messagingRoutes` in @cep/domain): recruiter routes run
 * behind the account-member policy and reach the account's conversations; candidate routes reach their own.
 */
export default routerOf('messaging');
