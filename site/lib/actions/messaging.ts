'use server';

import { redirect } from 'next/navigation';
import {
  chatMessageSchema,
  CHAT_ATTACHMENT_MAX_BYTES,
  conversationReportSchema,
  formatMessage,
  isChatMessageSendable,
  parseForm,
  isMessagingSide,
  type ConversationInformation,
  type Done,
  type MessagingSide,
} from '@cep/domain';
import { conversationToken, documentId, messagingRoutes, messagingSides, type RefusalBody } from '@cep/domain/contracts';
import { isChosen } from '@/lib/application-files';
import { text } from './form-data';
import { answerOf, callInSession } from './session-action';

const NOT_FOUND = { code: 404 } as const;
const valid = (side: string, token: string): side is MessagingSide => isMessagingSide(side) && conversationToken.safeParse(token).success;
const isDocumentId = (value: string) => documentId.safeParse(value).success;

/** Block, unblock or delete: the spec's words in the path. */
export type ConversationAction = 'suppression' | 'blocage' | 'deblocage';

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
  const parsed = parseForm(chatMessageSchema, input);
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  const forwarded = new FormData();
  forwarded.set('message', message);
  if (pj) forwarded.set('pj', pj, pj.name);
  return answerOf(await callInSession(messagingSides[side].send, { params: { token }, body: forwarded }));
}

/** Block, unblock or delete (`blocage`, `deblocage`, `suppression`). */
export async function conversationAction(
  side: string,
  token: string,
  action: ConversationAction,
): Promise<(ConversationInformation & { code: 200 }) | Done | RefusalBody> {
  if (!valid(side, token)) return NOT_FOUND;
  if (action === 'suppression') return answerOf(await callInSession(messagingSides[side].remove, { params: { token } }));
  if (action !== 'blocage' && action !== 'deblocage') return NOT_FOUND;
  const routes = messagingSides[side];
  return answerOf(await callInSession(action === 'blocage' ? routes.block : routes.unblock, { params: { token } }));
}

/** The page shows the conversation: the other party's messages are read. */
export async function markReadAction(side: string, token: string) {
  if (!valid(side, token)) return NOT_FOUND;
  return answerOf(await callInSession(messagingSides[side].markRead, { params: { token } }));
}

/** « Signaler »: what is wrong, for staff. */
export async function reportAction(side: string, token: string, motif: string) {
  if (!valid(side, token)) return NOT_FOUND;
  const parsed = parseForm(conversationReportSchema, { motif });
  if (!parsed.ok) return { code: 400, errors: parsed.errors };
  return answerOf(await callInSession(messagingSides[side].report, { params: { token }, body: parsed.data }));
}

/**
 * « Écrire au candidat » from an application (`candidature`) or a bought CV (`cv`): the conversation opens,
 * a new one or the one already running. A plain form post: it works without JavaScript.
 */
export async function startConversationAction(form: FormData) {
  const candidature = text(form, 'candidature');
  const cv = text(form, 'cv');
  const origin = isDocumentId(candidature) ? { candidature } : isDocumentId(cv) ? { cv } : null;
  if (!origin) return;
  const answered = await callInSession(messagingRoutes.start, { body: origin });
  if (answered.status === 401) redirect('/connexion');
  if (answered.ok) redirect(`/recrutement/messagerie/${answered.answer.token}`);
}
