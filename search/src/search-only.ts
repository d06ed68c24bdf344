import type { IndexDefinition, SearchDocument } from './types';

/**
 * The document as hits show it: its search-only fields left undefined, so JSON never carries them (the same object
 * when it has none). A copy with those fields set to undefined keeps the document's compact shape in V8; deleting
 * them would switch every kept document to the larger dictionary mode.
 */
export function withoutSearchOnly<D extends SearchDocument>(definition: IndexDefinition<D>, doc: D): D {
  const hidden = definition.searchOnly;
  if (!hidden?.length) return doc;
  return { ...doc, ...Object.fromEntries(hidden.map((field) => [field, undefined])) };
}
