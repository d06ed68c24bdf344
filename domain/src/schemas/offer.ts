import { z } from '../zod';
import { DEFAULT_DURATION, DURATION_UNITS, optionIds, PAY_PERIODS, PLACE_LIST_MAX, REGION_ID_ALL_FRANCE } from '../constants';
import { messages } from '../messages';
import { CONTRACTS_WITH_DURATION, contractIds, INTERNSHIP_CONTRACTS, truncateOfferTitle, type ContractId } from '../offer';
import {
  BENEFITS,
  COMPANY_SIZES,
  DOMAINS,
  EXPERIENCE_LEVELS,
  ids,
  LANGUAGE_LEVELS,
  LANGUAGES,
  SALARY_BENEFITS,
  STUDY_LEVELS,
} from '../referentials';
import { FRANCE } from '../vat';
import { harvestDetailsSchema, harvestIssues, harvestPayApplies, harvestPayIssue, normaliseHarvest, type HarvestDetails } from '../harvest';
import {
  boundedList,
  checkbox,
  countryField,
  emailField,
  emptyToUndefined,
  hasText,
  optionalText,
  positiveInteger,
  positiveNumber,
  urlField,
} from './fields';

/** Company flags that relax the offer form (spec 01 §5: "unless a company flag says none / exempts them"). */
export interface OfferCompanyFlags {
  villeFacultative?: boolean;
  remunerationFacultative?: boolean;
}

const choiceOf = (allowed: number[]) =>
  z.coerce
    .number({ error: messages.champObligatoire })
    .refine((v) => allowed.includes(v), { error: messages.champObligatoire })
    .optional();
const optionalChoice = (allowed: number[]) => z.preprocess(emptyToUndefined, choiceOf(allowed));
const idList = (allowed: number[]) =>
  boundedList(
    z.coerce.number().refine((v) => allowed.includes(v), { error: messages.champObligatoire }),
    allowed.length,
  ).default([]);
const codeList = () =>
  boundedList(
    z
      .string()
      .trim()
      .regex(/^(\d{2,3}|2[AB])$/, { error: messages.champObligatoire }),
    PLACE_LIST_MAX,
  ).default([]);

const languageSchema = z
  .object({ langue: optionalChoice(ids(LANGUAGES)), niveau: optionalChoice(ids(LANGUAGE_LEVELS)) })
  .superRefine((v, ctx) => {
    if (v.langue !== undefined && v.niveau === undefined)
      ctx.addIssue({ code: 'custom', path: ['niveau'], message: messages.langueNiveau });
  });

/** The bound of each of an offer's rich texts (description, profile, more), in French and in each translation. */
export const OFFER_TEXT_MAX = 20000;

/** Every field of step 1 (spec 01 §3), each optional here; the rules below decide what is required. */
const step1Shape = {
  offreTitre: z
    .string({ error: messages.champObligatoire })
    .trim()
    .min(1, { error: messages.champObligatoire })
    .transform(truncateOfferTitle),
  offreContrat: optionalChoice(contractIds),
  offreTexte: optionalText(OFFER_TEXT_MAX),
  offreFormationcandidat: optionalText(OFFER_TEXT_MAX),
  offreDetailplus: optionalText(OFFER_TEXT_MAX),
  offrePays: countryField(),
  offreVille: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d[\dAB]\d{3}$/, { error: messages.champObligatoire })
      .optional(),
  ),
  offreVilleInternational: optionalText(120),
  offreHomeOffice: checkbox(),
  offreRegions: codeList(),
  offreDepartements: codeList(),
  offreDomaine1: optionalChoice(ids(DOMAINS)),
  offreDomaine2: optionalChoice(ids(DOMAINS)),
  offreDomaine3: optionalChoice(ids(DOMAINS)),
  offreExperience: optionalChoice(ids(EXPERIENCE_LEVELS)),
  offreNiveauEtude: optionalChoice(ids(STUDY_LEVELS)),
  offreRemunerationmin: z.preprocess(emptyToUndefined, positiveNumber().optional()),
  offreRemunerationmax: z.preprocess(emptyToUndefined, positiveNumber().optional()),
  offreRemunerationPeriode: z.enum(PAY_PERIODS, { error: messages.champObligatoire }).default('an'),
  offreAvantage: idList(ids(BENEFITS)),
  offreAvantageSalaire: idList(ids(SALARY_BENEFITS)),
  offreAvantageAutre: optionalText(255),
  permisMobile: checkbox(),
  offreLangue: boundedList(languageSchema, LANGUAGES.length).default([]),
  dureeContratValue: z.preprocess(emptyToUndefined, positiveInteger().optional()),
  dureeContratChoice: z.preprocess(emptyToUndefined, z.enum(DURATION_UNITS, { error: messages.champObligatoire }).optional()),
  emploivendagesaisonier: checkbox(),
  /** A harvest offer's window, positions, housing, meals and transport (issue #40); kept only with the harvest option. */
  // null is a stored offer without details (step1Values reads the column back).
  vendanges: z.preprocess(emptyToUndefined, harvestDetailsSchema.optional()),
  /** The course a work-study offer goes with (beyond the spec): a published course's id. */
  offreFormation: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9]{10,40}$/, { error: messages.formationIntrouvable })
      .optional(),
  ),
};

