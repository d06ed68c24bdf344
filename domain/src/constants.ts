/** The constant tables of both specs (spec 01 §9, spec 02 §9). */

/** Offer option ids (spec 02 §9). */
export const OPTION_IDS = {
  newsletter: 2,
  topOfList: 4,
  anonymous: 6,
  cvLibrary: 24,
  socialNetworks: 25,
} as const;
export type OptionId = (typeof OPTION_IDS)[keyof typeof OPTION_IDS];
export const optionIds = Object.values(OPTION_IDS) as OptionId[];

/** Application statuses (spec 02 §4). */
export const APPLICATION_STATUS = { nouveau: 0, preselectionne: 1, nonRetenu: 2 } as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];

/** Country id of France in the course and offer forms (spec 02 §9). */
export const COUNTRY_ID_FRANCE = 71;
/** The 'all regions (France)' region (spec 01 §3). */
export const REGION_ID_ALL_FRANCE = 49;

/**
 * What a credit buys (issue #9): an offer's publication, access to one CV, each paid booster option of an
 * offer, a school's subscription. Anonymous publication (option 6) is free and has no credit.
 */
export const CREDIT_KINDS = ['offre', 'vendanges', 'cv', 'newsletter', 'remontee', 'cvtheque', 'reseaux', 'abonnement'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export { AUTOCOMPLETE_MIN_CHARS } from './autocomplete';
export const POLLING_INTERVAL_MS = 5000;
export const BOOST_WINDOW_MONTHS = 3;
export const COMPANY_CREATION_YEAR_MIN = 1900;
export const GALLERY_MAX_PHOTOS = 3;
export const CV_TITLE_MAX = 100;
/** How long a school's article list waits before reloading after a deletion (spec 02 §9). */
export const SCHOOL_REDIRECT_DELAY_MS = 2000;

/** Default duration of a contract when one applies (spec 01 §4). */
export const DEFAULT_DURATION = { value: 1, unit: 'mois' } as const;
export const DURATION_UNITS = ['jours', 'semaines', 'mois', 'annees'] as const;
/** What the pay range of an offer counts (decided: harvest jobs are paid by the hour, others by the year). */
export const PAY_PERIODS = ['heure', 'mois', 'an'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
export type DurationUnit = (typeof DURATION_UNITS)[number];

/**
 * What the database columns hold (the same on SQLite and PostgreSQL): Strapi's `integer` is a 32-bit integer,
 * its `decimal` a decimal(10, 2). Forms refuse more, in French, rather than let PostgreSQL answer a 500.
 */
export const INTEGER_COLUMN_MAX = 2_147_483_647;
export const DECIMAL_COLUMN_MAX = 99_999_999.99;
/** An e-mail address: 254 characters at most (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Departments (101) and regions: a list of places never holds more. */
export const PLACE_LIST_MAX = 120;

/** The like answer when nobody is logged in (spec 02 §7): the page opens the login modal. */
export const LIKE_NOT_LOGGED_IN = 'non connecte';

/** The home page's testimonial slider (spec 02 §9). */
export const TESTIMONIAL_SLIDER = { autoplayMs: 7000, gapPx: 30, perView: { base: 1, 768: 2, 992: 3 } } as const;
