/**
 * A field of a value whose shape no type promises (what a driver, a parser or Strapi threw; a body; a JSON column),
 * read without asserting one: `undefined` when the value has no such field.
 */
export const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null && field in value ? Reflect.get(value, field) : undefined;

/** The element of `choices` equal to `value`, typed as the choices are: an outside value narrowed without a cast. */
export const oneOf = <T>(choices: readonly T[], value: unknown): T | undefined => choices.find((choice) => choice === value);
