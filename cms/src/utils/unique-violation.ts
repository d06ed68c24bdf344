/** Strapi's entity validator's words when a `unique: true` attribute's value is already taken. */
const UNIQUE_ATTRIBUTE_TAKEN = 'This attribute must be unique';

type ErrorLike = { code?: unknown; message?: unknown; name?: unknown; details?: { errors?: Array<{ message?: unknown }> } };

/**
 * A second row for the same key: a unique index refused it, on SQLite or PostgreSQL — or, when the first row was
 * committed just before, the Document Service's validator saw it and refused first (a ValidationError, which a race
 * of two requests meets one time in many).
 */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, message, name, details } = e as ErrorLike;
    if (
      code === '23505' ||
      code === 'SQLITE_CONSTRAINT_UNIQUE' ||
      (typeof message === 'string' && /unique constraint|UNIQUE constraint failed|duplicate key/i.test(message))
    )
      return true;
    if (name === 'ValidationError' && details?.errors?.some((detail) => detail.message === UNIQUE_ATTRIBUTE_TAKEN)) return true;
  }
  return false;
}
