import 'server-only';
import { headers } from 'next/headers';
import { FR_OFFER_WORDS, type OfferWords } from '@cep/domain';
import { isSiteLanguage, type SiteLanguage } from '@cep/domain/site-languages';
import { messages } from '@cep/domain/messages';
import { fr } from './fr';
import { LANGUAGE_HEADER } from './language-paths';
import type { FormWords } from '@/components/forms/form-words';
import { TRANSLATED_MESSAGES, type Translation } from './translation';
import { en } from './en';
import { es } from './es';
import { pl } from './pl';
import { pt } from './pt';
import { ro } from './ro';
import { EN_OFFER_WORDS, ES_OFFER_WORDS, PL_OFFER_WORDS, PT_OFFER_WORDS, RO_OFFER_WORDS } from '@cep/domain';

/** The language this request's page is written in, as the proxy decided it (French when no proxy ran). */
export async function pageLanguage(): Promise<SiteLanguage> {
  const value = (await headers()).get(LANGUAGE_HEADER);
  return isSiteLanguage(value) ? value : 'fr';
}

/** French as a translation: the dictionary's own entries and the spec's messages, never copies. */
const french: Translation = {
  site: fr.site,
  nav: fr.nav,
  footer: fr.footer,
  forms: fr.forms,
  files: fr.files,
  errors: fr.errors,
  login: fr.login,
  signup: fr.signup,
  offers: fr.offers,
  offer: fr.offer,
  harvestLanding: fr.harvestLanding,
  applyMany: fr.applyMany,
  apply: fr.apply,
  startAnswer: fr.startAnswer,
  languages: fr.languages,
  messages: Object.fromEntries(TRANSLATED_MESSAGES.map((key) => [key, messages[key]])) as Translation['messages'],
};

const TRANSLATIONS: Record<SiteLanguage, Translation> = { fr: french, es, pl, ro, pt, en };
const OFFER_WORDS: Record<SiteLanguage, OfferWords> = {
  fr: FR_OFFER_WORDS,
  es: ES_OFFER_WORDS,
  pl: PL_OFFER_WORDS,
  ro: RO_OFFER_WORDS,
  pt: PT_OFFER_WORDS,
  en: EN_OFFER_WORDS,
};

export function translation(language: SiteLanguage): Translation {
  return TRANSLATIONS[language];
}

export function offerWords(language: SiteLanguage): OfferWords {
  return OFFER_WORDS[language];
}

/** A page's words: its language, its dictionary, the words around an offer. */
export interface PageWords {
  language: SiteLanguage;
  t: Translation;
  o: OfferWords;
}

/** The words of a page that stays French whatever the reader's language (an account page, the home page). */
export const FRENCH_WORDS: PageWords = { language: 'fr', t: french, o: FR_OFFER_WORDS };

export async function pageWords(): Promise<PageWords> {
  const language = await pageLanguage();
  return { language, t: translation(language), o: offerWords(language) };
}

/**
 * A French message the cms or a shared schema answered, in the page's language when the path translates it; any
 * other (one with a figure filled in) stays French rather than being guessed.
 */
export function errorWords(language: SiteLanguage): Record<string, string> {
  if (language === 'fr') return {};
  const words = translation(language).messages;
  return Object.fromEntries(TRANSLATED_MESSAGES.map((key) => [messages[key], words[key]]));
}

/** The form kit's words and the path's messages, for a form of the worker's path (FormWordsProvider). */
export function formWords(language: SiteLanguage): FormWords {
  const t = translation(language);
  const { password, passwordConfirm, show, hide, rulesTitle, rules } = t.signup;
  return { files: t.files, password: { password, passwordConfirm, show, hide, rulesTitle, rules }, messages: errorWords(language) };
}
