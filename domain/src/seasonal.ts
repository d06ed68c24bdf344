import { z } from './zod';
import { checkbox } from './schemas/fields';

/**
 * « Mes saisonniers », the re-hire list (issue #40 item 5): once the harvest has begun, the estate says how each
 * worker it preselected did, and whether it wants them back; next season it invites the ones it wants to a new
 * harvest offer, and they apply in one click. The list is the account's alone (no shared blacklist), the worker sees
 * what was recorded about them, and an entry goes two years after its last season.
 */

/** How a season went, as the estate records it. */
export const SEASON_OUTCOMES = ['saison-complete', 'parti-avant-la-fin', 'pas-venu'] as const;
export type SeasonOutcome = (typeof SEASON_OUTCOMES)[number];

export const SEASON_OUTCOME_LABELS: Record<SeasonOutcome, string> = {
  'saison-complete': 'Présent toute la saison',
  'parti-avant-la-fin': 'Parti avant la fin',
  'pas-venu': 'Ne s’est pas présenté',
};

/** The CNIL's recruiting guidance: two years after the last contact, here the last season recorded. */
export const SEASONAL_RETENTION_YEARS = 2;
export const SEASONAL_PER_PAGE = 20;
/** Workers a season review lists per page (an estate may preselect hundreds). */
export const SEASON_REVIEW_PER_PAGE = 50;
/** Workers invited in one send, and seasons kept per worker (a list, not an archive). */
export const SEASONAL_INVITE_MAX = 50;
export const SEASONAL_SEASONS_MAX = 10;
/** How long a re-hire invitation's one-click link applies (the offer must also still be online). */
export const REHIRE_LINK_DAYS = 30;

const id = z.string().regex(/^[A-Za-z0-9]{1,64}$/);

/** The estate's mark for one preselected application of the offer. */
export const seasonMarkSchema = z.object({
  candidature: id,
  bilan: z.enum(SEASON_OUTCOMES),
  aReprendre: checkbox(),
});
export type SeasonMarkValues = z.infer<typeof seasonMarkSchema>;

/** « Inviter »: the chosen workers and the new harvest offer. */
export const seasonalInviteSchema = z.object({
  offre: id,
  saisonniers: z.array(id).max(SEASONAL_INVITE_MAX),
});

/** The last day an entry is kept: two years after the day of its last season's mark. */
export function seasonalExpiry(markedDay: string): string {
  const [y, m, d] = markedDay.split('-').map(Number) as [number, number, number];
  // 29 February two years on is 1 March (Date rolls over): a day late rather than early.
  return new Date(Date.UTC(y + SEASONAL_RETENTION_YEARS, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * Whether the season's review is open: once the harvest has begun (the confirmed start's day, or the window's first
 * day) or the offer has left the site — a worker who left on the second day is recorded that week, not in October.
 */
export function seasonReviewOpen(input: { today: string; online: boolean; demarrage: string | null; debutAuPlusTot: string | null }) {
  if (!input.online) return true;
  const begins = input.demarrage ?? input.debutAuPlusTot;
  return begins !== null && begins <= input.today;
}
