import type { ChatMessageView, ConversationEtat, ConversationInformation, ConversationSummary, MessagingSide } from '@cep/domain';
import type { StoredFile } from '../../../private-files/private-file';

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
  id: number;
  documentId: string;
  auteur: MessagingSide;
  auteurNom: string | null;
  texte: string | null;
  pj: StoredFile | null;
  luLe: string | Date | null;
  createdAt: string | Date;
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
