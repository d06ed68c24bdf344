import { z } from '../zod';
import { CV_TITLE_MAX, PLACE_LIST_MAX } from '../constants';
import { messages } from '../messages';
import { contractIds } from '../offer';
import { DOMAINS, EXPERIENCE_LEVELS, ids, LANGUAGE_LEVELS, LANGUAGES, STUDY_LEVELS } from '../referentials';
import { isIsoDate, monthStart } from '../dates';
import { ALERT_FREQUENCIES, DEFAULT_RADIUS_KM, RADIUS_CHOICES_KM, ZONE_ID } from '../alerts';
import { HARVEST_SEARCH_PARAMS } from '../harvest';
import { boundedList, checkbox, optionalText, positiveNumber, workerPhoneField, requiredText } from './fields';

const required = messages.champObligatoire;
const choice = (allowed: number[]) => z.coerce.number({ error: required }).refine((v) => allowed.includes(v), { error: required });

/** An empty field is a missing one (not 0): the CV's required numbers then say « champ obligatoire ». */
const requiredNumber = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .refine((v) => v !== '' && v !== null && v !== undefined, { error: required, abort: true })
    .pipe(schema);

/** CV profile (spec 02 §3, §5): the title is cut at 100 characters; experience, level, pay and contract are required. */
export const cvSchema = z.object({
  cvTitre: requiredText(10_000).transform((t) => t.slice(0, CV_TITLE_MAX)),
  cvAnneesExperience: requiredNumber(
    z.coerce
      .number({ error: messages.nombreInvalide })
      .int({ error: messages.nombreInvalide })
      .min(0, { error: messages.nombreInvalide })
      .max(60, { error: messages.nombreInvalide }),
  ),
  cvNiveauEtude: choice(ids(STUDY_LEVELS)),
  cvRemuneration: requiredNumber(positiveNumber()),
  cvContratSouhaite: boundedList(choice(contractIds), contractIds.length).min(1, { error: required }),
  cvDomaines: boundedList(choice(ids(DOMAINS)), DOMAINS.length).default([]),
  cvExperience: choice(ids(EXPERIENCE_LEVELS)).optional(),
  cvPermis: checkbox(),
  cvZonegeo: boundedList(z.string().trim().min(1).max(20, { error: messages.texteTropLong }), PLACE_LIST_MAX).default([]),
});

/** A language of the CV (spec 02 §3): an item of its own, removed by its id (`/delete/competence/langue/{id}`). */
export const cvLanguageSchema = z.object({
  langue: choice(ids(LANGUAGES)),
  niveau: z.coerce
    .number({ error: messages.langueNiveau })
    .refine((v) => ids(LANGUAGE_LEVELS).includes(v), { error: messages.langueNiveau }),
});

const month = z.coerce
  .number({ error: messages.moisAnneeInvalide })
  .int()
  .min(1, { error: messages.moisAnneeInvalide })
  .max(12, { error: messages.moisAnneeInvalide });
const year = z.coerce
  .number({ error: messages.moisAnneeInvalide })
  .int()
  .min(1950, { error: messages.moisAnneeInvalide })
  .max(2100, { error: messages.moisAnneeInvalide });
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** This month's first day, as the items' dates are written. */
const thisMonth = () => {
  const now = new Date();
  return monthStart(now.getFullYear(), now.getMonth() + 1);
};

/**
 * An experience or a diploma (spec 02 §3): month and year, the day fixed to 1; an ongoing item has no end and has
 * begun (« Depuis mars 2030 » read on a CV is a mistake; a diploma expected later is a finished item with its dates).
 * The end is not before the start.
 */
export const cvItemSchema = z
  .object({
    titre: requiredText(255),
    lieu: optionalText(255),
    description: optionalText(5000),
    debutMois: month,
    debutAnnee: year,
    finMois: optional(month),
    finAnnee: optional(year),
    enCours: checkbox(),
  })
  .superRefine((v, ctx) => {
    if (v.enCours && monthStart(v.debutAnnee, v.debutMois) > thisMonth())
      ctx.addIssue({ code: 'custom', path: ['debutAnnee'], message: messages.enCoursAVenir });
    if (v.enCours) return;
    if (v.finMois === undefined) ctx.addIssue({ code: 'custom', path: ['finMois'], message: messages.moisAnneeInvalide });
    if (v.finAnnee === undefined) ctx.addIssue({ code: 'custom', path: ['finAnnee'], message: messages.moisAnneeInvalide });
    if (v.finMois !== undefined && v.finAnnee !== undefined && monthStart(v.finAnnee, v.finMois) < monthStart(v.debutAnnee, v.debutMois)) {
      ctx.addIssue({ code: 'custom', path: ['finAnnee'], message: messages.sessionDateFin });
    }
  })
  .transform((v) => ({
    titre: v.titre,
    lieu: v.lieu,
    description: v.description,
    dateDebut: monthStart(v.debutAnnee, v.debutMois),
    dateFin: v.enCours || v.finAnnee === undefined || v.finMois === undefined ? null : monthStart(v.finAnnee, v.finMois),
    enCours: v.enCours,
  }));

/**
 * Letters (accents included), digits, spaces and everyday punctuation. Anything else — emoji, symbols,
 * markup characters — is refused by the server (spec 02 §5); the set is decided (domain/README.md).
 */
