import { member } from '../../../utils/membership';

const recruiter = () => member({ type: 'entreprise' });
/**
 * The basket and the orders serve every account (a school buys its subscription, issue #38 item 5); what each
 * kind may buy is the catalogue's rule (`PURCHASES_OF`). The paths keep the prefix they were first written with.
 */
const account = () => member();
/** Spending the account's money reaches others (an invoice, a publication): a confirmed address is required. */
const buyer = () => member({ confirmed: true });

/** Packs, basket, promo codes, orders, invoices and Stripe's webhook (spec 01 §2, §3, §9; spec 02 §7; issue #12). */
export default {
  routes: [
    { method: 'GET', path: '/packs', handler: 'catalogue.packs', config: { auth: false } },
    { method: 'GET', path: '/recrutement/achat', handler: 'purchase.quote', config: account() },
    { method: 'GET', path: '/recrutement/societe/tva', handler: 'purchase.vat', config: recruiter() },
    { method: 'GET', path: '/codepromo/validation/:code', handler: 'purchase.promo', config: recruiter() },
    { method: 'GET', path: '/codepromo/validation/:code/pack-cv/:nombre', handler: 'purchase.promo', config: recruiter() },
    { method: 'GET', path: '/codepromo/validation/:code/pack/:pack', handler: 'purchase.promo', config: recruiter() },
    { method: 'GET', path: '/codepromo/validation/:code/offre/:offre', handler: 'purchase.promo', config: recruiter() },
    { method: 'GET', path: '/codepromo/validation/:code/abonnement', handler: 'purchase.promoSubscription', config: account() },
    { method: 'POST', path: '/recrutement/commande', handler: 'purchase.create', config: buyer() },
    { method: 'GET', path: '/recrutement/commandes', handler: 'orders.list', config: account() },
    { method: 'GET', path: '/recrutement/commande/:id', handler: 'orders.findOne', config: account() },
    { method: 'POST', path: '/recrutement/commande/:id/confirmation', handler: 'orders.confirm', config: account() },
    { method: 'POST', path: '/recrutement/commande/:id/paiement', handler: 'orders.pay', config: buyer() },
    { method: 'POST', path: '/recrutement/commande/:id/annulation', handler: 'orders.cancel', config: account() },
    { method: 'GET', path: '/recrutement/facture/:numero', handler: 'orders.invoice', config: account() },
    // Stripe signs its calls: no user, the signature is the authentication.
    { method: 'POST', path: '/paiement/stripe/webhook', handler: 'stripe-webhook.handle', config: { auth: false } },
  ],
};
