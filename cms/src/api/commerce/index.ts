/**
 * What other features and the cms's shared modules may use of `commerce` (issue #39): everything else in the folder
 * is its own. Strapi loads an API folder's `index` for a default export; this one has none, so Strapi reads nothing
 * from it.
 */
export { closeOrder, deliverOrder, fulfilOrder, settleOrder } from './services/fulfilment';
export { invoicePdf } from './services/invoices';
export { runOrderJobs } from './services/order-jobs';
export { purchaseLabel } from './services/order-model';
export { orders } from './services/orders';
export { refundOrder } from './services/refunds';
export { seller } from './services/seller';
