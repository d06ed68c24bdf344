import type { Core, Modules } from '@strapi/strapi';
import { errorMessage } from '../utils/error-message';

/** A call through the Document Service, as its middlewares receive it: the content type, the action, its params. */
export type DocumentCall = Modules.Documents.Middleware.Context;

/** The actions that write a document (a delete is told apart: the document leaves an index). */
const WRITES = new Set<string>(['create', 'update', 'clone', 'publish', 'unpublish']);

export const isWrite = (call: DocumentCall) => WRITES.has(call.action);
export const isWriteOrDelete = (call: DocumentCall) => isWrite(call) || call.action === 'delete';

const documentIdIn = (value: unknown): string | null =>
  value && typeof value === 'object' && 'documentId' in value && typeof value.documentId === 'string' ? value.documentId : null;

/** The document a write touched: the one it answered (a create, a clone), else the one it named. */
export const writtenDocumentId = (call: DocumentCall, result: unknown): string | null => documentIdIn(result) ?? documentIdIn(call.params);

/** The document a call names (an update, a delete), if any. */
export const namedDocumentId = (call: DocumentCall): string | null => documentIdIn(call.params);

/** The row id a write's data links to under `relation` (`{ data: { candidate: 12 } }`), if it is one. */
export function linkedRowId(call: DocumentCall, relation: string): number | null {
  const data = call.params && typeof call.params === 'object' && 'data' in call.params ? call.params.data : null;
  const value: unknown = data && typeof data === 'object' && relation in data ? Reflect.get(data, relation) : null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A failed sync never fails the write: the index recorded what it could not take (pending-syncs.ts), and the
 * reconciliation finds whatever was not recorded (search-repair.ts); the database stays the source of truth. */
export function logSyncFailure(strapi: Core.Strapi, call: DocumentCall, error: unknown): void {
  strapi.log.error(`[search] sync failed for ${call.uid} ${call.action}: ${errorMessage(error)}`);
}
