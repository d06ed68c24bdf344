import { z } from './zod';
import { addDays, isIsoDate, todayIso } from './dates';
import { formatMessage, messages } from './messages';
import { optionalText, requiredText } from './schemas/fields';

/**
 * Harvest job-dating (issue #40 item 6), as France Travail runs its harvest job fairs: an estate or a school publishes
 * a recruitment day cut into time slots, each with a capacity; a candidate books one slot from the day's page, both
 * get a calendar file, and a slot freed by a cancellation reopens.
 */

export const JOB_DATING_SLOTS_MAX = 48;
export const JOB_DATING_SLOT_MINUTES = [10, 15, 20, 30, 45, 60, 90, 120] as const;
export const JOB_DATING_CAPACITY_MAX = 50;
/** How far ahead a day may be set: a season. */
export const JOB_DATING_DAYS_AHEAD_MAX = 366;
export const JOB_DATING_PER_PAGE = 20;
/** Days past by this many are deleted with their bookings (names and phones are for the day and its follow-up). */
export const JOB_DATING_KEPT_DAYS = 30;

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
const hour = () => z.string({ error: messages.demarrageHeure }).regex(HOUR, { error: messages.demarrageHeure });
const minutesOf = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
const hourOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The organiser's form: the day, where, from when to when, cut into slots of a length, so many people each. */
export const jobDatingSchema = z
  .object({
    titre: requiredText(120),
    date: z.string({ error: messages.dateInvalide }).refine(isIsoDate, { error: messages.dateInvalide }),
    lieu: requiredText(300),
    description: optionalText(2000),
    debut: hour(),
    fin: hour(),
    dureeCreneau: z.coerce
      .number({ error: messages.nombreInvalide })
      .refine((value) => (JOB_DATING_SLOT_MINUTES as readonly number[]).includes(value), { error: messages.nombreInvalide }),
    capacite: z.coerce
      .number({ error: messages.nombreInvalide })
      .int({ error: messages.nombreInvalide })
      .min(1, { error: messages.nombreInvalide })
      .max(JOB_DATING_CAPACITY_MAX, { error: messages.nombreTropGrand }),
  })
  .superRefine((value, ctx) => {
    const today = todayIso();
    if (isIsoDate(value.date) && value.date < today) ctx.addIssue({ code: 'custom', path: ['date'], message: messages.jobDatingPassee });
    else if (isIsoDate(value.date) && value.date > addDays(today, JOB_DATING_DAYS_AHEAD_MAX))
      ctx.addIssue({ code: 'custom', path: ['date'], message: messages.jobDatingTropLoin });
    if (!HOUR.test(value.debut) || !HOUR.test(value.fin)) return;
    if (minutesOf(value.fin) <= minutesOf(value.debut))
      ctx.addIssue({ code: 'custom', path: ['fin'], message: messages.jobDatingHeureFin });
    else if (minutesOf(value.fin) - minutesOf(value.debut) < value.dureeCreneau)
      ctx.addIssue({ code: 'custom', path: ['dureeCreneau'], message: messages.jobDatingAucunCreneau });
    else if ((minutesOf(value.fin) - minutesOf(value.debut)) / value.dureeCreneau > JOB_DATING_SLOTS_MAX)
      ctx.addIssue({
        code: 'custom',
        path: ['dureeCreneau'],
        message: formatMessage('jobDatingCreneauxMax', { max: JOB_DATING_SLOTS_MAX }),
      });
  });

export type JobDatingValues = z.infer<typeof jobDatingSchema>;

/** The day's slots, from its start to its end, each `dureeCreneau` long (a last slot that would overrun is left out). */
export function jobDatingSlots(values: Pick<JobDatingValues, 'debut' | 'fin' | 'dureeCreneau'>): Array<{ debut: string; fin: string }> {
  const slots: Array<{ debut: string; fin: string }> = [];
  for (let at = minutesOf(values.debut); at + values.dureeCreneau <= minutesOf(values.fin); at += values.dureeCreneau)
    slots.push({ debut: hourOf(at), fin: hourOf(at + values.dureeCreneau) });
  return slots.slice(0, JOB_DATING_SLOTS_MAX);
}

/** « 9 h 30 » */
export const hourText = (value: string) => {
  const [h, m] = value.split(':');
  return `${Number(h)} h${m === '00' ? '' : ` ${m}`}`;
};
