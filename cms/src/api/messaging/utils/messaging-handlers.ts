import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  chatMessageSchema,
  CHAT_MESSAGES_PER_MINUTE,
  cleanChatText,
  conversationFilter,
  conversationReportSchema,
  messages,
  parseForm,
  type ConversationMessages,
  type MessagingSide,
} from '@cep/domain';
import { sendPrivateFile } from '../../../private-files/serve';
import { privateStorage } from '../../../private-files/storage';
import { uploadIn } from '../../../private-files/uploads';
import { messageBus } from '../../../realtime/bus';
import { createLimiter, RateLimiterRes, type Limiter } from '../../../throttle/store';
import { membershipIn } from '../../../utils/membership';
import { informationOf } from './conversation-view';
import { conversations, type Party } from '../services/conversations';
import { openLiveStream } from '../services/live-stream';
import { sessionOfRequest, sessionStillOpen } from '../../../extensions/users-permissions/live-session';
import { userIdOf } from '../../../utils/current-user';

const CANDIDATE_UID = 'api::candidate.candidate';

type User = { id: number; prenom?: string | null; nom?: string | null };

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.body = { code: 404, message: messages.conversationIntrouvable };
}

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
 * for candidates. The same handlers serve both; what differs is who the caller is (`party`).
 */
export function messagingController(side: MessagingSide) {
  return ({ strapi }: { strapi: Core.Strapi }) => {
    const service = () => conversations(strapi);

    async function partyOf(ctx: Context): Promise<Party> {
      const user = ctx.state.user as User;
      if (side === 'recrutement') return { side, userId: user.id, accountId: membershipIn(ctx).accountId };
      const profile = (await strapi.db.query(CANDIDATE_UID).findOne({ where: { user: { id: user.id } }, select: ['id'] })) as {
        id: number;
      } | null;
      return { side, userId: user.id, candidateId: profile?.id ?? null };
    }

    /** The caller and their conversation of `:token`; answers 404 itself when there is none. */
    async function conversationOf(ctx: Context) {
      const party = await partyOf(ctx);
      const row = await service().find(party, String(ctx.params.token));
      if (!row) notFound(ctx);
      return row ? { party, row } : null;
    }

    return {
      /** GET /{type}/messagerie/liste/conversation?filtre=lu|nonlu */
      async list(ctx: Context) {
        const party = await partyOf(ctx);
        const filtre = conversationFilter(ctx.query.filtre);
        ctx.body = { code: 200, filtre, conversations: await service().list(party, filtre) };
      },

      /** GET /{type}/messagerie/{token}/listeMessages — JSON where the spec returns HTML. */
      async messages(ctx: Context) {
        const found = await conversationOf(ctx);
        if (!found) return;
        const body: ConversationMessages = {
          messages: await service().messages(found.party, found.row),
          information: informationOf(side, found.row),
        };
        ctx.body = { code: 200, ...body };
      },

      /** POST /{type}/messagerie/{token}/lu (beyond the spec: reading is a GET, marking read a POST). */
      async markRead(ctx: Context) {
        const found = await conversationOf(ctx);
        if (!found) return;
        await service().markRead(found.party, found.row);
        ctx.body = { code: 200 };
      },

      /** POST /{type}/message/ajout/{token} — `message` and an optional file `pj` (multipart). */
      async send(ctx: Context) {
        const found = await conversationOf(ctx);
        if (!found) return;
        const body = (ctx.request.body ?? {}) as { message?: unknown };
        const texte = cleanChatText(typeof body.message === 'string' ? body.message : '');
        const upload = await uploadIn(ctx, 'pj');
        if (!texte && !upload) {
          ctx.body = { code: 204, ignore: true };
          return;
        }
        const parsed = parseForm(chatMessageSchema, {
          message: texte,
          pj: upload ? { size: upload.bytes.length, type: 'application/octet-stream', name: upload.name.slice(0, 255) } : undefined,
        });
        if (!parsed.ok) {
          ctx.status = 400;
          ctx.body = { code: 400, errors: parsed.errors };
          return;
        }
        try {
          await (await sendLimiter(strapi)).consume(String(found.party.userId));
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          ctx.status = 429;
          ctx.set('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
          ctx.body = { code: 429, message: messages.tropDeTentatives };
          return;
        }
        const user = ctx.state.user as User;
        const auteurNom = side === 'recrutement' ? (user.prenom ?? '').trim() : `${user.prenom ?? ''} ${user.nom ?? ''}`.trim();
        const result = await service().send(found.party, found.row, texte, upload, auteurNom);
        if ('ignored' in result) ctx.body = { code: 204, ignore: true };
        else if (result.ok) ctx.body = { code: 200, message: result.message };
        else {
          ctx.status = result.status;
          ctx.body = result.field
            ? { code: result.status, errors: { [result.field]: result.message } }
            : { code: result.status, message: result.message };
        }
      },

      /** POST /{type}/messagerie/suppression/{token} */
      async remove(ctx: Context) {
        const found = await conversationOf(ctx);
        if (!found) return;
        await service().remove(found.party, found.row);
        ctx.body = { code: 200 };
      },

      /** POST /{type}/messagerie/blocage/{token} */
      async block(ctx: Context) {
        const found = await conversationOf(ctx);
        if (!found) return;
        await service().setBlocked(found.party, found.row, true);
        ctx.body = {
          code: 200,
          ...informationOf(side, { ...found.row, [side === 'recrutement' ? 'blocageRecruteur' : 'blocageCandidat']: true }),
        };
      },

      /** POST /{type}/messagerie/deblocage/{token} — only the side that blocked has something to lift. */
      async unblock(ctx: Context) {
        const found = await conversationOf(ctx);
        if (!found) return;
        await service().setBlocked(found.party, found.row, false);
        ctx.body = {
          code: 200,
          ...informationOf(side, { ...found.row, [side === 'recrutement' ? 'blocageRecruteur' : 'blocageCandidat']: false }),
        };
      },

      /** POST /{type}/messagerie/nonlu/ → `nb` */
      async unread(ctx: Context) {
        ctx.body = { code: 200, nb: await service().unread(await partyOf(ctx)) };
      },

      /** GET /{type}/messagerie/information/{token} → `etat`, `blocageRecruteur`, `blocageCandidat` */
      async information(ctx: Context) {
        const found = await conversationOf(ctx);
        if (!found) return;
        ctx.body = { code: 200, ...informationOf(side, found.row) };
      },

      /** GET /{type}/messagerie/{token}/headerConversation — JSON where the spec returns HTML. */
      async header(ctx: Context) {
        const found = await conversationOf(ctx);
        if (!found) return;
        ctx.body = { code: 200, ...(await service().header(found.party, found.row)) };
      },

      /** POST /{type}/messagerie/signalement/{token} {motif} — « Signaler » (issue #15 item 7). */
      async report(ctx: Context) {
        const found = await conversationOf(ctx);
        if (!found) return;
        const parsed = parseForm(conversationReportSchema, ctx.request.body ?? {});
        if (!parsed.ok) {
          ctx.status = 400;
          ctx.body = { code: 400, errors: parsed.errors };
          return;
        }
        await service().report(found.party, found.row, parsed.data.motif);
        ctx.body = { code: 200, message: messages.signalementEnregistre };
      },

      /** GET /{type}/messagerie/{token}/pj/{id} — an attachment, for the two parties only. */
      async attachment(ctx: Context) {
        const found = await conversationOf(ctx);
        if (!found) return;
        const file = await service().attachment(found.row, String(ctx.params.id));
        if (!file) return notFound(ctx);
        await sendPrivateFile(ctx, privateStorage(strapi), file);
      },

      /** GET /{type}/messagerie/flux — the caller's live events (server-sent events, ids only). */
      async stream(ctx: Context) {
        const party = await partyOf(ctx);
        const audience =
          party.side === 'recrutement' ? (`compte:${party.accountId}` as const) : (`candidat:${party.candidateId ?? 0}` as const);
        const sessionId = sessionOfRequest(strapi, ctx);
        openLiveStream(ctx, messageBus(strapi), audience, userIdOf(ctx), async () =>
          sessionId ? sessionStillOpen(strapi, sessionId) : false,
        );
      },
    };
  };
}
