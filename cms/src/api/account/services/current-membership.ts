import type { Core } from '@strapi/strapi';

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
}

/** The caller's membership, or null for candidates, staff and users removed from their account. */
export async function membershipOf(strapi: Core.Strapi, userId: number): Promise<Membership | null> {
  const row = await strapi.documents(MEMBERSHIP_UID).findFirst({
    filters: { user: { id: userId } },
    fields: ['role'],
    populate: { account: { fields: ['type'] } },
  });
  if (!row?.role || !row.account?.type) return null;
  return {
    userId,
    role: row.role,
    accountId: Number(row.account.id),
    accountDocumentId: row.account.documentId,
    type: row.account.type,
  };
}
