import { z } from './zod';
import { isIsoDate } from './dates';
import { formatCalendarDay } from './format';
import { messages } from './messages';
import { regionName, REGIONS } from './places';
import { boundedList, checkbox, emptyToUndefined, optionalText } from './schemas/fields';

/**
 * A worker's harvest availability, stated once on the CV (issue #40 item 3) and sent with each harvest application:
 * when (up to three periods), where (regions, or a radius around a commune), whether they bring their own lodging
 * (a tent, a van) or a vehicle, and how many seasons they have done.
 */

export const AVAILABILITY_PERIODS_MAX = 3;
export const AVAILABILITY_RADII_KM = [20, 50, 100, 200] as const;
export const AVAILABILITY_SEASONS_MAX = 60;

const REGION_CODES = REGIONS.map((region) => region.code);
const day = z.string({ error: messages.dateInvalide }).refine(isIsoDate, { error: messages.dateInvalide });

const period = z
  .object({ du: day, au: day })
  .refine((p) => !isIsoDate(p.du) || !isIsoDate(p.au) || p.au >= p.du, { path: ['au'], error: messages.sessionDateFin });

export const harvestAvailabilitySchema = z
  .object({
    periodes: boundedList(period, AVAILABILITY_PERIODS_MAX).default([]),
    regions: boundedList(
      z.string().refine((code) => REGION_CODES.includes(code), { error: messages.champObligatoire }),
      REGION_CODES.length,
    ).default([]),
    /** The commune (its INSEE code) around which the worker can go, and how far. */
    commune: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[0-9][0-9AB][0-9]{3}$/, { error: messages.disponibiliteCommune })
        .optional(),
    ),
    /** Its name, written by the cms from its own list of communes when it keeps the availability. */
    communeNom: optionalText(100),
    rayonKm: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: messages.champObligatoire })
        .refine((km) => (AVAILABILITY_RADII_KM as readonly number[]).includes(km), { error: messages.champObligatoire })
        .optional(),
    ),
    logementPropre: checkbox(),
    vehicule: checkbox(),
    saisons: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: messages.nombreInvalide })
        .int({ error: messages.nombreInvalide })
        .min(0, { error: messages.nombreInvalide })
        .max(AVAILABILITY_SEASONS_MAX, { error: messages.nombreTropGrand })
        .optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.rayonKm !== undefined && !value.commune)
      ctx.addIssue({ code: 'custom', path: ['commune'], message: messages.champObligatoire });
    if (value.commune && value.rayonKm === undefined)
      ctx.addIssue({ code: 'custom', path: ['rayonKm'], message: messages.champObligatoire });
  });

export type HarvestAvailability = z.infer<typeof harvestAvailabilitySchema>;

/** Whether anything is stated (an empty form clears the availability). */
export const hasAvailability = (v: HarvestAvailability) =>
  v.periodes.length > 0 || v.regions.length > 0 || Boolean(v.commune) || v.logementPropre || v.vehicule || v.saisons !== undefined;

/** A stored availability read back, or null (none, or a shape that no longer holds). */
export function readAvailability(value: unknown): HarvestAvailability | null {
  if (!value || typeof value !== 'object') return null;
  const parsed = harvestAvailabilitySchema.safeParse(value);
  return parsed.success && hasAvailability(parsed.data) ? parsed.data : null;
}

const shortDay = (iso: string) => formatCalendarDay(iso).replace(/ \d{4}$/, '');

/**
 * What a recruiter reads of it, in a few words: « du 8 septembre au 30 septembre · Nouvelle-Aquitaine, Occitanie · à 50 km
 * de Pauillac · logement personnel (tente, camping-car) · véhiculé · 3 saisons de vendanges ».
 */
export function availabilityText(v: HarvestAvailability): string {
  const parts: string[] = [];
  if (v.periodes.length) parts.push(v.periodes.map((p) => `du ${shortDay(p.du)} au ${shortDay(p.au)}`).join(', '));
  if (v.regions.length) parts.push(v.regions.map((code) => regionName(code) ?? code).join(', '));
  if (v.commune && v.rayonKm) parts.push(`à ${v.rayonKm} km de ${v.communeNom ?? v.commune}`);
  if (v.logementPropre) parts.push('logement personnel (tente, camping-car)');
  if (v.vehicule) parts.push('véhiculé');
  if (v.saisons !== undefined)
    parts.push(v.saisons === 0 ? 'première saison' : `${v.saisons} saison${v.saisons > 1 ? 's' : ''} de vendanges`);
  return parts.join(' · ');
}
