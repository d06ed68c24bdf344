import type { Core } from '@strapi/strapi';
import {
  chatMessageSchema,
  CHAT_MESSAGES_PER_MINUTE,
  cleanChatText,
  conversationReportSchema,
  messages,
  parseForm,
  type MessagingSide,
} from '@cep/domain';
import type { messagingSides } from '@cep/domain/contracts';
import { sendPrivateFile } from '../../../private-files/serve';
import { privateStorage } from '../../../private-files/storage';
import { messageBus } from '../../../realtime/bus';
import { createLimiter, RateLimiterRes, type Limiter } from '../../../throttle/store';
import { SENT, type HandlerInput } from '../../../contracts/implement';
import { refuse, type Refusal } from '../../../contracts/refusal';
import type { Membership } from '../../../membership/current-membership';
import { sessionOfRequest, sessionStillOpen } from '../../../extensions/users-permissions/live-session';
import { informationOf } from '../utils/conversation-view';
import { conversations, type Party } from '../services/conversations';
import { openLiveStream } from '../services/live-stream';
import { UIDS } from '../../../uids';

type SideRoutes = typeof messagingSides.recrutement;
/**
 * A side's handler input: the same params, query and body on both sides; the recruiter's carries the account's
 * membership, the candidate's none. A handler written for this runs on either side's route.
 */
type SideInput<K extends keyof SideRoutes> = Omit<HandlerInput<SideRoutes[K]>, 'membership'> & { membership: Membership | null };

const conversationNotFound = () => refuse.notFound(messages.conversationIntrouvable);

const limiters = new WeakMap<Core.Strapi, Promise<Limiter>>();
/** Sending is limited per user, all conversations together, in the database (every instance counts). */
function sendLimiter(strapi: Core.Strapi): Promise<Limiter> {
  let limiter = limiters.get(strapi);
  if (!limiter) {
    limiter = createLimiter(strapi, { name: 'messagerie', points: CHAT_MESSAGES_PER_MINUTE, durationSeconds: 60 });
    limiters.set(strapi, limiter);
  }
  return limiter;
}

/**
 * The messaging calls of one side (spec 02 §7): `/recrutement/…` behind the account-member policy, `/candidat/…`
 * for candidates. The same handlers serve both; what differs is who the caller is (`party`). A token that is not the
 * caller's is not found, before any body is read.
 */
