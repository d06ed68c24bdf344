import { routerOf } from '../../../contracts/routes';

/**
 * Packs, basket, promo codes, orders, invoices and Stripe's webhook (spec 01 §2, §3, §9; spec 02 §7; issue #12), from
 * their contracts (`commerceRoutes` in @cep/domain). The paths keep the prefix they were first written with.
 */
export default routerOf('commerce');
