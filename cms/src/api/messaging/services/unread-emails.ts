import type { Core, Data } from '@strapi/strapi';
import { UNREAD_EMAIL_DELAY_MINUTES, type MessagingSide } from '@cep/domain';
import { siteUrl } from '../../../email/site-url';
import { queueEmail } from '../../email';
import { textsIn, type CandidateTexts } from '../../../email/candidate';
import { columnOf, type Transaction } from '../../../utils/row-lock';
import { preferences, preferencesUrl, unsubscribeToken } from '../../newsletter';
import { CONVERSATION_FIELDS, conversationRowOf, interlocutorOf } from '../utils/conversation-view';
import { UIDS } from '../../../uids';

/** Conversations looked at per run; the next run (5 minutes later) takes the rest. */
const BATCH = 500;

type Recipient = {
  email: string;
  prenom: string;
  list: 'messagerie-candidat' | 'messagerie-recruteur';
  rowId: number;
  userId: number;
  /** The e-mail's words: the candidate's language; French for recruiters. */
  texts: CandidateTexts;
};

const columns = (side: MessagingSide) =>
  side === 'recrutement'
    ? { unread: 'nonLusRecruteur', first: 'premierNonLuRecruteurLe', emailed: 'emailRecruteurLe', deleted: 'supprimeeRecruteur' }
    : { unread: 'nonLusCandidat', first: 'premierNonLuCandidatLe', emailed: 'emailCandidatLe', deleted: 'supprimeeCandidat' };

/**
 * E-mails about messages still unread after 15 minutes (issue #15 item 6): one per conversation and side until
 * that side reads it (reading clears the mark) — a digest, never one per message — to whoever opted in (the preference centre's
 * « messagerie-email », on by default). Each e-mail is claimed by a conditional update first, so instances
 * running the job together never send it twice. Answers how many were queued.
 */
export async function emailUnreadMessages(strapi: Core.Strapi, now = new Date()): Promise<number> {
  let sent = 0;
  for (const side of ['recrutement', 'candidat'] as const) sent += await emailSide(strapi, side, now);
  return sent;
}

async function emailSide(strapi: Core.Strapi, side: MessagingSide, now: Date): Promise<number> {
  const table = strapi.db.metadata.get(UIDS.conversation).tableName;
  const names = columns(side);
  const column = (name: string) => columnOf(strapi, UIDS.conversation, name);
  const c = { unread: column(names.unread), first: column(names.first), emailed: column(names.emailed), deleted: column(names.deleted) };
  const due = new Date(now.getTime() - UNREAD_EMAIL_DELAY_MINUTES * 60_000);
  const ids = (await strapi.db
    .connection(table)
    .where(c.unread, '>', 0)
    .andWhere(c.first, '<=', due)
    .whereNull(c.emailed)
    .whereNull(c.deleted)
    .select('id')
    .orderBy('id')
    .limit(BATCH)) as Array<{ id: number }>;
  let sent = 0;
  // Claimed and queued in one transaction: a claim never stands without its e-mails (issue #37 item 2).
  const emailConversation = (id: number) =>
    strapi.db.transaction(async ({ trx }: Transaction) => {
      let queued = 0;
      const claimed = await trx(table)
        .where('id', id)
        .where(c.unread, '>', 0)
        .whereNull(c.emailed)
        .update({ [c.emailed]: now });
      if (claimed !== 1) return 0;
      const doc = await strapi.documents(UIDS.conversation).findFirst({
        filters: { id },
        fields: CONVERSATION_FIELDS,
        populate: {
          account: { fields: ['id'] },
          recruteur: { fields: ['id'] },
          candidate: { fields: ['id'], populate: { user: { fields: ['id', 'email', 'prenom', 'langue'] } } },
        },
      });
      const row = doc && conversationRowOf(doc);
      if (!doc || !row) return 0;
      for (const to of await recipientsOf(strapi, side, doc)) {
        if (!(await preferences(strapi).wantsMessagingEmail(to.list === 'messagerie-candidat' ? 'candidat' : 'recruteur', to.rowId)))
          continue;
        const signed = `l=${side}&c=${to.rowId}&t=${unsubscribeToken(to.rowId, to.list)}`;
        const unsubscribe = siteUrl(`/messagerie/desinscription?${signed}`);
        const count = side === 'recrutement' ? row.nonLusRecruteur : row.nonLusCandidat;
        await queueEmail(
          strapi,
          to.email,
          to.texts.withPreferencesLink(
            to.texts.emails.unreadMessages(
              to.prenom,
              // A recruiter whose offer hides its company is named in the candidate's language.
              side === 'candidat' ? row.entreprise || null : interlocutorOf(side, row),
              Number(count),
              row.offreTitre,
              row.dernierMessage ?? '',
              siteUrl(`/${side}/messagerie/${row.token}`),
              unsubscribe,
            ),
            preferencesUrl(to.userId),
          ),
          {
            headers: {
              // RFC 8058: mail clients POST this URL themselves (the site relays it to the cms).
              'List-Unsubscribe': `<${siteUrl(`/messagerie/desinscription/un-clic?${signed}`)}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          },
        );
        queued++;
      }
      return queued;
    });
  for (const { id } of ids) sent += await emailConversation(id);
  return sent;
}

/**
 * The candidate; on the recruiter's side, the recruiter who started the conversation while they are in the
 * account, else its owners (decided).
 */
async function recipientsOf(
  strapi: Core.Strapi,
  side: MessagingSide,
  row: {
    account?: { id: Data.ID } | null;
    recruteur?: { id: Data.ID } | null;
    candidate?: {
      id: Data.ID;
      user?: { id: Data.ID; email?: string | null; prenom?: string | null; langue?: string | null } | null;
    } | null;
  },
): Promise<Recipient[]> {
  if (side === 'candidat') {
    const user = row.candidate?.user;
    return user?.email && row.candidate
      ? [
          {
            email: user.email,
            prenom: user.prenom ?? '',
            list: 'messagerie-candidat',
            rowId: Number(row.candidate.id),
            userId: Number(user.id),
            texts: textsIn(user.langue),
          },
        ]
      : [];
  }
  const members = await strapi.documents(UIDS.membership).findMany({
    filters: { account: { id: row.account?.id ?? 0 } },
    fields: ['id', 'role'],
    populate: { user: { fields: ['id', 'email', 'prenom', 'blocked'] } },
  });
  const active = members.flatMap((m) => (m.user?.email && !m.user.blocked ? [{ ...m, user: { ...m.user, email: m.user.email } }] : []));
  const starter = active.filter((m) => m.user.id === row.recruteur?.id);
  return (starter.length ? starter : active.filter((m) => m.role === 'proprietaire')).map((m) => ({
    email: m.user.email,
    prenom: m.user.prenom ?? '',
    list: 'messagerie-recruteur',
    rowId: Number(m.id),
    userId: Number(m.user.id),
    texts: textsIn('fr'),
  }));
}
