/**
 * The password rules of spec 01 §5, without the schema (zod): the entry `@cep/domain/password-rules` lets the
 * browser's form kit draw them.
 */
export const PASSWORD_MIN_LENGTH = 12;
/** The rule list shown under password fields (spec 01 §5); each rule turns red when it fails. */
export const passwordRules = [
  { key: 'length', label: `${PASSWORD_MIN_LENGTH} caractères minimum`, test: (v: string) => v.length >= PASSWORD_MIN_LENGTH },
  { key: 'upper', label: 'Une lettre majuscule', test: (v: string) => /\p{Lu}/u.test(v) },
  { key: 'lower', label: 'Une lettre minuscule', test: (v: string) => /\p{Ll}/u.test(v) },
  { key: 'digit', label: 'Un chiffre', test: (v: string) => /\d/.test(v) },
  { key: 'special', label: 'Un caractère spécial', test: (v: string) => /[^\p{L}\d\s]/u.test(v) },
] as const;

export type PasswordRuleKey = (typeof passwordRules)[number]['key'];

/** Keys of the rules a candidate password breaks, in display order. */
export function failedPasswordRules(value: string): PasswordRuleKey[] {
  return passwordRules.filter((rule) => !rule.test(value)).map((rule) => rule.key);
}
