/*
 * Strapi's generated types leave JSON columns untyped. Cep's JSON columns hold lists (codes, ids, languages: an
 * offer's step 1, a CV, a course, an alert's criteria); these read them back with their element type, whichever
 * feature owns the column.
 */
export const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
export const numberList = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
export const languageList = (value: unknown): Array<{ langue: number; niveau: number }> =>
  Array.isArray(value)
    ? value.flatMap((v) =>
        v && typeof v === 'object' && 'langue' in v && 'niveau' in v ? [{ langue: Number(v.langue), niveau: Number(v.niveau) }] : [],
      )
    : [];
/** A datetime column as the ISO string the API answers. */
export const isoDate = (value: Date | string | null | undefined): string | null =>
  value instanceof Date ? value.toISOString() : (value ?? null);
