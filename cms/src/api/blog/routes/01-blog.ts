import { routerOf } from '../../../contracts/routes';

/**
 * The blog (spec 02 §2, §7), from its contracts (`blogRoutes` in @cep/domain): public reads and likes, then each
 * account's management under its area (`/recrutement/blog/…`, `/ecole/blog/…`), writes while its subscription runs.
 */
export default routerOf('blog');
