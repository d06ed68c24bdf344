import { MemoryEngine } from './engines/memory-engine';
import type { IndexDefinition, SearchDocument, SearchEngine } from './types';

const REQUEST_TIMEOUT_MS = 5000;

export interface EngineOptions {
  /** Meilisearch URL; unset means the in-process engine. */
  meiliHost?: string;
  meiliApiKey?: string;
  /** Prefix of index uids, so tests and environments never share an index. */
  indexPrefix?: string;
}

/** Meilisearch when a host is configured, the in-process engine otherwise. */
export async function createSearchEngine<D extends SearchDocument>(
  definition: IndexDefinition<D>,
  options: EngineOptions = {},
): Promise<SearchEngine<D>> {
  if (!options.meiliHost) return new MemoryEngine(definition);
  // Loaded only when configured: the client is ESM-only and unused by the embedded default.
  const [{ Meilisearch }, { MeilisearchEngine }] = await Promise.all([import('meilisearch'), import('./engines/meilisearch-engine')]);
  // A server that does not answer fails the call in 5 s (a search answers 503, a write is synced again later) rather
  // than holding it. Tasks keep the client's 5 s wait: a sync may run inside a write's transaction, which must not
  // wait longer; a rebuild batch that takes more fails the connection, tried again 5 s on (the reconciliation then
  // finishes what the index lacks).
  const client = new Meilisearch({ host: options.meiliHost, apiKey: options.meiliApiKey, timeout: REQUEST_TIMEOUT_MS });
  const { current, retired } = meilisearchIndexUids(definition, options.indexPrefix ?? '');
  return new MeilisearchEngine(client, definition, current, retired);
}

/**
 * The Meilisearch index of this version of the definition (version 1 under the bare name, as before versions), and
 * those of versions before the previous one, to delete. The previous version's index is kept: during a rolling
 * deploy the instances not yet replaced still read and write it; the next version deletes it.
 */
export function meilisearchIndexUids(definition: Pick<IndexDefinition<SearchDocument>, 'name' | 'version'>, prefix: string) {
  const uid = (version: number) => (version === 1 ? `${prefix}${definition.name}` : `${prefix}${definition.name}_v${version}`);
  const retired = Array.from({ length: Math.max(0, definition.version - 2) }, (_, i) => uid(i + 1));
  return { current: uid(definition.version), retired };
}
