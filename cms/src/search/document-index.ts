import type { Core } from '@strapi/strapi';
import { createSearchEngine, type IndexDefinition, type SearchDocument, type SearchEngine } from '@cep/search';

const REBUILD_PAGE = 200;

interface DocumentIndexConfig<D extends SearchDocument, R extends { documentId: string }> {
  definition: IndexDefinition<D>;
  /** What the rebuild log calls its documents ('CVs', 'courses'). */
  noun: string;
  /** Rows of the content type, by Document Service filters, in a stable order. */
  load(filters: Record<string, unknown>, start: number, limit: number): Promise<R[]>;
  /** The rows a rebuild reads: those that may be indexed. */
  indexable: Record<string, unknown>;
  /** The one pipeline to the index: null drops the row (hidden, draft). */
  toDocument(row: R): D | null;
}

/**
 * An index kept from one content type (the CV library's, the courses'): Meilisearch when MEILI_HOST is set,
 * otherwise the in-process engine rebuilt at boot; `sync` indexes the rows given or removes those that may no
 * longer be. The document middleware calls it after each write.
 */
export function documentIndex<D extends SearchDocument, R extends { documentId: string }>(
  strapi: Core.Strapi,
  config: DocumentIndexConfig<D, R>,
) {
  let engine: SearchEngine<D> | undefined;

  function requireEngine(): SearchEngine<D> {
    if (!engine) throw new Error(`${config.definition.name} index used before bootstrap`);
    return engine;
  }

  const documents = (rows: R[]) => rows.map(config.toDocument).filter((doc): doc is D => doc !== null);

  return {
    engine: requireEngine,

    async init(): Promise<void> {
      engine = await createSearchEngine(config.definition, {
        meiliHost: process.env.MEILI_HOST,
        meiliApiKey: process.env.MEILI_MASTER_KEY,
        indexPrefix: process.env.MEILI_INDEX_PREFIX ?? 'cep_',
      });
      await engine.applySettings();
      if (engine.kind === 'embedded' || (await engine.count()) === 0) await this.rebuild();
    },

    async rebuild(): Promise<number> {
      const target = requireEngine();
      await target.clear();
      let written = 0;
      for (let start = 0; ; start += REBUILD_PAGE) {
        const rows = await config.load(config.indexable, start, REBUILD_PAGE);
        const docs = documents(rows);
        await target.upsert(docs);
        written += docs.length;
        if (rows.length < REBUILD_PAGE) break;
      }
      strapi.log.info(`[search] ${config.definition.name} index rebuilt (${target.kind}): ${written} ${config.noun}`);
      return written;
    },

    async sync(documentIds: string[]): Promise<void> {
      if (documentIds.length === 0) return;
      const docs = documents(await config.load({ documentId: { $in: documentIds } }, 0, documentIds.length));
      const kept = new Set(docs.map((doc) => doc.id));
      await requireEngine().upsert(docs);
      await requireEngine().remove(documentIds.filter((id) => !kept.has(id)));
    },

    async remove(documentIds: string[]): Promise<void> {
      await requireEngine().remove(documentIds);
    },
  };
}
