import type { IndexDefinition, SearchDocument } from './types';

/**
 * A hit as answered: its search-only fields left undefined, so JSON never carries them (the same object when it has
 * none). A copy, as hits are short-lived; the in-process engine instead clears the fields on the documents it keeps,
 * since a copy of each kept document would take more memory than the texts it drops.
 */
export function withoutSearchOnly<D extends SearchDocument>(definition: IndexDefinition<D>, doc: D): D {
  const hidden = definition.searchOnly;
  if (!hidden?.length) return doc;
  return { ...doc, ...Object.fromEntries(hidden.map((field) => [field, undefined])) };
}
