import type { z } from 'zod';

/** Field → first French message, the error map the spec's forms read (spec 01 §7). Nested paths join with dots. */
export type FieldErrors = Record<string, string>;

export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    // An unknown field is reported under its own name, so the caller sees which one was refused.
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) errors[path.map(String).join('.') || '_form'] ??= issue.message;
  }
  return errors;
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Runs a schema and returns either the data or the field-error map; never throws on bad input. */
export function parseForm<T>(schema: z.ZodType<T>, input: unknown): ParseResult<T> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: toFieldErrors(result.error) };
}

/**
 * The fields a form must fill, read from its schema: a field whose own schema refuses an empty value (missing, or
 * an empty string). What a schema requires only in some cases (a school's photo, a billing block) is left to the
 * error after submitting. Forms mark these fields (issue #17 item 3).
 */
export function requiredKeys(schema: z.ZodType): Set<string> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return new Set();
  return new Set(Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success && !shape[key]!.safeParse('').success));
}
