import { z } from './zod';
import { daysBetween, isIsoDate, todayIso } from './dates';
import { formatEuros } from './format';
import { CONTRACTS_WITH_DURATION, INTERNSHIP_CONTRACTS, type ContractId } from './offer';
import { formatMessage, messages } from './messages';
import { boundedList, checkbox, emptyToUndefined, optionalText } from './schemas/fields';

/**
 * What a picker needs to know of a harvest offer (issue #40 item 1): when it starts (a window, since picking starts
 * when the grapes are ready), for how long, how many are hired, for which job, and whether they are housed, fed
 * and fetched. Stored as the offer's `vendanges` column; checked here for the form, the cms and the alerts alike.
 */

/** The jobs of a harvest team. */
export const HARVEST_JOBS = [
  { key: 'coupeur', label: 'Coupeur·euse' },
  { key: 'porteur', label: 'Porteur·euse' },
  { key: 'trieur', label: 'Trieur·euse' },
  { key: 'conducteur', label: 'Conducteur·rice de machine à vendanger' },
  { key: 'tractoriste', label: 'Tractoriste' },
  { key: 'cave', label: 'Cave et pressoir' },
  { key: 'chef-equipe', label: 'Chef·fe d’équipe' },
  { key: 'cuisine', label: 'Cuisine' },
] as const;
export type HarvestJob = (typeof HARVEST_JOBS)[number]['key'];

export const HARVEST_HOUSING = [
  { key: 'sur-place', label: 'Logement sur place' },
  { key: 'camping', label: 'Emplacement de camping' },
  { key: 'aucun', label: 'Pas de logement' },
] as const;
export type HarvestHousing = (typeof HARVEST_HOUSING)[number]['key'];

export const HARVEST_MEALS = [
  { key: 'dejeuner', label: 'Déjeuner' },
  { key: 'diner', label: 'Dîner' },
] as const;
export type HarvestMeal = (typeof HARVEST_MEALS)[number]['key'];

export const HARVEST_TRANSPORT = [
  { key: 'ramassage', label: 'Point de ramassage' },
  { key: 'navette-gare', label: 'Navette depuis une gare' },
  { key: 'aucun', label: 'Pas de transport' },
] as const;
export type HarvestTransport = (typeof HARVEST_TRANSPORT)[number]['key'];

const keysOf = <T extends ReadonlyArray<{ key: string }>>(list: T) =>
  list.map((item) => item.key) as [T[number]['key'], ...T[number]['key'][]];

/**
 * The gross hourly minimum wage, by the day it took effect. Farm work has no minimum of its own in France: the SMIC
 * applies (docs/decisions.md). A revaluation adds a row; an offer is checked against the one in force on its
 * earliest start.
 */
export const HOURLY_MINIMUM_WAGE: ReadonlyArray<{ from: string; euros: number }> = [
  { from: '2024-11-01', euros: 11.88 },
  { from: '2026-01-01', euros: 12.02 },
];

/** The minimum in force on a day ('YYYY-MM-DD'); before the first row, the first row's. */
export function hourlyMinimumWage(day: string): number {
  let euros = HOURLY_MINIMUM_WAGE[0]!.euros;
  for (const row of HOURLY_MINIMUM_WAGE) if (row.from <= day) euros = row.euros;
  return euros;
}

/** A window wider than this is not a provisional start but two seasons. */
export const HARVEST_WINDOW_MAX_DAYS = 60;
export const HARVEST_DAYS_MAX = 120;
export const HARVEST_POSITIONS_MAX = 2000;
/** From 16 with the usual rules for minors; 14–15 only in school holidays, which an estate states itself. */
export const HARVEST_AGE_MIN = 14;
export const HARVEST_AGE_MAX = 25;

const day = () =>
  z.preprocess(emptyToUndefined, z.string({ error: messages.dateInvalide }).refine(isIsoDate, { error: messages.dateInvalide }).optional());
const count = (min: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: messages.nombreInvalide })
      .int({ error: messages.nombreInvalide })
      .min(min, { error: messages.nombreInvalide })
      .max(max, { error: messages.nombreTropGrand })
      .optional(),
  );
const choice = <T extends [string, ...string[]]>(keys: T) =>
  z.preprocess(emptyToUndefined, z.enum(keys, { error: messages.champObligatoire }).optional());

/** Every field, each optional: a draft keeps what is typed; `harvestPublicationIssues` says what publication needs. */
export const harvestDetailsSchema = z.object({
  /** The window as the estate says it (« autour du 10 septembre »), shown before the dates. */
  fenetre: optionalText(80),
  debutAuPlusTot: day(),
  debutAuPlusTard: day(),
  dureeJours: count(1, HARVEST_DAYS_MAX),
  postes: count(1, HARVEST_POSITIONS_MAX),
  postesPourvus: count(0, HARVEST_POSITIONS_MAX),
  metiers: boundedList(z.enum(keysOf(HARVEST_JOBS), { error: messages.champObligatoire }), HARVEST_JOBS.length).default([]),
  logement: choice(keysOf(HARVEST_HOUSING)),
  logementPlaces: count(1, HARVEST_POSITIONS_MAX),
  repas: boundedList(z.enum(keysOf(HARVEST_MEALS), { error: messages.champObligatoire }), HARVEST_MEALS.length).default([]),
  transport: choice(keysOf(HARVEST_TRANSPORT)),
  /** Where the pick-up point is, or from which station the shuttle leaves. */
  transportPrecision: optionalText(160),
  ageMinimum: count(HARVEST_AGE_MIN, HARVEST_AGE_MAX),
  premiereSaison: checkbox(),
});

export type HarvestDetails = z.infer<typeof harvestDetailsSchema>;

