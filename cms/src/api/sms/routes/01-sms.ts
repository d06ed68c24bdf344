import { routerOf } from '../../../contracts/routes';

/** Urgent SMS (issue #41 item 5), from their contracts (`smsRoutes` in @cep/domain). */
export default routerOf('sms');
