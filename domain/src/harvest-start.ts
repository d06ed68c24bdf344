import { z } from './zod';
import { addDays, isIsoDate, todayIso } from './dates';
import { formatCalendarDay } from './format';
import { messages } from './messages';
import { optionalText, requiredText } from './schemas/fields';

/**
 * The start of a harvest, confirmed (issue #40 item 2): picking starts when the grapes are ready, so the estate
 * says the day, the hour and the meeting place once it knows them, and each worker it preselected answers « Je serai
 * là » or « Je ne peux plus venir » from a signed link, without logging in. Moving the start asks everyone again.
 */

/** What a worker answers; no row, or `null`, is « sans réponse ». */
export const START_ANSWERS = ['present', 'absent'] as const;
export type StartAnswer = (typeof START_ANSWERS)[number];

/** The two buttons of the confirmation page, and what the headcount calls each answer. */
export const START_ANSWER_LABELS: Record<StartAnswer, string> = {
  present: 'Je serai là',
  absent: 'Je ne peux plus venir',
};

/** A chase-up reaches a worker at most this often (a reminder an hour after another is noise, and costs trust). */
export const START_CHASE_INTERVAL_HOURS = 12;

/** How far ahead a start may be set: a season, not a plan for next year. */
export const START_DAYS_AHEAD_MAX = 366;

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The recruiter's form: a day from today on, an hour, where to meet and, optionally, what to bring. */
export const harvestStartSchema = z
  .object({
    date: z.string({ error: messages.dateInvalide }).refine(isIsoDate, { error: messages.dateInvalide }),
    heure: z.string({ error: messages.demarrageHeure }).regex(HOUR, { error: messages.demarrageHeure }),
    lieu: requiredText(300),
    aApporter: optionalText(1000),
  })
  .superRefine((value, ctx) => {
    const today = todayIso();
    if (!isIsoDate(value.date)) return;
    if (value.date < today) ctx.addIssue({ code: 'custom', path: ['date'], message: messages.demarragePasse });
    else if (value.date > addDays(today, START_DAYS_AHEAD_MAX))
      ctx.addIssue({ code: 'custom', path: ['date'], message: messages.dateInvalide });
  });

export type HarvestStartValues = z.infer<typeof harvestStartSchema>;

/**
 * Until when a worker's link answers: the end of the start's day in Paris, as a Unix time in seconds (a few hours
 * beyond midnight UTC cover Paris's offset in summer and winter alike: `+ 1 day` at 00:00 UTC is 01:00 or 02:00 in
 * Paris, never earlier than the day's end there).
 */
export const startLinkExpiry = (day: string): number => Date.parse(`${addDays(day, 1)}T00:00:00Z`) / 1000;

/** « samedi 12 septembre 2027 à 7 h 30 » */
export function startMomentText(day: string, hour: string): string {
  const [h, m] = hour.split(':');
  return `${formatCalendarDay(day, 'full')} à ${Number(h)} h${m === '00' ? '' : ` ${m}`}`;
}

/** The headcount's three figures. */
export interface StartCounts {
  presents: number;
  absents: number;
  sansReponse: number;
}

/** « 12 présents · 3 absents · 20 sans réponse » */
export function startCountsText(counts: StartCounts): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
  return [
    plural(counts.presents, 'présent', 'présents'),
    plural(counts.absents, 'absent', 'absents'),
    `${counts.sansReponse} sans réponse`,
  ].join(' · ');
}
