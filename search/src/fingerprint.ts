import { createHash } from 'node:crypto';
import type { SearchDocument } from './types';

/** The field a Meilisearch document carries its fingerprint in; never part of a hit. */
export const FINGERPRINT_FIELD = 'fingerprint';

/** Keys sorted at every level: the same document gives the same text whatever order its fields were set in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * What a document held when it was indexed, in 27 characters: the reconciliation compares it with the document the
 * database gives now. A content hash rather than the row's `updatedAt`, since an offer's document also changes when
 * its company is renamed or its anonymity set, which leave the offer's row as it was.
 */
export function documentFingerprint(doc: SearchDocument): string {
  const { [FINGERPRINT_FIELD]: _ignored, ...fields } = doc as SearchDocument & Record<string, unknown>;
  return createHash('sha1')
    .update(JSON.stringify(canonical(fields)))
    .digest('base64url');
}
