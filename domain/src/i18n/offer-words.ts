import type { DurationUnit } from '../constants';
import type { StartAnswer } from '../harvest-start';
import type { HarvestHousing, HarvestJob, HarvestMeal, HarvestSearchFlag, HarvestTransport } from '../harvest';

/** A choice list's labels in one language, by the id the French list gives them (referentials.ts). */
export type LabelsById = Readonly<Record<number, string>>;

/**
 * What an offer's page, its result card and the e-mails about it say around the recruiter's own words, in one
 * language (issue #41 item 2): the section titles, the « En bref » labels, the harvest facts and every choice list an
 * offer names. French (./fr.ts) is built from the lists themselves, so the spec's words stay the reference; each
 * other language is a file of its own that must fill every key (tsc), and every id of every list (a domain test).
 */
export interface OfferWords {
  /** The locale dates and amounts are written in. */
  intl: string;
  page: {
    details: string;
    description: string;
    candidate: string;
    more: string;
    anonymousCompany: string;
    harvest: string;
    season: string;
    permisMobile: string;
    teletravail: string;
  };
  facts: {
    contract: string;
    duration: string;
    place: string;
    pay: string;
    experience: string;
    studyLevel: string;
    domains: string;
    languages: string;
    benefits: string;
    published: string;
    until: string;
  };
  pay: {
    range: (low: string, high: string) => string;
    from: (low: string) => string;
    upTo: (high: string) => string;
    periods: Readonly<Record<'heure' | 'mois' | 'an', string>>;
  };
  harvest: {
    start: string;
    plannedDuration: string;
    days: (n: number) => string;
    positions: string;
    allFilled: string;
    openOf: (open: number, total: number) => string;
    jobs: string;
    housing: string;
    places: (n: number) => string;
    meals: string;
    /** Joins the meals: « Déjeuner et Dîner ». */
    and: string;
    noMeals: string;
    transport: string;
    minimumAge: string;
    years: (n: number) => string;
    firstSeason: string;
    beginnersWelcome: string;
    /** When picking starts, from two calendar days (`2027-09-08`): « entre le 8 et le 16 septembre 2027 ». */
    window: (from: string, to: string) => string;
    cardStart: (when: string) => string;
    cardHousedOnSite: string;
    cardCamping: string;
    cardMeals: string;
    openPositions: (n: number) => string;
    /** The start a worker is called to (issue #40 item 2): « mardi 8 septembre 2027 à 7 h 30 », from `2027-09-08` and `07:30`. */
    startMoment: (day: string, hour: string) => string;
    /** The two answers to a start: present, absent. */
    startAnswers: Readonly<Record<StartAnswer, string>>;
  };
  /** « 6 mois », « 3 semaines »: each language its own plural forms. */
  duration: (value: number, unit: DurationUnit) => string;
  labels: {
    contracts: LabelsById;
    domains: LabelsById;
    experience: LabelsById;
    studyLevels: LabelsById;
    languages: LabelsById;
    languageLevels: LabelsById;
    benefits: LabelsById;
    salaryBenefits: LabelsById;
    harvestJobs: Readonly<Record<HarvestJob, string>>;
    harvestHousing: Readonly<Record<HarvestHousing, string>>;
    harvestMeals: Readonly<Record<HarvestMeal, string>>;
    harvestTransport: Readonly<Record<HarvestTransport, string>>;
    /** The search's harvest filters (HARVEST_SEARCH_FLAGS), by their parameter: logement, repas, transport, debutant. */
    harvestFlags: Readonly<Record<HarvestSearchFlag, string>>;
  };
}
