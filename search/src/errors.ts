/**
 * The engine cannot answer now (Meilisearch unreachable, timed out or failing, or not yet reached since boot): the
 * request is right and may be tried again. The cms answers it with a French 503; a write it interrupted is recorded
 * and synced again later.
 */
export class SearchUnavailableError extends Error {
  override readonly name = 'SearchUnavailableError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export function isSearchUnavailable(error: unknown): error is SearchUnavailableError {
  return (error as { name?: unknown } | null)?.name === 'SearchUnavailableError';
}

/** The engine took a write and refused it (a failed Meilisearch task: a document it will not take). */
export class SearchWriteRefusedError extends Error {
  override readonly name = 'SearchWriteRefusedError';
}

export function isSearchWriteRefused(error: unknown): error is SearchWriteRefusedError {
  return (error as { name?: unknown } | null)?.name === 'SearchWriteRefusedError';
}
