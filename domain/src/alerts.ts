import { contractBySlug, contractLabel, contracts } from './offer';
import { DOMAINS, EXPERIENCE_LEVELS, ids, labelOf, STUDY_LEVELS, type Choice } from './referentials';
import { isoWeek, parisHour, parisWeekday, todayIso } from './dates';
import { queryFirst, queryList } from './query-string';
import { HARVEST_SEARCH_FLAGS, type HarvestSearchFlag } from './harvest';

/**
 * Search alerts (issue #13): what an alert holds, how it maps to and from the /offres URL, and when its
 * digest is due. The cms runs the search and keeps the record of what each alert already sent.
 */

export const ALERT_FREQUENCIES = ['quotidienne', 'hebdomadaire'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  quotidienne: 'Chaque jour',
  hebdomadaire: 'Chaque semaine (le lundi)',
};

/** Digests leave at 7:00, Paris time: before the working day, when candidates read their e-mail. */
export const DIGEST_HOUR = 7;
/**
 * How far before its last run an alert looks again: an offer validated just before a run but indexed just after
 * it (commit, index write) is found by the next run; the record of what was sent keeps it from coming twice.
 */
export const DIGEST_OVERLAP_MS = 60 * 60 * 1000;
/** Offers listed in one e-mail; the rest are one link away. */
export const DIGEST_MAX_ITEMS = 20;
/** Alerts a candidate (or an account, for CVs) may keep: enough for every search, not a way to scrape. */
export const MAX_ALERTS = 20;

/** Radius choices of /offres and of alerts on a commune, in km, and the default. */
export const RADIUS_CHOICES_KM = [10, 20, 30, 50, 100] as const;
export const DEFAULT_RADIUS_KM = 30;

/** A zone of the autocomplete (spec 02 §3): 'dep33', 'reg75', 'vil33063'. */
export const ZONE_ID = /^(dep(\d{2,3}|2[AB])|reg\d{2}|vil(\d{5}|2[AB]\d{3}))$/;

/** A candidate's alert criteria, as its form and the cms store them (spec 02 §3: keyword, zonegeo, filters). */
export interface AlertCriteria {
  motCle?: string;
  zonegeo: string[];
  rayon: number;
  contrats: number[];
  domaines: number[];
  experience: number[];
  niveaux: number[];
  vendanges: boolean;
  /** Harvest filters (issue #40): housed, fed, fetched, first season welcome. */
  saison: HarvestSearchFlag[];
  teletravail: boolean;
}

type Query = Record<string, unknown>;

const list = queryList;
const first = queryFirst;
const known = (allowed: number[]) => (values: string[]) => values.map(Number).filter((n) => allowed.includes(n));
const joined = (values: Array<string | number>) => (values.length ? values.join(',') : undefined);

/**
 * The /offres URL parameters of an alert: one `zone` list (any of its zones matches, a commune with the radius),
 * so « Voir toutes les offres » in a digest shows exactly what the alert searches.
 */
