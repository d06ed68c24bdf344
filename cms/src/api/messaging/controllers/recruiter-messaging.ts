import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages } from '@cep/domain';
import { membershipIn } from '../../../utils/membership';
import { startConversation } from '../services/start-conversation';
import { messagingController } from '../utils/messaging-handlers';

/** The recruiter's side of messaging, and where a conversation starts: an application or a bought CV. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  ...messagingController('recrutement')({ strapi }),

  /** POST /recrutement/messagerie/nouvelle {candidature} or {cv} → the conversation's token (beyond the spec). */
  async start(ctx: Context) {
    const body = (ctx.request.body ?? {}) as { candidature?: unknown; cv?: unknown };
    const id = (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9]{1,64}$/.test(value) ? value : null);
    const candidature = id(body.candidature);
    const cv = id(body.cv);
    const membership = membershipIn(ctx);
    const token =
      candidature || cv
        ? await startConversation(strapi, membership.accountId, membership.userId, candidature ? { candidature } : { cv: cv as string })
        : null;
    if (!token) {
      ctx.status = 404;
      ctx.body = { code: 404, message: messages.conversationImpossible };
      return;
    }
    ctx.body = { code: 200, token };
  },
});
