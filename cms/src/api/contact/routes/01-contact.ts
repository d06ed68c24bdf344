import { routerOf } from '../../../contracts/routes';

/**
 * The public contact page's actions (spec 02 §7), one per profile: `POST /contact/{recruteur|candidat|ecole}`, from
 * their contracts (`contactRoutes` in @cep/domain). They send e-mails: throttled per client and per sender (the
 * `contact` rule), with a honeypot field.
 */
export default routerOf('contact');
