import { FILE_KIND_TYPES, fileKind } from './file-signature';
import { formatMessage, messages } from './messages';

/** The two sides of a conversation, named as the spec's paths name them (`/{type}/messagerie/…`). */
export const MESSAGING_SIDES = ['recrutement', 'candidat'] as const;
export type MessagingSide = (typeof MESSAGING_SIDES)[number];
export const isMessagingSide = (value: string): value is MessagingSide => (MESSAGING_SIDES as readonly string[]).includes(value);

/** The list's filter (spec 02 §4): every conversation, the read ones (`lu`), the unread ones (`nonlu`). */
export const CONVERSATION_FILTERS = ['lu', 'nonlu'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];
export const conversationFilter = (value: unknown): ConversationFilter | null =>
  (CONVERSATION_FILTERS as readonly unknown[]).includes(value) ? (value as ConversationFilter) : null;

/**
 * What the caller sees of a conversation (spec 02 §4): open, blocked (by either party), or deleted by the other
 * party — a conversation the caller deleted is not found at all.
 */
export type ConversationEtat = 'ouverte' | 'bloquee' | 'supprimee';

/** Bounds of a message (decided): 5,000 characters of text, an attachment of 5 MB. */
export const CHAT_MESSAGE_MAX_LENGTH = 5000;
export const CHAT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Messages one user may send per minute, all conversations together (decided: a fast typist sends ten). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
/** A message still unread after this delay is e-mailed, once per conversation until it is read (decided). */
export const UNREAD_EMAIL_DELAY_MINUTES = 15;

/** What an attachment may be, by its bytes: a PDF, a Word document or an image. */
const ATTACHMENT_KINDS = new Set(['pdf', 'doc', 'docx', 'jpeg', 'png', 'webp', 'gif']);

/** The server's check of an attachment's bytes (never its name nor the type the browser sent). */
export function checkAttachmentBytes(
  bytes: Uint8Array,
  maxBytes: number = CHAT_ATTACHMENT_MAX_BYTES,
): { ok: true; type: string } | { ok: false; message: string } {
  if (bytes.length > maxBytes) return { ok: false, message: formatMessage('fichierTropLourdMax', { max: Math.round(maxBytes / 1048576) }) };
  const kind = fileKind(bytes);
  if (!kind || !ATTACHMENT_KINDS.has(kind)) return { ok: false, message: messages.pieceJointeFormat };
  return { ok: true, type: FILE_KIND_TYPES[kind] };
}

/**
 * A message's text as it is stored: line breaks kept (as `\n`), tabs kept, every other control or format
 * character removed (they hide text or reverse it on screen), trailing blanks dropped.
 */
export function cleanChatText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{C}\n\t]/gu, '')
    .trimEnd();
}
