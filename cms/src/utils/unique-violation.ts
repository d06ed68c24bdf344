import { fieldOf } from './field-of';

/** Strapi's entity validator's words when a `unique: true` attribute's value is already taken. */
const UNIQUE_ATTRIBUTE_TAKEN = 'This attribute must be unique';

/** The validator's details name a taken unique attribute. */
function namesTakenAttribute(details: unknown): boolean {
  const errors = fieldOf(details, 'errors');
  return Array.isArray(errors) && errors.some((detail: unknown) => fieldOf(detail, 'message') === UNIQUE_ATTRIBUTE_TAKEN);
}

/**
 * A second row for the same key: a unique index refused it, on SQLite or PostgreSQL — or, when the first row was
 * committed just before, the Document Service's validator saw it and refused first (a ValidationError, which a race
 * of two requests meets one time in many).
 */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && typeof e === 'object' && !seen.has(e); e = fieldOf(e, 'cause')) {
    seen.add(e);
    const [code, message, name] = [fieldOf(e, 'code'), fieldOf(e, 'message'), fieldOf(e, 'name')];
    if (
      code === '23505' ||
      code === 'SQLITE_CONSTRAINT_UNIQUE' ||
      (typeof message === 'string' && /unique constraint|UNIQUE constraint failed|duplicate key/i.test(message))
    )
      return true;
    if (name === 'ValidationError' && namesTakenAttribute(fieldOf(e, 'details'))) return true;
  }
  return false;
}
