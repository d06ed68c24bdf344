import { z } from '../zod';
import { COMPANY_CREATION_YEAR_MIN, DECIMAL_COLUMN_MAX, EMAIL_MAX_LENGTH, INTEGER_COLUMN_MAX } from '../constants';
import { formatMessage, messages } from '../messages';
import { FRANCE, isKnownCountry, isVatNumber } from '../vat';

/** Building blocks shared by the form schemas. Every message is the catalogue's. */

/** A field's own message (the spec gives some) also covers its length; otherwise « Ce texte est trop long. ». */
/** A form's empty value ('' or null) is a missing one, so `.optional()` applies. */
export const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const requiredText = (max = 255, message: string = messages.champObligatoire) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: message === messages.champObligatoire ? messages.texteTropLong : message });

export const optionalText = (max = 255) =>
  z
    .string({ error: messages.texteTropLong })
    .trim()
    .max(max, { error: messages.texteTropLong })
    .optional()
    .transform((v) => (v ? v : undefined));

/** The length is checked first and alone: a 100 KB address gets its own French message, not the e-mail pattern's. */
export const emailField = (message: string = messages.emailInvalide) =>
  z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: messages.emailTropLong, abort: true })
    .toLowerCase()
    .pipe(z.email({ error: message }));

/** 10 digits; spaces, dots and dashes typed between them are ignored (spec 02 §9). */
export const phoneField = () =>
  z
    .string({ error: messages.telephoneInvalide })
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(/^\d{10}$/, { error: messages.telephoneInvalide }));

/**
 * A harvest worker's phone (issue #41): a French number of 10 digits, or their own country's in the international
 * format (+34 612 345 678, or 0034…), which is all many of them carry.
 */
export const workerPhoneField = () =>
  z
    .string({ error: messages.telephoneTravailleurInvalide })
    .transform((v) => v.replace(/[\s.\-()]/g, '').replace(/^00/, '+'))
    .pipe(z.string().regex(/^(\d{10}|\+[1-9]\d{7,14})$/, { error: messages.telephoneTravailleurInvalide }));

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

/** A country of the forms' list (ISO 3166-1 alpha-2), France when left empty; another answer is refused in French. */
export const countryField = (message: string = messages.filialePays) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .default(FRANCE)
    .refine((v) => isKnownCountry(v), { error: message });

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

/** An amount (pay, fees): stored in a decimal(10, 2) column. */
export const positiveNumber = (max: number = DECIMAL_COLUMN_MAX) =>
  z.coerce
    .number({ error: messages.nombreInvalide })
    .finite({ error: messages.nombreInvalide })
    .min(0, { error: messages.nombreInvalide })
    .max(max, { error: messages.nombreTropGrand });

/** A count stored in an integer column (a duration, a number of years): a positive whole number. */
export const positiveInteger = (max: number = INTEGER_COLUMN_MAX) =>
  z.coerce
    .number({ error: messages.nombreInvalide })
    .int({ error: messages.nombreInvalide })
    .positive({ error: messages.nombreInvalide })
    .max(max, { error: messages.nombreTropGrand });

/** A list of choices can hold each choice once at most. */
export const boundedList = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, { error: messages.listeTropLongue });

/** Strips markup and spaces: is there any text left in this rich text? */
export function hasText(html: string | undefined): boolean {
  return Boolean(
    html
      ?.replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .trim(),
  );
}
