import { z } from './zod';
import { messages } from './messages';
import { OFFER_TITLE_MAX, truncateOfferTitle } from './offer';
import { emptyToUndefined, hasText, optionalText } from './schemas/fields';
import { OFFER_TEXT_MAX } from './schemas/offer';
import { SITE_LANGUAGES, type SiteLanguage } from './site-languages';

/**
 * An offer's translations (issue #41 item 1): beside the French text, the recruiter may write the title and texts in
 * the languages of the season's workers. The recruiter writes them (Cep translates nothing); the French version is the
 * reference (Code du travail L5331-4: the offer is written in French, a translation may go beside it).
 */
export type OfferLanguage = Exclude<SiteLanguage, 'fr'>;
export const OFFER_LANGUAGES = SITE_LANGUAGES.filter((language): language is OfferLanguage => language !== 'fr');

/** Each language as the recruiter's French form names it. */
export const OFFER_LANGUAGE_NAMES: Record<OfferLanguage, string> = {
  es: 'Espagnol',
  pl: 'Polonais',
  ro: 'Roumain',
  pt: 'Portugais',
  en: 'Anglais',
};

export const isOfferLanguage = (value: unknown): value is OfferLanguage =>
  typeof value === 'string' && (OFFER_LANGUAGES as readonly string[]).includes(value);

/** One language's version of the offer: the title as plain text, the texts as the French fields' sanitised HTML. */
export interface OfferTranslation {
  titre: string;
  texte: string;
  formationCandidat: string;
  detailPlus: string;
}

/** The complete translations of an offer, by language; a language without one is absent. */
export type OfferTranslations = Partial<Record<OfferLanguage, OfferTranslation>>;

/** Cut at 100 characters like the French title (spec 01 §5); nothing left is no title. */
const translatedTitle = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: messages.champObligatoire })
    .transform(truncateOfferTitle)
    .transform((title) => title || undefined)
    .optional(),
);

/**
 * One language of the form. Left empty, it is no translation; once started, its title and its description are
 * required, as the French version's are to publish: a translation without them would leave a reader half in French.
 */
const translationForm = z
  .strictObject({
    titre: translatedTitle,
    texte: optionalText(OFFER_TEXT_MAX),
    formationCandidat: optionalText(OFFER_TEXT_MAX),
    detailPlus: optionalText(OFFER_TEXT_MAX),
  })
  .superRefine((v, ctx) => {
    // A field its own check refused still reaches here with what was typed: only strings count as written.
    const written = (value: unknown) => typeof value === 'string' && hasText(value);
    if (![v.titre, v.texte, v.formationCandidat, v.detailPlus].some(written)) return;
    if (!written(v.titre)) ctx.addIssue({ code: 'custom', path: ['titre'], message: messages.traductionTitreRequis });
    if (!written(v.texte)) ctx.addIssue({ code: 'custom', path: ['texte'], message: messages.traductionTexteRequis });
  });

type TranslationForm = z.infer<typeof translationForm>;

/** A language of the form as a translation: none when left empty (once started, the rules above made it complete). */
function completed(form: TranslationForm | undefined): OfferTranslation | null {
  if (!form?.titre || !form.texte) return null;
  return { titre: form.titre, texte: form.texte, formationCandidat: form.formationCandidat ?? '', detailPlus: form.detailPlus ?? '' };
}

/**
 * The recruiter's translations form (`{ es: { titre, texte, formationCandidat, detailPlus }, pl: … }`), on the site
 * and in the cms: errors under `es.titre`, `pl.texte`…; a language left empty or absent is no translation, another
 * language than ours is refused. The texts come back as typed: the cms sanitises them as it does the French ones.
 */
export const offerTranslationsSchema = z
  .strictObject(
    Object.fromEntries(OFFER_LANGUAGES.map((language) => [language, translationForm.optional()])) as Record<
      OfferLanguage,
      z.ZodOptional<typeof translationForm>
    >,
  )
  .transform((form): OfferTranslations => {
    const translations: OfferTranslations = {};
    for (const language of OFFER_LANGUAGES) {
      const translation = completed(form[language]);
      if (translation) translations[language] = translation;
    }
    return translations;
  });

/** A translation as stored: what the form lets through, or it is dropped. */
const storedTranslation = z.object({
  titre: z.string().trim().min(1).max(OFFER_TITLE_MAX),
  texte: z.string().max(OFFER_TEXT_MAX).refine(hasText),
  formationCandidat: z.string().max(OFFER_TEXT_MAX).default(''),
  detailPlus: z.string().max(OFFER_TEXT_MAX).default(''),
});

/**
 * A stored `traductions` column (or a pending change's) read back: each complete, well-formed translation of one of
 * our languages, in their order; anything else is dropped, never shown half.
 */
export function readOfferTranslations(value: unknown): OfferTranslations {
  const translations: OfferTranslations = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return translations;
  const stored = value as Record<string, unknown>;
  for (const language of OFFER_LANGUAGES) {
    const parsed = storedTranslation.safeParse(stored[language]);
    if (parsed.success) translations[language] = parsed.data;
  }
  return translations;
}

/** The languages an offer is translated into, in our order. */
export const translatedLanguages = (translations: OfferTranslations): OfferLanguage[] =>
  OFFER_LANGUAGES.filter((language) => translations[language] !== undefined);
