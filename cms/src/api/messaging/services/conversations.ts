import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { ConversationFilter, ConversationHeader, MessagingSide } from '@cep/domain';
import { messages } from '@cep/domain';
import { storedFile, type StoredFile } from '../../../private-files/private-file';
import { privateStorage } from '../../../private-files/storage';
import { storeAttachment, type Upload } from '../../../private-files/uploads';
import { siteUrl } from '../../../email/site-url';
import { messageBus, type Audience, type LiveEvent } from '../../../realtime/bus';
import { pushDevices } from '../../push';
import { columnOf } from '../../../utils/row-lock';
import {
  CONVERSATION_FIELDS,
  conversationRowOf,
  lastLineOf,
  MESSAGE_FIELDS,
  messageRowOf,
  messageViewOf,
  otherSide,
  summaryOf,
  type ChatMessageRow,
  type ConversationRow,
} from '../utils/conversation-view';
import { UIDS } from '../../../uids';

/**
 * Who reads or writes: a recruiter acts for the account (every recruiter of the account shares its
 * conversations, decided), a candidate for themself (no profile yet: no conversation).
 */
export type Party =
  { side: 'recrutement'; userId: number; accountId: number } | { side: 'candidat'; userId: number; candidateId: number | null };

/** The conversation's address: 32 random characters (192 bits), never derived from anything. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
/** The messages a conversation shows: its last 200 (decided; a recruiting conversation rarely has 50). */
const MESSAGES_SHOWN = 200;
const LIST_MAX = 200;

const unreadOf = (side: MessagingSide) => (side === 'recrutement' ? 'nonLusRecruteur' : 'nonLusCandidat');
const firstUnreadOf = (side: MessagingSide) => (side === 'recrutement' ? 'premierNonLuRecruteurLe' : 'premierNonLuCandidatLe');
const deletedBy = (side: MessagingSide) => (side === 'recrutement' ? 'supprimeeRecruteur' : 'supprimeeCandidat');
const emailedAt = (side: MessagingSide) => (side === 'recrutement' ? 'emailRecruteurLe' : 'emailCandidatLe');
const blockedBy = (side: MessagingSide) => (side === 'recrutement' ? 'blocageRecruteur' : 'blocageCandidat');

type Ids = { accountId: number; candidateId: number };

export type SendResult =
  | { ok: true; message: ReturnType<typeof messageViewOf> }
  | { ok: false; status: 400 | 409; message: string; field?: 'message' | 'pj' }
  | { ok: true; ignored: true };