export function alertToOffersQuery(criteria: AlertCriteria): Record<string, string> {
  const query: Record<string, string | undefined> = {
    q: criteria.motCle || undefined,
    zone: joined(criteria.zonegeo),
    rayon: criteria.zonegeo.some((z) => z.startsWith('vil')) ? String(criteria.rayon) : undefined,
    contrat: joined(criteria.contrats.map((id) => contracts.find((c) => c.id === id)?.slug ?? '').filter(Boolean)),
    domaine: joined(criteria.domaines),
    experience: joined(criteria.experience),
    niveau: joined(criteria.niveaux),
    vendanges: criteria.vendanges ? '1' : undefined,
    ...Object.fromEntries(criteria.saison.map((flag) => [flag, '1'])),
    teletravail: criteria.teletravail ? '1' : undefined,
  };
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * An /offres search turned into alert criteria (`/alerte/{query}`): its words, its zones (departments, regions,
 * the commune it searches around, or a `zone` list) and its filters. The sort, the page and « publiée depuis »
 * are the page's, not the alert's: an alert is about offers to come.
 */
export function offersQueryToAlert(query: Query): AlertCriteria {
  const zones = [
    ...list(query.zone),
    ...list(query.departement).map((code) => `dep${code}`),
    ...list(query.region).map((code) => `reg${code}`),
    ...list(query.autour).map((code) => (code.startsWith('vil') ? code : `vil${code}`)),
  ].filter((zone) => ZONE_ID.test(zone));
  const rayon = Number(first(query.rayon));
  const saison = HARVEST_SEARCH_FLAGS.flatMap(({ param }) => (first(query[param]) === '1' ? [param] : []));
  return {
    motCle: first(query.q)?.slice(0, 200),
    zonegeo: [...new Set(zones)],
    rayon: (RADIUS_CHOICES_KM as readonly number[]).includes(rayon) ? rayon : DEFAULT_RADIUS_KM,
    contrats: list(query.contrat).flatMap((slug) => {
      const contract = contractBySlug(slug);
      return contract ? [contract.id as number] : [];
    }),
    domaines: known(ids(DOMAINS))(list(query.domaine)),
    experience: known(ids(EXPERIENCE_LEVELS))(list(query.experience)),
    niveaux: known(ids(STUDY_LEVELS))(list(query.niveau)),
    // A harvest flag (housed, fed…) keeps harvest offers only: the alert says so, and its form shows the flags.
    vendanges: first(query.vendanges) === '1' || saison.length > 0,
    saison,
    teletravail: first(query.teletravail) === '1',
  };
}

/** Two alerts with the same signature search the same thing (« alertepresente »): order and case do not count. */
export function alertSignature(criteria: AlertCriteria): string {
  const sorted = (values: Array<string | number>) => [...values].map(String).sort();
  return JSON.stringify([
    (criteria.motCle ?? '').trim().toLowerCase().replace(/\s+/g, ' '),
    sorted(criteria.zonegeo),
    criteria.zonegeo.some((z) => z.startsWith('vil')) ? criteria.rayon : 0,
    sorted(criteria.contrats),
    sorted(criteria.domaines),
    sorted(criteria.experience),
    sorted(criteria.niveaux),
    criteria.vendanges,
    criteria.teletravail,
    // Last, so that the signatures of alerts saved before issue #40 (no harvest filter) stay what they were.
    ...(criteria.saison.length ? [sorted(criteria.saison)] : []),
  ]);
}

/** When an alert's digest was last worked out (its high-water mark), and how often it is sent. */
export interface DigestSchedule {
  frequence: AlertFrequency;
  /** Harvest alerts: offers fill in days, so a daily harvest alert goes out every hour there is something new. */
  vendanges: boolean;
  dernierPassage: Date;
}

/**
 * Whether an alert's digest is due at `now` (the job runs every hour): a daily alert once a day from 7:00 Paris
 * time, a weekly one once an ISO week from Monday 7:00, a daily harvest alert every run. A missed run is caught
 * up by the next one.
 */
export function digestDue(schedule: DigestSchedule, now: Date): boolean {
  if (schedule.frequence === 'quotidienne' && schedule.vendanges) return true;
  const morning = parisHour(now) >= DIGEST_HOUR;
  if (schedule.frequence === 'quotidienne') return morning && todayIso(now) !== todayIso(schedule.dernierPassage);
  return (morning || parisWeekday(now) !== 1) && isoWeek(now) !== isoWeek(schedule.dernierPassage);
}

/**
 * The publication (or visibility) time from which a run looks for new items: its last run less the overlap, never
 * before the alert existed (what was there already, the candidate has seen).
 */
export function digestWindowStart(createdAt: Date, lastRun: Date): number {
  return Math.max(createdAt.getTime(), lastRun.getTime() - DIGEST_OVERLAP_MS);
}

/** The name of an alert, made from its criteria (« caviste · Gironde (33) · CDI »), what its e-mails are titled. */
export function alertLabel(criteria: AlertCriteria, zoneNames: string[]): string {
  const labels = (values: number[], choices: readonly Choice[]) => values.map((id) => labelOf(choices, id)).filter(Boolean);
  const parts = [
    criteria.motCle ?? '',
    zoneNames.join(', '),
    criteria.contrats.map((id) => contractLabel(id)).join(', '),
    [
      ...labels(criteria.domaines, DOMAINS),
      ...labels(criteria.experience, EXPERIENCE_LEVELS),
      ...labels(criteria.niveaux, STUDY_LEVELS),
    ].join(', '),
    criteria.vendanges ? 'Vendanges' : '',
    HARVEST_SEARCH_FLAGS.filter(({ param }) => criteria.saison.includes(param))
      .map(({ label }) => label)
      .join(', '),
    criteria.teletravail ? 'Télétravail' : '',
  ].filter(Boolean);
  const label = parts.join(' · ');
  return label.length > 300 ? `${label.slice(0, 299)}…` : label;
}
