import type { Core } from '@strapi/strapi';
import { outboxDir } from '../src/email/outbox';
import { createOutboxTransport } from '../src/email/outbox-transport';
import { requiredEnv } from './required-env';

type Env = Core.Config.Shared.ConfigParams['env'];

/**
 * SMTP when SMTP_HOST is set; otherwise every e-mail is written to the local outbox (var/outbox/). Either way the
 * plugin is called by the delivery worker only (api/email): requests queue e-mails, they never send them.
 */
function emailTransport(env: Env) {
  if (env('SMTP_HOST')) {
    const user = env('SMTP_USERNAME');
    return {
      host: env('SMTP_HOST'),
      port: env.int('SMTP_PORT', 587),
      secure: env.bool('SMTP_SECURE', false),
      auth: user ? { user, pass: env('SMTP_PASSWORD') } : undefined,
      // nodemailer waits 30 s by default for a server that accepts and never answers; the worker retries sooner.
      connectionTimeout: env.int('SMTP_TIMEOUT_MS', 10_000),
      greetingTimeout: env.int('SMTP_TIMEOUT_MS', 10_000),
      socketTimeout: env.int('SMTP_TIMEOUT_MS', 10_000),
    };
  }
  return createOutboxTransport(outboxDir());
}

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtSecret: requiredEnv(env, 'JWT_SECRET'),
      // Short-lived access tokens with refresh tokens; a password change or reset ends the other sessions.
      jwtManagement: 'refresh',
      sessions: { accessTokenLifespan: env.int('ACCESS_TOKEN_LIFESPAN', 600), httpOnly: false },
      // Sign-up goes through Cep's own endpoints (role chosen by the endpoint, fields checked by @cep/domain).
      register: { allowedFields: [] },
      // Strapi's own per-minute limit stays as a backstop behind Cep's throttle (15-minute windows, French message).
      // It counts every login, successes too: five times Cep's allowance of failures, so a class or an office
      // logging in together from one address passes, and a flood still stops.
      ratelimit: { interval: 60_000, max: 5 * env.int('AUTH_THROTTLE_PER_IP', 20) },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: emailTransport(env),
      settings: {
        defaultFrom: env('EMAIL_FROM', 'Cep <ne-pas-repondre@cep.local>'),
        defaultReplyTo: env('EMAIL_REPLY_TO', 'contact@cep.local'),
      },
    },
  },
});
