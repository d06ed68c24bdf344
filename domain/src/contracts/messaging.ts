import { z } from '../zod';
import { CONVERSATION_FILTERS, type MessagingSide } from '../messaging';
import type {
  ConversationHeader,
  ConversationInformation,
  ConversationList,
  ConversationMessages,
  ConversationStarted,
  MessageSent,
  UnreadCount,
} from '../responses/messaging';
import type { Confirmation, Done } from '../responses/form';
import { documentId } from './fields';
import { route, type FileAnswer } from './route';

/** A conversation's token: 32 letters, digits, `_` or `-` (its share of the URL; anything else is not found). */
export const conversationToken = z.string().regex(/^[A-Za-z0-9_-]{32}$/);
const byToken = z.object({ token: conversationToken });

/** A message's text beside its optional file `pj` (multipart); `chatMessageSchema` checks both once the conversation is found. */
export const chatMessageFields = z.looseObject({ message: z.string().max(20_000).optional() });

/** A report's reason; `conversationReportSchema` checks it once the conversation is found (another's: 404 first). */
export const reportFields = z.looseObject({ motif: z.string().max(5_000).optional() });

/**
 * One side's calls (spec 02 §7), `/recrutement/…` for a company's recruiters (the account's conversations) and
 * `/candidat/…` for candidates (their own). The same calls on both; a token that is not the caller's answers 404.
 * `lu`, `pj`, `flux` and `signalement` are beyond the spec (docs/decisions.md).
 */
function sideRoutes<A extends { member: { type: 'entreprise' } } | { roles: readonly ['candidat'] }>(side: MessagingSide, access: A) {
  return {
    list: route<ConversationList>()({
      method: 'GET',
      path: `/${side}/messagerie/liste/conversation`,
      summary: 'The caller’s conversations, newest first (`filtre`: read or unread ones).',
      access,
      query: z.object({ filtre: z.enum(CONVERSATION_FILTERS).optional().catch(undefined) }),
    }),
    stream: route<FileAnswer>()({
      method: 'GET',
      path: `/${side}/messagerie/flux`,
      summary: 'The caller’s live events (server-sent events, ids only), while the session lasts.',
      access,
    }),
    unread: route<UnreadCount>()({
      method: 'POST',
      path: `/${side}/messagerie/nonlu`,
      summary: 'How many conversations hold unread messages.',
      access,
    }),
    information: route<ConversationInformation & { code: 200 }>()({
      method: 'GET',
      path: `/${side}/messagerie/information/:token`,
      summary: 'A conversation’s state and who blocked it.',
      access,
      params: byToken,
      refusals: [404],
    }),
    messages: route<ConversationMessages & { code: 200 }>()({
      method: 'GET',
      path: `/${side}/messagerie/:token/listeMessages`,
      summary: 'A conversation’s messages, oldest first, with its state (JSON where the spec returns HTML).',
      access,
      params: byToken,
      refusals: [404],
    }),
    header: route<ConversationHeader & { code: 200 }>()({
      method: 'GET',
      path: `/${side}/messagerie/:token/headerConversation`,
      summary: 'Who the caller talks to, about what (JSON where the spec returns HTML).',
      access,
      params: byToken,
      refusals: [404],
    }),
    markRead: route<Done>()({
      method: 'POST',
      path: `/${side}/messagerie/:token/lu`,
      summary: 'Marks the other party’s messages read.',
      access,
      params: byToken,
      refusals: [404],
    }),
    attachment: route<FileAnswer>()({
      method: 'GET',
      path: `/${side}/messagerie/:token/pj/:id`,
      summary: 'A message’s attachment, for the two parties only.',
      access,
      params: z.object({ token: conversationToken, id: documentId }),
      refusals: [404],
    }),
    send: route<MessageSent>()({
      method: 'POST',
      path: `/${side}/message/ajout/:token`,
      summary: 'Sends a message and an optional file `pj` (multipart); limited per minute.',
      access,
      params: byToken,
      body: chatMessageFields,
      files: ['pj'],
      refusals: [400, 404, 409, 429],
    }),
    remove: route<Done>()({
      method: 'POST',
      path: `/${side}/messagerie/suppression/:token`,
      summary: 'Deletes the conversation for the caller’s side.',
      access,
      params: byToken,
      refusals: [404],
    }),
    block: route<ConversationInformation & { code: 200 }>()({
      method: 'POST',
      path: `/${side}/messagerie/blocage/:token`,
      summary: 'Blocks the conversation for the other party.',
      access,
      params: byToken,
      refusals: [404],
    }),
    unblock: route<ConversationInformation & { code: 200 }>()({
      method: 'POST',
      path: `/${side}/messagerie/deblocage/:token`,
      summary: 'Lifts the caller’s side’s block (only the side that blocked may).',
      access,
      params: byToken,
      refusals: [404],
    }),
    report: route<Confirmation>()({
      method: 'POST',
      path: `/${side}/messagerie/signalement/:token`,
      summary: '« Signaler »: the conversation goes to the moderators with a reason.',
      access,
      params: byToken,
      body: reportFields,
      refusals: [400, 404],
    }),
  };
}

/** Each side's calls, for callers that know the side (`messagingSides[side].list`). */
export const messagingSides = {
  recrutement: sideRoutes('recrutement', { member: { type: 'entreprise' } } as const),
  candidat: sideRoutes('candidat', { roles: ['candidat'] } as const),
};

/** Where a conversation starts: an application or a bought CV (beyond the spec). */
export const startConversationRequest = z.union([z.object({ candidature: documentId }), z.object({ cv: documentId })]);

/** Messaging (spec 02 §2–§9; issue #15): the recruiter's side, the candidate's, and the start of a conversation. */
export const messagingRoutes = {
  ...prefixed('recruiter', messagingSides.recrutement),
  ...prefixed('candidate', messagingSides.candidat),
  start: route<ConversationStarted>()({
    method: 'POST',
    path: '/recrutement/messagerie/nouvelle',
    summary: 'The conversation with the candidate of an application or of a bought CV: its token.',
    access: { member: { type: 'entreprise' } },
    body: startConversationRequest,
    refusals: [400, 404],
  }),
};

type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K] };

/** The side's calls under names that say the side (`recruiterList`, `candidateList`): one name per contract. */
function prefixed<P extends string, T extends Record<string, unknown>>(prefix: P, routes: T): Prefixed<P, T> {
  return Object.fromEntries(
    Object.entries(routes).map(([name, contract]) => [`${prefix}${name[0]!.toUpperCase()}${name.slice(1)}`, contract]),
  ) as Prefixed<P, T>;
}
