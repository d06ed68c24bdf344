import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { messagingRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { startConversation } from '../services/start-conversation';

/** Where a conversation starts: an application or a bought CV of the recruiter's account (beyond the spec). */
export const startHandlers = (strapi: Core.Strapi): Handlers<Pick<typeof messagingRoutes, 'start'>> => ({
  async start({ body, membership }) {
    const token = await startConversation(strapi, membership.accountId, membership.userId, body);
    return token ? { code: 200, token } : refuse.notFound(messages.conversationImpossible);
  },
});