type Step1Input = z.infer<z.ZodObject<typeof step1Shape>>;

/** « Alternance/Apprentissage »: the contract whose offers may name the course they go with. */
export const WORK_STUDY_CONTRACT = 4;

export const isInternshipContract = (id: number | undefined) => id !== undefined && INTERNSHIP_CONTRACTS.includes(id as ContractId);
export const hasDuration = (id: number | undefined) => id !== undefined && CONTRACTS_WITH_DURATION.includes(id as ContractId);

/** Contract- and country-driven values (spec 01 §4): what the form shows is what the server stores. */
function normalise(v: Step1Input) {
  const france = v.offrePays === FRANCE;
  const duration = hasDuration(v.offreContrat);
  return {
    ...v,
    offreLangue: v.offreLangue.filter((l) => l.langue !== undefined),
    offreVille: france ? v.offreVille : undefined,
    offreVilleInternational: france ? undefined : v.offreVilleInternational,
    offreHomeOffice: france && v.offreHomeOffice,
    // Another country checks every department: the 'all regions (France)' region.
    offreRegions: france ? v.offreRegions : [String(REGION_ID_ALL_FRANCE)],
    offreDepartements: france ? v.offreDepartements : [],
    dureeContratValue: duration ? (v.dureeContratValue ?? DEFAULT_DURATION.value) : undefined,
    dureeContratChoice: duration ? (v.dureeContratChoice ?? DEFAULT_DURATION.unit) : undefined,
    // Only work-study offers name a course.
    offreFormation: v.offreContrat === WORK_STUDY_CONTRACT ? v.offreFormation : undefined,
    vendanges: v.emploivendagesaisonier && duration ? normaliseHarvest(v.vendanges ?? NO_HARVEST_DETAILS) : undefined,
  };
}

const NO_HARVEST_DETAILS: HarvestDetails = harvestDetailsSchema.parse({});

/** The harvest rules (issue #40): between its fields at any stage, complete to publish, paid by the hour and at least the SMIC. */
function checkHarvest(v: Step1Input, ctx: z.RefinementCtx, forPublication: boolean) {
  // An option the contract does not allow is refused as such, and its details dropped (normalise).
  if (!v.emploivendagesaisonier || !hasDuration(v.offreContrat)) return;
  const details = v.vendanges ?? NO_HARVEST_DETAILS;
  for (const issue of harvestIssues(details, forPublication))
    ctx.addIssue({ code: 'custom', path: ['vendanges', ...issue.path], message: issue.message });
  if (!harvestPayApplies(true, v.offreContrat)) return;
  const pay = harvestPayIssue({ min: v.offreRemunerationmin, period: v.offreRemunerationPeriode }, details.debutAuPlusTot);
  if (pay) ctx.addIssue({ code: 'custom', path: [pay.field], message: pay.message });
}

type RequirementInput = { offreContrat?: number; offrePays?: string; offreHomeOffice?: boolean };

