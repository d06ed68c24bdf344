import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { ListQuery } from './simple-rest';

/** The staff member acting, for the records they write (moderation, credit grants). */
export interface Staff {
  id: number;
  name: string;
}

export type WriteResult = { ok: true; record: object } | { ok: false; status: 400 | 404 | 409; body: object };

/**
 * One backoffice resource in ra-data-simple-rest's contract: how its records are listed, read and written. Who may
 * read and write it is `STAFF_ACCESS` in `@cep/domain`, which the backoffice reads too. Adding a resource is one of
 * these, one line in the registry and one in that table.
 */
export interface BackofficeResource {
  sortable: readonly string[];
  defaultSort: string;
  list(strapi: Core.Strapi, query: ListQuery): Promise<{ records: object[]; total: number }>;
  get(strapi: Core.Strapi, id: string): Promise<object | null>;
  update?(strapi: Core.Strapi, id: string, body: unknown, staff: Staff): Promise<WriteResult>;
  create?(strapi: Core.Strapi, body: unknown, staff: Staff): Promise<WriteResult>;
  /** Answers the removed record, as ra-data-simple-rest's `delete` expects. */
  remove?(strapi: Core.Strapi, id: string, staff: Staff): Promise<WriteResult>;
  /** A record's file sent apart (multipart `fichier`): ra-data-simple-rest only speaks JSON. */
  upload?(strapi: Core.Strapi, id: string, bytes: Buffer, staff: Staff): Promise<WriteResult>;
}

/** A form refused field by field (400), in the shape the backoffice's forms read. */
export const invalid = (errors: Record<string, string>): WriteResult => ({
  ok: false,
  status: 400,
  body: { message: messages.donneesNonValides, errors },
});
