import { messages, type PageOnlineRefusal } from '@cep/domain';
import { refuse } from '../../../contracts/refusal';
import type { PageRow } from '../services/page-media';

/** A page's row as its files are locked and written by (the Document Service types its id as string or number). */
export const pageRow = (row: { id: string | number; documentId: string }): PageRow => ({ id: Number(row.id), documentId: row.documentId });

/** `publier` as a form sends it: true, '1' or 'true'. */
export const isTrue = (value: unknown) => value === true || value === '1' || value === 'true';

const missingErrors = (missing: string[]) => Object.fromEntries(missing.map((field) => [field, messages.champObligatoire]));

/** A save's outcome: the page's state after it, or (nothing written) the fields going online still needs. */
export function savedPage(result: { ok: true; enLigne: boolean } | { ok: false; missing: string[] }) {
  if (!result.ok) return refuse.invalid(missingErrors(result.missing), { message: messages.pageIncomplete });
  return { code: 200 as const, enLigne: result.enLigne, message: messages.pageEnregistree };
}

/**
 * The toggle's outcome (spec 01 §7): done, or HTTP 400 with the page as it was and `champ_obligatoire`, the fields
 * going online still needs, flags `RefusalBody` does not name (`refuse.withFlags`).
 */
export function toggledPage(missing: string[], online: boolean, wasOnline: boolean) {
  if (missing.length === 0) return { code: 200 as const, enLigne: online, champ_obligatoire: [] };
  const refusal: PageOnlineRefusal = { code: 400, enLigne: wasOnline, champ_obligatoire: missing, message: messages.pageIncomplete };
  return refuse.withFlags({ ...refusal });
}