export const PLAIN_MESSAGE = /^[\p{L}\p{N}\s.,;:!?…'"’‘“”«»()[\]\-–—/&@%€$+*#°=_]*$/u;

export function isPlainMessage(text: string): boolean {
  return PLAIN_MESSAGE.test(text);
}

const applicationMessage = () =>
  z
    .string({ error: messages.messageVide })
    .trim()
    .min(1, { error: messages.messageVide })
    .max(5000)
    .refine(isPlainMessage, { error: messages.messageCaracteresSpeciaux });

/** The message alone: what the server checks beside the files, which it checks by their bytes. */
export const applicationMessageSchema = z.object({ candidatOffreReponse: applicationMessage() });

const availabilityDate = z.string({ error: messages.dateInvalide }).refine(isIsoDate, { error: messages.dateInvalide });

/**
 * A harvest application without a CV (issue #11, beyond the spec, as France Travail's harvest app does):
 * availability dates, a phone number and the message.
 */
export const expressApplicationSchema = z
  .object({
    disponibleDu: availabilityDate,
    disponibleAu: availabilityDate,
    telephone: workerPhoneField(),
    candidatOffreReponse: applicationMessage(),
  })
  .superRefine((v, ctx) => {
    if (v.disponibleAu < v.disponibleDu) ctx.addIssue({ code: 'custom', path: ['disponibleAu'], message: messages.sessionDateFin });
  });

const zoneId = z.string().trim().regex(ZONE_ID, { error: messages.zoneInvalide });

/**
 * Candidate alert (spec 02 §3, §5): a keyword, zones (any of them; a commune with its radius), the /offres
 * filters; saving needs a keyword, a zone or at least one ticked filter other than etat. How often it is sent
 * is the candidate's choice (issue #13).
 */
export const candidateAlertSchema = z
  .object({
    motCle: optionalText(200),
    zonegeo: boundedList(zoneId, PLACE_LIST_MAX).default([]),
    rayon: z.coerce
      .number()
      .refine((v) => (RADIUS_CHOICES_KM as readonly number[]).includes(v), { error: messages.champObligatoire })
      .default(DEFAULT_RADIUS_KM),
    contrats: boundedList(choice(contractIds), contractIds.length).default([]),
    domaines: boundedList(choice(ids(DOMAINS)), DOMAINS.length).default([]),
    experience: boundedList(choice(ids(EXPERIENCE_LEVELS)), EXPERIENCE_LEVELS.length).default([]),
    niveaux: boundedList(choice(ids(STUDY_LEVELS)), STUDY_LEVELS.length).default([]),
    vendanges: checkbox(),
    saison: boundedList(z.enum(HARVEST_SEARCH_PARAMS, { error: messages.champObligatoire }), HARVEST_SEARCH_PARAMS.length).default([]),
    teletravail: checkbox(),
    frequence: z.enum(ALERT_FREQUENCIES, { error: messages.champObligatoire }).default('quotidienne'),
    etat: z.enum(['active', 'suspendue']).default('active'),
  })
  .superRefine((v, ctx) => {
    const filters =
      v.contrats.length +
      v.domaines.length +
      v.experience.length +
      v.niveaux.length +
      v.saison.length +
      Number(v.vendanges) +
      Number(v.teletravail);
    if (!v.motCle && v.zonegeo.length === 0 && filters === 0)
      ctx.addIssue({ code: 'custom', path: ['_form'], message: messages.alerteCritere });
  });

/** Recruiter CV-library alert (spec 02 §3): a title and at least one criterion (decided, as for candidates). */
export const recruiterAlertSchema = z
  .object({
    titre: requiredText(120),
    experience: choice(ids(EXPERIENCE_LEVELS)).optional(),
    formation: choice(ids(STUDY_LEVELS)).optional(),
    domaine1: choice(ids(DOMAINS)).optional(),
    domaine2: choice(ids(DOMAINS)).optional(),
    domaine3: choice(ids(DOMAINS)).optional(),
    contrats: boundedList(choice(contractIds), contractIds.length).default([]),
    recruteurAlerteZonegeo: boundedList(z.object({ id: zoneId, label: z.string().max(200) }), PLACE_LIST_MAX).default([]),
    candidatDispoFrance: checkbox(),
    statut: z.enum(['active', 'suspendue']).default('active'),
  })
  .superRefine((v, ctx) => {
    const criteria = [v.experience, v.formation, v.domaine1, v.domaine2, v.domaine3].filter((c) => c !== undefined).length;
    if (criteria + v.contrats.length + v.recruteurAlerteZonegeo.length + Number(v.candidatDispoFrance) === 0) {
      ctx.addIssue({ code: 'custom', path: ['_form'], message: messages.alerteCritere });
    }
  });

export type CandidateAlertForm = z.infer<typeof candidateAlertSchema>;
export type RecruiterAlertForm = z.infer<typeof recruiterAlertSchema>;
export type Cv = z.infer<typeof cvSchema>;
export type CvItem = z.infer<typeof cvItemSchema>;
export type CvLanguage = z.infer<typeof cvLanguageSchema>;
export type ExpressApplication = z.infer<typeof expressApplicationSchema>;
