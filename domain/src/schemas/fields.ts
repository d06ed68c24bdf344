import { z } from 'zod';
import { COMPANY_CREATION_YEAR_MIN } from '../constants';
import { formatMessage, messages } from '../messages';
import { isVatNumber } from '../vat';

/** Building blocks shared by the form schemas. Every message is the catalogue's. */

export const requiredText = (max = 255, message: string = messages.champObligatoire) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const emailField = (message: string = messages.emailInvalide) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }));

/** 10 digits; spaces, dots and dashes typed between them are ignored (spec 02 §9). */
export const phoneField = () =>
  z
    .string({ error: messages.telephoneInvalide })
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{10}$/, { error: messages.telephoneInvalide }));

export const optionalPhoneField = () =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.replace(/[\s.-]/g, '') : undefined))
    .pipe(
      z
        .string()
        .regex(/^\d{10}$/, { error: messages.telephoneInvalide })
        .optional(),
    );

export const postalCodeField = () =>
  z
    .string({ error: messages.filialeCodePostal })
    .trim()
    .regex(/^\d{5}$/, { error: messages.filialeCodePostal });

/** Letters (accents included), spaces, hyphens and apostrophes only (spec 02 §5). */
export const CITY_PATTERN = /^[\p{L}][\p{L}\s'’-]*$/u;
export const cityField = () => z.string({ error: messages.filialeVille }).trim().regex(CITY_PATTERN, { error: messages.filialeVille });

export const urlField = () =>
  z
    .string({ error: messages.urlInvalide })
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: messages.urlInvalide }));

export const siretField = () =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.replace(/\s/g, '') : undefined))
    .pipe(
      z
        .string()
        .regex(/^\d{14}$/, { error: messages.siretInvalide })
        .optional(),
    );

export const vatNumberField = () =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.replace(/\s/g, '').toUpperCase() : undefined))
    .refine((v) => v === undefined || isVatNumber(v), { error: messages.tvaInvalide });

/** A year between 1900 and the current year (spec 01 §3). */
export const creationYearField = (now: Date = new Date()) => {
  const max = now.getFullYear();
  const message = formatMessage('anneeCreation', { annee: max });
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(COMPANY_CREATION_YEAR_MIN, { error: message })
    .max(max, { error: message });
};

/** HTML checkboxes send 'on', '1' or 'true'; JSON sends booleans. */
export const checkbox = () =>
  z
    .union([z.boolean(), z.literal('on'), z.literal('1'), z.literal('true'), z.literal('0'), z.literal('false'), z.literal('')])
    .optional()
    .transform((v) => v === true || v === 'on' || v === '1' || v === 'true');

export const positiveNumber = () =>
  z.coerce.number({ error: messages.nombreInvalide }).finite({ error: messages.nombreInvalide }).min(0, { error: messages.nombreInvalide });

/** Strips markup and spaces: is there any text left in this rich text? */
export function hasText(html: string | undefined): boolean {
  return Boolean(
    html
      ?.replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .trim(),
  );
}
