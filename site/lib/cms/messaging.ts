import 'server-only';
import type {
  ChatMessageView,
  ConversationFilter,
  ConversationHeader,
  ConversationInformation,
  ConversationMessages,
  ConversationSummary,
  FieldErrors,
  MessagingSide,
} from '@cep/domain';
import { cmsGet, cmsSend, cmsUpload } from './client';

const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });
const token = (value: string) => encodeURIComponent(value);

/** `/{type}/messagerie/liste/conversation` (spec 02 §7), newest first. */
export const getConversations = (jwt: string, side: MessagingSide, filtre: ConversationFilter | null) =>
  cmsGet<{ code: 200; conversations: ConversationSummary[] }>(
    `/${side}/messagerie/liste/conversation`,
    { filtre: filtre ?? undefined },
    bearer(jwt),
  );

/** `/{type}/messagerie/{token}/listeMessages`: the messages and the state; null when the token is not the caller's. */
export const getConversationMessages = (jwt: string, side: MessagingSide, id: string) =>
  cmsGet<ConversationMessages & { code: 200 }>(`/${side}/messagerie/${token(id)}/listeMessages`, undefined, bearer(jwt));

export const getConversationHeader = (jwt: string, side: MessagingSide, id: string) =>
  cmsGet<ConversationHeader & { code: 200 }>(`/${side}/messagerie/${token(id)}/headerConversation`, undefined, bearer(jwt));

/** `POST /{type}/messagerie/nonlu/` → `nb`: conversations holding unread messages. */
export async function getUnreadCount(jwt: string, side: MessagingSide): Promise<number> {
  const answer = await cmsSend<{ code: number; nb?: number }>('POST', `/${side}/messagerie/nonlu`, undefined, bearer(jwt));
  return answer.body.nb ?? 0;
}

export interface SendAnswer {
  code: number;
  message?: ChatMessageView | string;
  errors?: FieldErrors;
  ignore?: boolean;
}

/** `POST /{type}/message/ajout/{token}` (multipart: `message`, `pj`). */
export const sendChatMessage = async (jwt: string, side: MessagingSide, id: string, form: FormData) =>
  (await cmsUpload<SendAnswer>(`/${side}/message/ajout/${token(id)}`, form, bearer(jwt))).body;

export type ConversationAction = 'suppression' | 'blocage' | 'deblocage';

/** `POST /{type}/messagerie/{suppression|blocage|deblocage}/{token}`. */
export const actOnConversation = async (jwt: string, side: MessagingSide, action: ConversationAction, id: string) =>
  (
    await cmsSend<Partial<ConversationInformation> & { code: number }>(
      'POST',
      `/${side}/messagerie/${action}/${token(id)}`,
      undefined,
      bearer(jwt),
    )
  ).body;

export const markConversationRead = async (jwt: string, side: MessagingSide, id: string) =>
  (await cmsSend<{ code: number }>('POST', `/${side}/messagerie/${token(id)}/lu`, undefined, bearer(jwt))).body;

export const reportConversation = async (jwt: string, side: MessagingSide, id: string, motif: string) =>
  (
    await cmsSend<{ code: number; message?: string; errors?: FieldErrors }>(
      'POST',
      `/${side}/messagerie/signalement/${token(id)}`,
      { motif },
      bearer(jwt),
    )
  ).body;

/** `POST /recrutement/messagerie/nouvelle`: the conversation with the candidate of an application or a bought CV. */
export const startConversation = async (jwt: string, origin: { candidature: string } | { cv: string }) =>
  (await cmsSend<{ code: number; token?: string; message?: string }>('POST', '/recrutement/messagerie/nouvelle', origin, bearer(jwt))).body;

/** The caller's live stream (server-sent events), opened for the site's relay. */
export function openMessagingStream(jwt: string, side: MessagingSide, signal: AbortSignal): Promise<Response> {
  return fetch(new URL(`/api/${side}/messagerie/flux`, CMS_URL), {
    cache: 'no-store',
    headers: { ...bearer(jwt), Accept: 'text/event-stream' },
    signal,
  });
}

/** The unread-messages e-mail's signed link: no session, the signature is the proof. */
export async function unsubscribeMessaging(side: string, id: string, signature: string) {
  return (await cmsSend<{ code: number }>('POST', '/messagerie/desinscription', { l: side, c: id, t: signature })).body;
}
