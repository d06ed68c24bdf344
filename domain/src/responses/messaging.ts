import type { ConversationEtat, ConversationFilter } from '../messaging';

/** One line of `/{type}/messagerie/liste/conversation`: the other party, the offer, the last message, unread. */
export interface ConversationSummary {
  token: string;
  interlocuteur: string;
  offre: string | null;
  dernierMessage: string;
  dernierMessageLe: string | null;
  nonLus: number;
  etat: ConversationEtat;
}

export interface ChatAttachment {
  nom: string;
  taille: number;
  type: string;
}

/** A message as either party reads it; `moi` is true on the caller's own side (a colleague's included). */
export interface ChatMessageView {
  id: string;
  moi: boolean;
  auteur: string;
  texte: string;
  pj: ChatAttachment | null;
  envoyeLe: string;
  /** Read by the other party (shown under the caller's own messages). */
  lu: boolean;
}

/** `/{type}/messagerie/information/{token}` (spec 02 §3): the state and who blocked. */
export interface ConversationInformation {
  etat: ConversationEtat;
  blocageRecruteur: boolean;
  blocageCandidat: boolean;
}

/** `/{type}/messagerie/{token}/headerConversation`: who the caller talks to and about what. */
export interface ConversationHeader {
  token: string;
  interlocuteur: string;
  offre: { id: string; titre: string } | null;
  /** The recruiter's way back to the application or the bought CV; null for the candidate. */
  lien: string | null;
  signalee: boolean;
}

/** `/{type}/messagerie/{token}/listeMessages`: the messages, oldest first, and the state with them. */
export interface ConversationMessages {
  messages: ChatMessageView[];
  information: ConversationInformation;
}

/** `/{type}/messagerie/liste/conversation?filtre=`: the caller's conversations, newest first. */
export interface ConversationList {
  code: 200;
  filtre: ConversationFilter | null;
  conversations: ConversationSummary[];
}

/** `/{type}/message/ajout/{token}`: the message as sent, or nothing to send (an empty message, a double submit). */
export type MessageSent = { code: 200; message: ChatMessageView } | { code: 204; ignore: true };

/** `/{type}/messagerie/nonlu`: how many conversations hold unread messages. */
export interface UnreadCount {
  code: 200;
  nb: number;
}

/** `/recrutement/messagerie/nouvelle`: the conversation's token. */
export interface ConversationStarted {
  code: 200;
  token: string;
}