export function conversations(strapi: Core.Strapi) {
  const query = (uid: typeof UIDS.conversation | typeof UIDS.chatMessage) => strapi.db.query(uid);

  /** What the caller may see: their account's or their own conversations, less those they deleted. */
  function scope(party: Party): Record<string, unknown> | null {
    if (party.side === 'recrutement') return { account: { id: party.accountId }, supprimeeRecruteur: { $null: true } };
    // A candidate never sees a conversation a recruiter opened without writing in it.
    return party.candidateId === null
      ? null
      : { candidate: { id: party.candidateId }, supprimeeCandidat: { $null: true }, dernierMessageLe: { $notNull: true } };
  }

  async function idsOf(row: ConversationRow): Promise<Ids> {
    const found = await strapi.documents(UIDS.conversation).findFirst({
      filters: { id: row.id },
      fields: ['documentId'],
      populate: { account: { fields: ['documentId'] }, candidate: { fields: ['documentId'] } },
    });
    return { accountId: Number(found?.account?.id ?? 0), candidateId: Number(found?.candidate?.id ?? 0) };
  }

  /** A conversation's messages in `order` of their id, as the views take them. */
  async function messagesOf(conversationId: number, order: 'asc' | 'desc', limit?: number): Promise<ChatMessageRow[]> {
    const rows = await strapi.documents(UIDS.chatMessage).findMany({
      filters: { conversationRef: conversationId },
      fields: MESSAGE_FIELDS,
      sort: { id: order },
      ...(limit === undefined ? {} : { limit }),
    });
    return rows.flatMap((doc) => messageRowOf(doc) ?? []);
  }

  /** Tells both parties' open pages (the recruiters of the account, the candidate) that something changed. */
  async function announce(row: ConversationRow, event: LiveEvent) {
    const { accountId, candidateId } = await idsOf(row);
    const bus = messageBus(strapi);
    const audiences: Audience[] = [`compte:${accountId}`, `candidat:${candidateId}`];
    await Promise.all(audiences.map((audience) => bus.publish(audience, event))).catch((error: Error) =>
      strapi.log.warn(`[messagerie] événement non diffusé : ${error.message}`),
    );
  }

  const api = {
    /** The caller's conversation with this token; null (404) for a malformed, foreign or deleted one. */
    async find(party: Party, token: string): Promise<ConversationRow | null> {
      const where = scope(party);
      if (!where || !TOKEN.test(token)) return null;
      const doc = await strapi.documents(UIDS.conversation).findFirst({ filters: { token, ...where }, fields: CONVERSATION_FIELDS });
      return doc ? conversationRowOf(doc) : null;
    },

    /** `/{type}/messagerie/liste/conversation`: the latest first, filtered on read (`lu`) or unread (`nonlu`). */
    async list(party: Party, filtre: ConversationFilter | null) {
      const where = scope(party);
      if (!where) return [];
      const unread = unreadOf(party.side);
      const filter = filtre === 'nonlu' ? { [unread]: { $gt: 0 } } : filtre === 'lu' ? { [unread]: 0 } : {};
      const rows = await strapi.documents(UIDS.conversation).findMany({
        filters: { ...where, ...filter },
        fields: CONVERSATION_FIELDS,
        sort: [{ dernierMessageLe: 'desc' }, { id: 'desc' }],
        limit: LIST_MAX,
      });
      return rows.flatMap((doc) => {
        const row = conversationRowOf(doc);
        return row ? [summaryOf(party.side, row)] : [];
      });
    },

    /** `POST /{type}/messagerie/nonlu/`: how many conversations hold messages the caller has not read. */
    async unread(party: Party): Promise<number> {
      const where = scope(party);
      if (!where) return 0;
      return query(UIDS.conversation).count({ where: { ...where, [unreadOf(party.side)]: { $gt: 0 } } });
    },

    async header(party: Party, row: ConversationRow): Promise<ConversationHeader> {
      const links = await strapi.documents(UIDS.conversation).findFirst({
        filters: { id: row.id },
        fields: ['documentId'],
        populate: {
          offer: { fields: ['documentId', 'offreTitre'] },
          application: { fields: ['documentId'] },
          candidate: { fields: ['documentId'] },
        },
      });
      const reported = await strapi.db
        .query(UIDS.conversationReport)
        .count({ where: { conversation: { id: row.id }, par: party.side, traiteLe: null } });
      const lien =
        party.side !== 'recrutement'
          ? null
          : links?.application
            ? `/recrutement/candidature/${links.application.documentId}/profil`
            : links?.candidate
              ? `/recrutement/cvtheque/${links.candidate.documentId}`
              : null;
      return {
        token: row.token,
        interlocuteur: summaryOf(party.side, row).interlocuteur,
        offre: links?.offer ? { id: links.offer.documentId, titre: row.offreTitre || links.offer.offreTitre || '' } : null,
        lien,
        signalee: reported > 0,
      };
    },

    /** The last messages, oldest first. */
    async messages(party: Party, row: ConversationRow) {
      const rows = await messagesOf(row.id, 'desc', MESSAGES_SHOWN);
      return rows.reverse().map((message) => messageViewOf(party.side, message));
    },

    /**
     * `POST /{type}/message/ajout/{token}`: text, a file, or both. Nothing to send is ignored (spec 02 §5);
     * a blocked conversation or one the other party deleted refuses, and the text is kept by the page.
     */
    async send(party: Party, row: ConversationRow, texte: string, upload: Upload | null, auteurNom: string): Promise<SendResult> {
      if (!texte && !upload) return { ok: true, ignored: true };
      if (row.blocageRecruteur || row.blocageCandidat) return { ok: false, status: 409, message: messages.conversationBloquee };
      if (row[deletedBy(otherSide(party.side))]) return { ok: false, status: 409, message: messages.conversationSupprimee };
      let pj: StoredFile | null = null;
      if (upload) {
        const stored = await storeAttachment(privateStorage(strapi), upload);
        if (!stored.ok) return { ok: false, status: 400, message: stored.message, field: 'pj' };
        pj = stored.file;
      }
      const created = await strapi.documents(UIDS.chatMessage).create({
        data: {
          conversation: row.id,
          conversationRef: row.id,
          auteur: party.side,
          auteurUser: party.userId,
          auteurNom,
          texte,
          pj,
        },
      });
      // The counters move in one statement (two messages at once both count), like the apply-click counter.
      const table = strapi.db.metadata.get(UIDS.conversation).tableName;
      const column = (name: string) => columnOf(strapi, UIDS.conversation, name);
      const reader = otherSide(party.side);
      const now = new Date();
      await strapi.db
        .connection(table)
        .where('id', row.id)
        .update({
          [column(unreadOf(reader))]: strapi.db.connection.raw('coalesce(??, 0) + 1', [column(unreadOf(reader))]),
          [column(firstUnreadOf(reader))]: strapi.db.connection.raw('coalesce(??, ?)', [column(firstUnreadOf(reader)), now]),
          [column('dernierMessage')]: lastLineOf(texte, pj),
          [column('dernierMessageLe')]: now,
        });
      await announce(row, { kind: 'message', conversation: row.token, message: created.documentId });
      // A recruiter wrote: the candidate's devices that take messages are notified (the e-mail waits for unread ones).
      if (party.side === 'recrutement') {
        const { candidateId } = await idsOf(row);
        await pushDevices(strapi).notify([candidateId], 'messages', (_candidate, texts) => ({
          ...texts.push.message(row.entreprise ?? null, texte, pj?.nom ?? null),
          url: siteUrl(`/candidat/messagerie/${row.token}`),
        }));
      }
      // The message as written here; Strapi stamps its creation.
      const message: ChatMessageRow = {
        documentId: created.documentId,
        auteur: party.side,
        auteurNom,
        texte,
        pj,
        luLe: null,
        createdAt: created.createdAt ?? now,
      };
      return { ok: true, message: messageViewOf(party.side, message) };
    },

    /** The caller read the conversation: the other party's messages are marked read, the caller's counter cleared. */
    async markRead(party: Party, row: ConversationRow): Promise<void> {
      const reader = party.side;
      const marked = await query(UIDS.chatMessage).updateMany({
        where: { conversationRef: row.id, auteur: otherSide(reader), luLe: null },
        data: { luLe: new Date() },
      });
      await strapi.documents(UIDS.conversation).update({
        documentId: row.documentId,
        // The next unread message may be e-mailed again (unread-emails.ts).
        data: { [unreadOf(reader)]: 0, [firstUnreadOf(reader)]: null, [emailedAt(reader)]: null },
      });
      if (marked.count > 0 || Number(row[unreadOf(reader)] ?? 0) > 0) await announce(row, { kind: 'lu', conversation: row.token });
    },

    /** Blocks or unblocks for the caller's side; only the side that blocked may unblock (spec 02 §4). */
    async setBlocked(party: Party, row: ConversationRow, blocked: boolean): Promise<void> {
      await strapi.documents(UIDS.conversation).update({ documentId: row.documentId, data: { [blockedBy(party.side)]: blocked } });
      await announce(row, { kind: 'etat', conversation: row.token });
    },

    /**
     * Deletes for the caller only (decided): the other party keeps the history, read-only. Once both have
     * deleted it, nothing is kept — the conversation, its messages and their files — unless staff hold a report.
     */
    async remove(party: Party, row: ConversationRow): Promise<void> {
      const other = otherSide(party.side);
      await strapi.documents(UIDS.conversation).update({
        documentId: row.documentId,
        data: {
          [deletedBy(party.side)]: new Date(),
          [unreadOf(party.side)]: 0,
          [firstUnreadOf(party.side)]: null,
          // A recruiter who writes again from the application starts a new conversation: the key is freed.
          ...(party.side === 'recrutement' ? { cle: `fermee:${row.documentId}` } : {}),
        },
      });
      await announce(row, { kind: 'etat', conversation: row.token });
      const reports = await strapi.db.query(UIDS.conversationReport).count({ where: { conversation: { id: row.id } } });
      if (row[deletedBy(other)] && reports === 0) await api.erase(row.id);
    },

    /** Removes a conversation with its messages and their files (both parties deleted it; a user's data erased). */
    async erase(conversationId: number): Promise<void> {
      const rows = await strapi.documents(UIDS.chatMessage).findMany({ filters: { conversationRef: conversationId }, fields: ['pj'] });
      for (const file of rows.map((message) => storedFile(message.pj)).filter((f): f is StoredFile => f !== null))
        await privateStorage(strapi).remove(file.cle);
      await query(UIDS.chatMessage).deleteMany({ where: { conversationRef: conversationId } });
      await strapi.db.query(UIDS.conversationReport).deleteMany({ where: { conversation: { id: conversationId } } });
      await query(UIDS.conversation).delete({ where: { id: conversationId } });
    },

    /** « Signaler »: staff may now read this conversation in the backoffice's queue. */
    async report(party: Party, row: ConversationRow, motif: string): Promise<void> {
      await strapi.documents(UIDS.conversationReport).create({ data: { conversation: row.id, par: party.side, motif } });
    },

    /** The candidate's conversations as their data export holds them: who, about what, every message (GDPR). */
    async exportFor(candidateId: number) {
      const docs = await strapi.documents(UIDS.conversation).findMany({
        filters: { candidate: { id: candidateId }, supprimeeCandidat: { $null: true } },
        fields: CONVERSATION_FIELDS,
        sort: { id: 'asc' },
      });
      const rows = docs.flatMap((doc) => conversationRowOf(doc) ?? []);
      return Promise.all(
        rows.map(async (row) => {
          const list = await messagesOf(row.id, 'asc');
          return {
            avec: summaryOf('candidat', row).interlocuteur,
            offre: row.offreTitre || null,
            messages: list.map((message) => ({
              de: message.auteur === 'candidat' ? 'vous' : message.auteurNom || 'recruteur',
              envoyeLe: new Date(message.createdAt).toISOString(),
              texte: message.texte ?? '',
              pieceJointe: message.pj,
            })),
          };
        }),
      );
    },

    /** An attachment of this conversation, for its two parties. */
    async attachment(row: ConversationRow, messageId: string): Promise<StoredFile | null> {
      const message = await strapi
        .documents(UIDS.chatMessage)
        .findFirst({ filters: { documentId: messageId, conversationRef: row.id }, fields: ['pj'] });
      return storedFile(message?.pj);
    },
  };
  return api;
}

/** A fresh conversation token. */
export const newToken = () => randomBytes(24).toString('base64url');
