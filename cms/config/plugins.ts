import type { Core } from '@strapi/strapi';
import { requiredEnv } from './required-env';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: requiredEnv(env, 'JWT_SECRET'),
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '7d') },
      // Sign-up goes through Cep's own endpoints (role chosen by the endpoint, fields checked by @cep/domain).
      register: { allowedFields: [] },
    },
  },
});