type Issue = { path: Array<keyof HarvestDetails>; message: string };

/**
 * What a harvest offer needs before it is published, and the rules between its fields (always checked, a draft's
 * too: a window that ends before it starts is wrong at any stage).
 */
export function harvestIssues(v: HarvestDetails, forPublication: boolean): Issue[] {
  const issues: Issue[] = [];
  const need = (key: keyof HarvestDetails, present: boolean) => {
    if (!present) issues.push({ path: [key], message: messages.champObligatoire });
  };
  if (forPublication) {
    need('debutAuPlusTot', v.debutAuPlusTot !== undefined);
    need('debutAuPlusTard', v.debutAuPlusTard !== undefined);
    need('dureeJours', v.dureeJours !== undefined);
    need('postes', v.postes !== undefined);
    need('metiers', v.metiers.length > 0);
    need('logement', v.logement !== undefined);
    need('transport', v.transport !== undefined);
    if (v.logement && v.logement !== 'aucun') need('logementPlaces', v.logementPlaces !== undefined);
  }
  // A day already refused by its own field (zod still runs the rules) is not compared.
  if (v.debutAuPlusTot && v.debutAuPlusTard && isIsoDate(v.debutAuPlusTot) && isIsoDate(v.debutAuPlusTard)) {
    const width = daysBetween(v.debutAuPlusTot, v.debutAuPlusTard);
    if (width < 0) issues.push({ path: ['debutAuPlusTard'], message: messages.vendangesFenetreOrdre });
    else if (width > HARVEST_WINDOW_MAX_DAYS)
      issues.push({ path: ['debutAuPlusTard'], message: formatMessage('vendangesFenetreLarge', { jours: HARVEST_WINDOW_MAX_DAYS }) });
  }
  if (v.postes !== undefined && v.postesPourvus !== undefined && v.postesPourvus > v.postes)
    issues.push({ path: ['postesPourvus'], message: messages.vendangesPostesPourvus });
  return issues;
}

/** What the form's other fields show once harvest details are stored: housing places only with housing, etc. */
export function normaliseHarvest(v: HarvestDetails): HarvestDetails {
  return {
    ...v,
    postesPourvus: v.postesPourvus ?? 0,
    logementPlaces: v.logement && v.logement !== 'aucun' ? v.logementPlaces : undefined,
    transportPrecision: v.transport && v.transport !== 'aucun' ? v.transportPrecision : undefined,
    repas: HARVEST_MEALS.map((meal) => meal.key).filter((key) => v.repas.includes(key)),
    metiers: HARVEST_JOBS.map((job) => job.key).filter((key) => v.metiers.includes(key)),
  };
}

/** The minimum a harvest offer pays: the SMIC in force on its earliest start, or today (in Paris) if that is sooner or unknown. */
export const harvestMinimumWage = (earliestStart: string | undefined, today: string = todayIso()) =>
  hourlyMinimumWage(earliestStart && earliestStart > today ? earliestStart : today);

/** Whether the harvest pay rule applies: a harvest job its contract allows, not an internship nor work-study (a stipend, an apprentice's share of the SMIC). */
export const harvestPayApplies = (harvest: boolean, contract: number | undefined) =>
  harvest &&
  contract !== undefined &&
  CONTRACTS_WITH_DURATION.includes(contract as ContractId) &&
  !INTERNSHIP_CONTRACTS.includes(contract as ContractId);

/** The harvest pay rule: by the hour (said under the period), and not below the minimum (said under the pay). */
export function harvestPayIssue(
  pay: { min?: number; period?: string },
  earliestStart: string | undefined,
  today: string = todayIso(),
): { field: 'offreRemunerationPeriode' | 'offreRemunerationmin'; message: string } | null {
  if (pay.min === undefined) return null;
  if (pay.period !== 'heure') return { field: 'offreRemunerationPeriode', message: messages.vendangesSalaireHoraire };
  const minimum = harvestMinimumWage(earliestStart, today);
  if (pay.min < minimum)
    return { field: 'offreRemunerationmin', message: formatMessage('vendangesSalaireMinimum', { smic: formatEuros(minimum) }) };
  return null;
}

/** Positions still open: never below 0, whatever was counted. */
export const openPositions = (details: Pick<HarvestDetails, 'postes' | 'postesPourvus'>) =>
  Math.max(0, (details.postes ?? 0) - (details.postesPourvus ?? 0));

/** A stored `vendanges` column read back: the details as the schema gives them, or null when absent or unreadable. */
export function readHarvestDetails(value: unknown): HarvestDetails | null {
  if (!value || typeof value !== 'object') return null;
  const parsed = harvestDetailsSchema.safeParse(value);
  return parsed.success ? normaliseHarvest(parsed.data) : null;
}

/** The harvest filters of /offres and of alerts: the URL parameter (`?logement=1`), the index field, the label. */
export const HARVEST_SEARCH_FLAGS = [
  { param: 'logement', field: 'housing', label: 'Logement ou camping' },
  { param: 'repas', field: 'meals', label: 'Repas fournis' },
  { param: 'transport', field: 'transport', label: 'Transport organisé' },
  { param: 'debutant', field: 'firstSeason', label: 'Débutants bienvenus' },
] as const;
export type HarvestSearchFlag = (typeof HARVEST_SEARCH_FLAGS)[number]['param'];
export const HARVEST_SEARCH_PARAMS = HARVEST_SEARCH_FLAGS.map((flag) => flag.param) as [HarvestSearchFlag, ...HarvestSearchFlag[]];
export const isHarvestSearchFlag = (value: string): value is HarvestSearchFlag => (HARVEST_SEARCH_PARAMS as string[]).includes(value);
