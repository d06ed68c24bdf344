import { routerOf } from '../../../contracts/routes';

/**
 * The candidate's GDPR rights (issue #11 item 9), from their contracts (`personalDataRoutes` in @cep/domain): a
 * feature of its own because it reads every feature that keeps a candidate's data (CV, applications, alerts,
 * conversations, CV purchases, likes), which none of them may import back.
 */
export default routerOf('personal-data');
