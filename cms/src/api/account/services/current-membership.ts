import type { Core } from '@strapi/strapi';
import { isSubscribed } from '@cep/domain';

export const ACCOUNT_UID = 'api::account.account';
export const MEMBERSHIP_UID = 'api::account.membership';

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

/** The caller's membership, or null for candidates, staff and users removed from their account. */
export async function membershipOf(strapi: Core.Strapi, userId: number): Promise<Membership | null> {
  // Read on every account route: the query engine, without the Document Service's transaction around a read.
  const row: {
    role?: MemberRole;
    account?: { id: number; documentId: string; type?: AccountType; abonnementFin?: string | null } | null;
  } | null = await strapi.db.query(MEMBERSHIP_UID).findOne({
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
