import type { Core } from '@strapi/strapi';
import { commerceRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { basketHandlers } from '../handlers/basket';
import { catalogueHandlers } from '../handlers/catalogue';
import { orderHandlers } from '../handlers/orders';
import { stripeWebhookHandlers } from '../handlers/stripe-webhook';

/** Commerce's routes (`commerceRoutes`): the catalogue, the basket, the orders and Stripe's webhook. */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  implement(commerceRoutes, {
    ...catalogueHandlers(),
    ...basketHandlers(strapi),
    ...orderHandlers(strapi),
    ...stripeWebhookHandlers(strapi),
  });
