import type { ApplicationStatus } from './constants';

/** What candidates and recruiters read for each status (spec 02 §4: 0 new, 1 preselected, 2 not retained). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  0: 'Nouvelle',
  1: 'Présélectionnée',
  2: 'Non retenue',
};

export function isApplicationStatus(value: number): value is ApplicationStatus {
  return value === 0 || value === 1 || value === 2;
}

/** Page sizes of the candidate's and the recruiter's lists (decided). */
export const APPLICATIONS_PER_PAGE = { candidat: 10, recruteur: 20 } as const;

/**
 * A candidate may chase an application up once, seven days after applying, while the recruiter has not
 * answered (status 0): sooner reads as pressure, later the offer is often filled (docs/decisions.md).
 */
export const CHASE_UP_DELAY_DAYS = 7;

/**
 * Applications of candidates who were not hired are kept at most two years after the last contact (CNIL,
 * recruiting guidance), then anonymised by the scheduled purge.
 */
export const APPLICATION_RETENTION_MONTHS = 24;

const DAY = 24 * 60 * 60 * 1000;

export interface ChaseUp {
  date: string | null;
  possible: boolean;
  possibleLe: string | null;
}

/** Whether the chase-up button shows, and from when. */
export function chaseUp(
  application: { date: string; statut: number; relanceLe: string | null; retiree: boolean },
  now: Date = new Date(),
): ChaseUp {
  if (application.relanceLe) return { date: application.relanceLe, possible: false, possibleLe: null };
  if (application.statut !== 0 || application.retiree) return { date: null, possible: false, possibleLe: null };
  const from = new Date(new Date(application.date).getTime() + CHASE_UP_DELAY_DAYS * DAY);
  return { date: null, possible: now >= from, possibleLe: from.toISOString() };
}

/** The date after which an application's personal data is purged. */
export function retentionLimit(now: Date = new Date()): Date {
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - APPLICATION_RETENTION_MONTHS);
  return limit;
}
