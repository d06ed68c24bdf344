/**
 * The in-process search engine keeps its index in the instance's memory. On SQLite there is one instance; on
 * PostgreSQL there may be several, each with its own index: the same search alternated 0 and 1 results behind a
 * proxy, and an alert digest run on an instance that missed a change skipped an offer for good (issue #37 item 4).
 * Such a setup refuses to start unless the operator says it runs one instance.
 */
export function searchSplitRefusal(env: NodeJS.ProcessEnv): string | null {
  if (env.DATABASE_CLIENT !== 'postgres' || env.MEILI_HOST || env.CEP_SINGLE_INSTANCE === 'true') return null;
  return 'Refusing to start: PostgreSQL with the in-process search engine gives each cms instance its own index. Set MEILI_HOST (Meilisearch), or CEP_SINGLE_INSTANCE=true if only one instance runs.';
}
