import type { Core } from '@strapi/strapi';
import { smsRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { smsHandlers } from '../handlers/sms';

/** Urgent SMS: the candidate's opt-in and the provider's replies (`smsRoutes`). */
export default ({ strapi }: { strapi: Core.Strapi }) => implement(smsRoutes, smsHandlers(strapi));