/**
 * What step 1 requires for publication besides its title, given the contract, the country and the company's
 * flags (spec 01 §4, §5): the schema checks these, the form marks them. Internships and work-study relax
 * experience, level and pay; home office or the company's flag makes the city optional.
 */
export function offerStep1RequiredKeys(v: RequirementInput, flags: OfferCompanyFlags = {}): Array<keyof Step1Input> {
  const keys: Array<keyof Step1Input> = ['offreContrat', 'offreTexte', 'offreDomaine1'];
  if ((v.offrePays ?? FRANCE) !== FRANCE) keys.push('offreVilleInternational');
  else if (!v.offreHomeOffice && !flags.villeFacultative) keys.push('offreVille');
  if (!isInternshipContract(v.offreContrat)) {
    keys.push('offreExperience', 'offreNiveauEtude');
    if (!flags.remunerationFacultative) keys.push('offreRemunerationmin', 'offreRemunerationmax');
  }
  return keys;
}

/** Step 1 as submitted for publication (spec 01 §4, §5). */
export function createOfferStep1Schema(flags: OfferCompanyFlags = {}) {
  return z
    .object(step1Shape)
    .superRefine((v, ctx) => {
      const need = (key: keyof Step1Input, present: boolean, message: string = messages.champObligatoire) => {
        if (!present) ctx.addIssue({ code: 'custom', path: [key], message });
      };
      for (const key of offerStep1RequiredKeys(v, flags)) need(key, key === 'offreTexte' ? hasText(v.offreTexte) : v[key] !== undefined);
      const domains = [v.offreDomaine1, v.offreDomaine2, v.offreDomaine3];
      domains.forEach((d, i) => {
        if (d !== undefined && domains.indexOf(d) !== i)
          ctx.addIssue({ code: 'custom', path: [`offreDomaine${i + 1}`], message: messages.domainesDistincts });
      });
      if (v.offreRemunerationmin !== undefined && v.offreRemunerationmax !== undefined && v.offreRemunerationmax < v.offreRemunerationmin) {
        ctx.addIssue({ code: 'custom', path: ['offreRemunerationmax'], message: messages.remunerationOrdre });
      }
      if (v.emploivendagesaisonier && !hasDuration(v.offreContrat)) need('emploivendagesaisonier', false, messages.vendangesContrat);
      checkHarvest(v, ctx, true);
    })
    .transform(normalise);
}

/** A draft saves once a title is filled (spec 01 §4); what else is typed must still be well-formed. */
export const offerDraftSchema = z
  .object(step1Shape)
  .superRefine((v, ctx) => checkHarvest(v, ctx, false))
  .transform(normalise);

/**
 * Step 2 (spec 02 §2, §3): the company or subsidiary that signs the offer, its description and size, how
 * applications arrive, and the options bought.
 */
export const offerStep2Schema = z
  .object({
    societe: z
      .string({ error: messages.societeOffre })
      .trim()
      .min(1, { error: messages.societeOffre })
      .max(255, { error: messages.societeOffre }),
    societeDescription: optionalText(20000),
    nombreSalaries: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: messages.champObligatoire })
        .refine((v) => ids(COMPANY_SIZES).includes(v), { error: messages.champObligatoire }),
    ),
    offreModeReception: z.enum(['url', 'mail'], { error: messages.champObligatoire }),
    offrePostuleurl: z.preprocess(emptyToUndefined, urlField().optional()),
    offreMail: z.preprocess(emptyToUndefined, emailField().optional()),
    options: boundedList(
      z.coerce.number().refine((id) => (optionIds as number[]).includes(id), { error: messages.champObligatoire }),
      optionIds.length,
    ).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.offreModeReception === 'url' && !v.offrePostuleurl)
      ctx.addIssue({ code: 'custom', path: ['offrePostuleurl'], message: messages.champObligatoire });
    if (v.offreModeReception === 'mail' && !v.offreMail)
      ctx.addIssue({ code: 'custom', path: ['offreMail'], message: messages.champObligatoire });
  });

export type OfferStep1 = z.infer<ReturnType<typeof createOfferStep1Schema>>;
export type OfferStep2 = z.infer<typeof offerStep2Schema>;
