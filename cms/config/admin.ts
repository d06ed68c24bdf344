import type { Core } from '@strapi/strapi';
import { requiredEnv } from './required-env';

// Strapi's admin panel is for the technical admin only; staff work in the backoffice.
export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  auth: { secret: requiredEnv(env, 'ADMIN_JWT_SECRET') },
  apiToken: { salt: requiredEnv(env, 'API_TOKEN_SALT') },
  transfer: { token: { salt: requiredEnv(env, 'TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: requiredEnv(env, 'ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});
