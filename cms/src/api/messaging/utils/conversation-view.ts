import type { Modules } from '@strapi/strapi';
import type { ChatMessageView, ConversationEtat, ConversationInformation, ConversationSummary, MessagingSide } from '@cep/domain';
import { storedFile, type StoredFile } from '../../../private-files/private-file';
import { UIDS } from '../../../uids';

/** The columns of a conversation the views read (query engine rows). */
export interface ConversationRow {
  id: number;
  documentId: string;
  token: string;
  candidatNom: string | null;
  entreprise: string | null;
  offreTitre: string | null;
  dernierMessage: string | null;
  dernierMessageLe: string | Date | null;
  nonLusRecruteur: number | null;
  nonLusCandidat: number | null;
  blocageRecruteur: boolean | null;
  blocageCandidat: boolean | null;
  supprimeeRecruteur: string | Date | null;
  supprimeeCandidat: string | Date | null;
}

export interface ChatMessageRow {
  documentId: string;
  auteur: MessagingSide;
  auteurNom: string | null;
  texte: string | null;
  pj: StoredFile | null;
  luLe: string | Date | null;
  createdAt: string | Date;
}

/** The columns of a conversation the views read: what `ConversationRow` holds. */
export const CONVERSATION_FIELDS = [
  'documentId',
  'token',
  'candidatNom',
  'entreprise',
  'offreTitre',
  'dernierMessage',
  'dernierMessageLe',
  'nonLusRecruteur',
  'nonLusCandidat',
  'blocageRecruteur',
  'blocageCandidat',
  'supprimeeRecruteur',
  'supprimeeCandidat',
] satisfies Modules.Documents.Params.Fields.ArrayNotation<typeof UIDS.conversation>;
type ConversationDocument = Modules.Documents.Document<typeof UIDS.conversation, { fields: typeof CONVERSATION_FIELDS }>;

/** A conversation read through the Document Service as the views take it; null without its row id or token. */
export function conversationRowOf(doc: ConversationDocument): ConversationRow | null {
  if (typeof doc.id !== 'number' || !doc.token) return null;
  return {
    id: doc.id,
    documentId: doc.documentId,
    token: doc.token,
    candidatNom: doc.candidatNom ?? null,
    entreprise: doc.entreprise ?? null,
    offreTitre: doc.offreTitre ?? null,
    dernierMessage: doc.dernierMessage ?? null,
    dernierMessageLe: doc.dernierMessageLe ?? null,
    nonLusRecruteur: doc.nonLusRecruteur ?? null,
    nonLusCandidat: doc.nonLusCandidat ?? null,
    blocageRecruteur: doc.blocageRecruteur ?? null,
    blocageCandidat: doc.blocageCandidat ?? null,
    supprimeeRecruteur: doc.supprimeeRecruteur ?? null,
    supprimeeCandidat: doc.supprimeeCandidat ?? null,
  };
}

/** The columns of a message the views read. */
export const MESSAGE_FIELDS = [
  'documentId',
  'auteur',
  'auteurNom',
  'texte',
  'pj',
  'luLe',
  'createdAt',
] satisfies Modules.Documents.Params.Fields.ArrayNotation<typeof UIDS.chatMessage>;
type MessageDocument = Modules.Documents.Document<typeof UIDS.chatMessage, { fields: typeof MESSAGE_FIELDS }>;

/** A message read through the Document Service as the views take it; null without its author or date. */
export function messageRowOf(doc: MessageDocument): ChatMessageRow | null {
  if (!doc.auteur || !doc.createdAt) return null;
  return {
    documentId: doc.documentId,
    auteur: doc.auteur,
    auteurNom: doc.auteurNom ?? null,
    texte: doc.texte ?? null,
    pj: storedFile(doc.pj),
    luLe: doc.luLe ?? null,
    createdAt: doc.createdAt,
  };
}

export const otherSide = (side: MessagingSide): MessagingSide => (side === 'recrutement' ? 'candidat' : 'recrutement');

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Blocked by either party wins over the other party's deletion: the blocker's button must stay. */
export function etatFor(side: MessagingSide, row: ConversationRow): ConversationEtat {
  if (row.blocageRecruteur || row.blocageCandidat) return 'bloquee';
  const otherDeleted = side === 'recrutement' ? row.supprimeeCandidat : row.supprimeeRecruteur;
  return otherDeleted ? 'supprimee' : 'ouverte';
}

export function informationOf(side: MessagingSide, row: ConversationRow): ConversationInformation {
  return { etat: etatFor(side, row), blocageRecruteur: Boolean(row.blocageRecruteur), blocageCandidat: Boolean(row.blocageCandidat) };
}

/** A recruiter talks to a candidate by name; a candidate to a company (hidden behind an anonymous offer). */
export function interlocutorOf(side: MessagingSide, row: ConversationRow): string {
  return side === 'recrutement' ? row.candidatNom || 'Candidat' : row.entreprise || 'Recruteur (offre anonyme)';
}

export function summaryOf(side: MessagingSide, row: ConversationRow): ConversationSummary {
  return {
    token: row.token,
    interlocuteur: interlocutorOf(side, row),
    offre: row.offreTitre || null,
    dernierMessage: row.dernierMessage ?? '',
    dernierMessageLe: iso(row.dernierMessageLe),
    nonLus: Number((side === 'recrutement' ? row.nonLusRecruteur : row.nonLusCandidat) ?? 0),
    etat: etatFor(side, row),
  };
}

export function messageViewOf(side: MessagingSide, row: ChatMessageRow): ChatMessageView {
  return {
    id: row.documentId,
    moi: row.auteur === side,
    auteur: row.auteurNom ?? '',
    texte: row.texte ?? '',
    pj: row.pj ? { nom: row.pj.nom, taille: row.pj.taille, type: row.pj.type } : null,
    envoyeLe: new Date(row.createdAt).toISOString(),
    lu: row.luLe !== null,
  };
}

const LAST_LINE_MAX = 120;

/** The list's last line: the text's start on one line, or the attachment's name. */
export function lastLineOf(texte: string, pj: StoredFile | null): string {
  const line = texte.replace(/\s+/g, ' ').trim();
  if (!line) return pj ? `Pièce jointe : ${pj.nom}` : '';
  return line.length <= LAST_LINE_MAX ? line : `${line.slice(0, LAST_LINE_MAX).trimEnd()}…`;
}
