import type { Core } from '@strapi/strapi';
import { isSubscribed } from '@cep/domain';
import { UIDS } from '../uids';

export type AccountType = 'entreprise' | 'ecole';
export type MemberRole = 'proprietaire' | 'membre';

/** Who the caller is within an account: read from the database, never from the request. */
export interface Membership {
  userId: number;
  role: MemberRole;
  accountId: number;
  accountDocumentId: string;
  type: AccountType;
  /** A school's subscription is running (spec 02 §4 `abonnement`): its page, courses and articles may be written. */
  subscribed: boolean;
}

/**
 * `{ type }` limits a route to company or school accounts; `{ role: 'proprietaire' }` to the account's owner;
 * `{ confirmed: true }` to users whose e-mail address is confirmed (what reaches others: publishing, inviting);
 * `{ subscribed: true }` to accounts whose subscription runs (a school's page, courses and articles).
 */
export interface AccountMemberConfig {
  type?: AccountType;
  role?: MemberRole;
  confirmed?: boolean;
  /** Writes a school makes only while subscribed (spec 02 §4 subscription lock). */
  subscribed?: boolean;
}

/** The caller's membership, or null for candidates, staff and users removed from their account. */
export async function membershipOf(strapi: Core.Strapi, userId: number): Promise<Membership | null> {
  // Read on every account route: the query engine, without the Document Service's transaction around a read.
  const row: {
    role?: MemberRole;
    account?: { id: number; documentId: string; type?: AccountType; abonnementFin?: string | null } | null;
  } | null = await strapi.db.query(UIDS.membership).findOne({
    where: { user: { id: userId } },
    select: ['role'],
    populate: { account: { select: ['id', 'documentId', 'type', 'abonnementFin'] } },
  });
  if (!row?.role || !row.account?.type) return null;
  return {
    userId,
    role: row.role,
    accountId: Number(row.account.id),
    accountDocumentId: row.account.documentId,
    type: row.account.type,
    subscribed: isSubscribed(row.account.abonnementFin),
  };
}
