import type { Core } from '@strapi/strapi';
import { pushRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { pushHandlers } from '../handlers/push';

/** Web Push: the candidate's devices and their kinds (`pushRoutes`). */
export default ({ strapi }: { strapi: Core.Strapi }) => implement(pushRoutes, pushHandlers(strapi));
