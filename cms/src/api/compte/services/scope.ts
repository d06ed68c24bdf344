import type { Core } from '@strapi/strapi';

export interface AccountScope {
  userId: number;
  role: string;
  /** Recruiters: their company; schools: their establishment. */
  companyId: number | null;
  companyDocumentId: string | null;
  schoolId: number | null;
  schoolDocumentId: string | null;
  /** The account's owner manages its users, company and billing (docs/decisions.md). */
  owner: boolean;
}

type Row = {
  id: number;
  proprietaire: boolean | null;
  role: { type: string } | null;
  company: { id: number; documentId: string } | null;
  school: { id: number; documentId: string } | null;
};

/** What the logged-in user may reach: their own account, and their company's or school's. Read from the database, never from the request. */
export async function loadScope(strapi: Core.Strapi, userId: number): Promise<AccountScope> {
  const row = (await strapi.db.query('plugin::users-permissions.user').findOne({
    where: { id: userId },
    select: ['id', 'proprietaire'],
    populate: { role: { select: ['type'] }, company: { select: ['id', 'documentId'] }, school: { select: ['id', 'documentId'] } },
  })) as Row;
  return {
    userId: row.id,
    role: row.role?.type ?? '',
    companyId: row.company?.id ?? null,
    companyDocumentId: row.company?.documentId ?? null,
    schoolId: row.school?.id ?? null,
    schoolDocumentId: row.school?.documentId ?? null,
    owner: Boolean(row.proprietaire),
  };
}