export function sideHandlers(strapi: Core.Strapi, side: MessagingSide) {
  const service = () => conversations(strapi);

  async function partyOf({ caller, membership }: { caller: { id: number }; membership: Membership | null }): Promise<Party> {
    if (side === 'recrutement' && membership) return { side, userId: caller.id, accountId: membership.accountId };
    const profile: { id: number } | null = await strapi.db
      .query(UIDS.candidate)
      .findOne({ where: { user: { id: caller.id } }, select: ['id'] });
    return { side: 'candidat', userId: caller.id, candidateId: profile?.id ?? null };
  }

  /** The caller and their conversation of `:token`, or null. */
  async function conversationOf(input: { caller: { id: number }; membership: Membership | null; params: { token: string } }) {
    const party = await partyOf(input);
    const row = await service().find(party, input.params.token);
    return row ? { party, row } : null;
  }

  const blockFlag = side === 'recrutement' ? 'blocageRecruteur' : 'blocageCandidat';

  return {
    async list(input: SideInput<'list'>) {
      const filtre = input.query.filtre ?? null;
      return { code: 200 as const, filtre, conversations: await service().list(await partyOf(input), filtre) };
    },

    /** The caller's live events (server-sent events, ids only), closed with the session. */
    async stream(input: SideInput<'stream'>): Promise<typeof SENT> {
      const party = await partyOf(input);
      const audience =
        party.side === 'recrutement' ? (`compte:${party.accountId}` as const) : (`candidat:${party.candidateId ?? 0}` as const);
      const sessionId = sessionOfRequest(strapi, input.ctx);
      openLiveStream(input.ctx, messageBus(strapi), audience, input.caller.id, async () =>
        sessionId ? sessionStillOpen(strapi, sessionId) : false,
      );
      return SENT;
    },

    async unread(input: SideInput<'unread'>) {
      return { code: 200 as const, nb: await service().unread(await partyOf(input)) };
    },

    async information(input: SideInput<'information'>) {
      const found = await conversationOf(input);
      return found ? { code: 200 as const, ...informationOf(side, found.row) } : conversationNotFound();
    },

    /** JSON where the spec returns HTML. */
    async messages(input: SideInput<'messages'>) {
      const found = await conversationOf(input);
      if (!found) return conversationNotFound();
      return {
        code: 200 as const,
        messages: await service().messages(found.party, found.row),
        information: informationOf(side, found.row),
      };
    },

    /** JSON where the spec returns HTML. */
    async header(input: SideInput<'header'>) {
      const found = await conversationOf(input);
      return found ? { code: 200 as const, ...(await service().header(found.party, found.row)) } : conversationNotFound();
    },

    /** Beyond the spec: reading is a GET, marking read a POST. */
    async markRead(input: SideInput<'markRead'>) {
      const found = await conversationOf(input);
      if (!found) return conversationNotFound();
      await service().markRead(found.party, found.row);
      return { code: 200 as const };
    },

    /** An attachment, for the two parties only. */
    async attachment(input: SideInput<'attachment'>): Promise<typeof SENT | Refusal> {
      const found = await conversationOf(input);
      if (!found) return conversationNotFound();
      const file = await service().attachment(found.row, input.params.id);
      if (!file) return conversationNotFound();
      return (await sendPrivateFile(input.ctx, privateStorage(strapi), file)) ? SENT : conversationNotFound();
    },

    /** `message` and an optional file `pj` (multipart); an empty message is ignored (204 in the body). */
    async send(input: SideInput<'send'>) {
      const found = await conversationOf(input);
      if (!found) return conversationNotFound();
      const texte = cleanChatText(input.body.message ?? '');
      const upload = input.files.pj;
      if (!texte && !upload) return { code: 204 as const, ignore: true as const };
      const parsed = parseForm(chatMessageSchema, {
        message: texte,
        pj: upload ? { size: upload.bytes.length, type: 'application/octet-stream', name: upload.name.slice(0, 255) } : undefined,
      });
      if (!parsed.ok) return refuse.invalid(parsed.errors);
      try {
        await (await sendLimiter(strapi)).consume(String(found.party.userId));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        input.ctx.set('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
        return refuse.status(429, messages.tropDeTentatives);
      }
      // The sender's name as the other party reads it: a recruiter's first name, a candidate's full name.
      const { prenom, nom } = input.caller;
      const auteurNom = side === 'recrutement' ? prenom.trim() : `${prenom} ${nom}`.trim();
      const result = await service().send(found.party, found.row, texte, upload, auteurNom);
      if ('ignored' in result) return { code: 204 as const, ignore: true as const };
      if (result.ok) return { code: 200 as const, message: result.message };
      return result.field ? refuse.invalid({ [result.field]: result.message }) : refuse.status(result.status, result.message);
    },

    async remove(input: SideInput<'remove'>) {
      const found = await conversationOf(input);
      if (!found) return conversationNotFound();
      await service().remove(found.party, found.row);
      return { code: 200 as const };
    },

    async block(input: SideInput<'block'>) {
      const found = await conversationOf(input);
      if (!found) return conversationNotFound();
      await service().setBlocked(found.party, found.row, true);
      return { code: 200 as const, ...informationOf(side, { ...found.row, [blockFlag]: true }) };
    },

    /** Only the side that blocked has something to lift. */
    async unblock(input: SideInput<'unblock'>) {
      const found = await conversationOf(input);
      if (!found) return conversationNotFound();
      await service().setBlocked(found.party, found.row, false);
      return { code: 200 as const, ...informationOf(side, { ...found.row, [blockFlag]: false }) };
    },

    /** « Signaler » (issue #15 item 7): the reason, checked once the conversation is found. */
    async report(input: SideInput<'report'>) {
      const found = await conversationOf(input);
      if (!found) return conversationNotFound();
      const parsed = parseForm(conversationReportSchema, input.body);
      if (!parsed.ok) return refuse.invalid(parsed.errors);
      await service().report(found.party, found.row, parsed.data.motif);
      return { code: 200 as const, message: messages.signalementEnregistre };
    },
  };
}
