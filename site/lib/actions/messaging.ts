'use server';

import { redirect } from 'next/navigation';
import {
  chatMessageSchema,
  CHAT_ATTACHMENT_MAX_BYTES,
  conversationReportSchema,
  formatMessage,
  isChatMessageSendable,
  isMessagingSide,
  type MessagingSide,
} from '@cep/domain';
import {
  actOnConversation,
  markConversationRead,
  reportConversation,
  sendChatMessage,
  startConversation,
  type ConversationAction,
} from '@/lib/cms';
import { isChosen } from '@/lib/application-files';
import { text } from './form-data';
import { withSession } from './session-action';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const DOCUMENT_ID = /^[A-Za-z0-9]{1,64}$/;
const NOT_FOUND = { code: 404 } as const;
const valid = (side: string, token: string): side is MessagingSide => isMessagingSide(side) && TOKEN.test(token);

/**
 * A message (`message`, `pj`): nothing to send is ignored (spec 02 §5); the text and the file are checked here
 * with the shared rules, then forwarded as multipart; the cms checks the file by its bytes.
 */
export async function sendMessageAction(side: string, token: string, form: FormData) {
  if (!valid(side, token)) return NOT_FOUND;
  const message = text(form, 'message');
  const file = form.get('pj');
  const pj = isChosen(file) ? file : null;
  if (!isChatMessageSendable(message, pj !== null)) return { code: 204, ignore: true };
  if (pj && pj.size > CHAT_ATTACHMENT_MAX_BYTES)
    return { code: 400, errors: { pj: formatMessage('fichierTropLourdMax', { max: CHAT_ATTACHMENT_MAX_BYTES / 1048576 }) } };
  const input = { message, pj: pj ? { size: pj.size, type: pj.type, name: pj.name.slice(0, 255) } : undefined };
  return withSession({ schema: chatMessageSchema, input }, (jwt) => {
    const forwarded = new FormData();
    forwarded.set('message', message);
    if (pj) forwarded.set('pj', pj, pj.name);
    return sendChatMessage(jwt, side, token, forwarded);
  });
}

/** Block, unblock or delete (`blocage`, `deblocage`, `suppression`). */
export async function conversationAction(side: string, token: string, action: ConversationAction) {
  if (!valid(side, token) || !['blocage', 'deblocage', 'suppression'].includes(action)) return NOT_FOUND;
  return withSession({}, (jwt) => actOnConversation(jwt, side, action, token));
}

/** The page shows the conversation: the other party's messages are read. */
export async function markReadAction(side: string, token: string) {
  if (!valid(side, token)) return NOT_FOUND;
  return withSession({}, (jwt) => markConversationRead(jwt, side, token));
}

/** « Signaler »: what is wrong, for staff. */
export async function reportAction(side: string, token: string, motif: string) {
  if (!valid(side, token)) return NOT_FOUND;
  return withSession({ schema: conversationReportSchema, input: { motif } }, (jwt, data) =>
    reportConversation(jwt, side, token, data.motif),
  );
}

/**
 * « Écrire au candidat » from an application (`candidature`) or a bought CV (`cv`): the conversation opens,
 * a new one or the one already running. A plain form post: it works without JavaScript.
 */
export async function startConversationAction(form: FormData) {
  const candidature = text(form, 'candidature');
  const cv = text(form, 'cv');
  const origin = DOCUMENT_ID.test(candidature) ? { candidature } : DOCUMENT_ID.test(cv) ? { cv } : null;
  if (!origin) return;
  const answer = await withSession({}, (jwt) => startConversation(jwt, origin));
  if (answer.code === 401) redirect('/connexion');
  if ('token' in answer && answer.token) redirect(`/recrutement/messagerie/${answer.token}`);
}
