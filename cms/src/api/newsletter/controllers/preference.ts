import type { Core } from '@strapi/strapi';
import { newsletterRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { linkHandlers } from '../handlers/links';
import { signedInHandlers } from '../handlers/signed-in';

/** The preference centre and the one-click unsubscribe links of the newsletter and of the messaging e-mails (`newsletterRoutes`). */
export default ({ strapi }: { strapi: Core.Strapi }) =>
  implement(newsletterRoutes, { ...signedInHandlers(strapi), ...linkHandlers(strapi) });
