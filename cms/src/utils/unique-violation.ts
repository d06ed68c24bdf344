/** A second row for the same key: a unique index refused it, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      code === '23505' ||
      code === 'SQLITE_CONSTRAINT_UNIQUE' ||
      (typeof message === 'string' && /unique constraint|UNIQUE constraint failed|duplicate key/i.test(message))
    )
      return true;
  }
  return false;
}
