import { plainUtmValue, UTM_KEY, UTM_MAX_PAIRS, UTM_VALUE_MAX } from './utm-pairs';
import { z } from './zod';

const pair = z.object({
  key: z.string().regex(UTM_KEY),
  value: z.string().max(UTM_VALUE_MAX).transform(plainUtmValue),
});

/** `POST /utm-stockage-campagne`'s body: the pairs, `utm_date` (when the visitor arrived) among them. */
export const utmTouchSchema = z
  .array(pair)
  .min(2)
  .max(UTM_MAX_PAIRS + 1)
  .refine((pairs) => pairs.some((p) => p.key === 'utm_date' && !Number.isNaN(Date.parse(p.value))), { path: [0] })
  .refine((pairs) => pairs.some((p) => p.key !== 'utm_date'), { path: [0] })
  .refine((pairs) => new Set(pairs.map((p) => p.key)).size === pairs.length, { path: [0] });
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
