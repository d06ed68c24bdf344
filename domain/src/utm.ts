import { plainUtmValue, UTM_KEY, UTM_MAX_PAIRS, UTM_VALUE_MAX } from './utm-pairs';
import { z } from './zod';

const pair = z.object({
  key: z.string().regex(UTM_KEY),
  value: z.string().max(UTM_VALUE_MAX).transform(plainUtmValue),
});

/**
 * When the visitor arrived: the spec's « utm_date timestamp » (milliseconds, or seconds) or an ISO date, as the
 * site sends it (issue #38: a timestamp in milliseconds was refused); null when it is none of them.
 */
export function utmDate(value: string): Date | null {
  if (/^\d+$/.test(value)) {
    // Digits: a timestamp in milliseconds (13) or in seconds (10); any other length is not a date.
    if (value.length !== 13 && value.length !== 10) return null;
    return new Date(Number(value) * (value.length === 10 ? 1000 : 1));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `POST /utm-stockage-campagne`'s body: the pairs, `utm_date` (when the visitor arrived) among them, kept as an ISO date. */
export const utmTouchSchema = z
  .array(pair)
  .min(2)
  .max(UTM_MAX_PAIRS + 1)
  .refine((pairs) => pairs.some((p) => p.key === 'utm_date' && utmDate(p.value) !== null), { path: [0] })
  .refine((pairs) => pairs.some((p) => p.key !== 'utm_date'), { path: [0] })
  .refine((pairs) => new Set(pairs.map((p) => p.key)).size === pairs.length, { path: [0] })
  .transform((pairs) => pairs.map((p) => (p.key === 'utm_date' ? { ...p, value: utmDate(p.value)?.toISOString() ?? p.value } : p)));
export type UtmTouch = z.infer<typeof utmTouchSchema>;

/**
 * What a sign-up, a contact message or an order carries: the first campaign of the visit and the last one.
 * A form never fails on it: an invalid campaign is dropped (`campaignOf`).
 */
export const campaignSchema = z.object({ premiere: utmTouchSchema, derniere: utmTouchSchema });
export type Campaign = z.infer<typeof campaignSchema>;

/** The campaign a form sent (an object, or its JSON text), or null when it sent none or a malformed one. */
export function campaignOf(value: unknown): Campaign | null {
  let data = value;
  if (typeof value === 'string') {
    if (value.length > 8000) return null;
    try {
      data = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = campaignSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** One line for staff: « newsletter / email / vendanges-2026 » (source / medium / campaign). */
export function campaignLabel(touch: UtmTouch | undefined): string {
  if (!touch) return '';
  const value = (key: string) => touch.find((p) => p.key === key)?.value;
  return [value('utm_source'), value('utm_medium'), value('utm_campaign')].filter(Boolean).join(' / ');
}
