import { LANGUAGE_OWN_NAMES } from '../src/site-languages';
import {
  isOfferLanguage,
  messages,
  OFFER_LANGUAGE_NAMES,
  OFFER_LANGUAGES,
  OFFER_TEXT_MAX,
  offerTranslationsSchema,
  parseForm,
  readOfferTranslations,
  translatedLanguages,
} from '../src';

const errorsOf = (result: ReturnType<typeof parseForm>) => (result.ok ? {} : result.errors);
const spanish = {
  titre: '  Vendimiador / Vendimiadora ',
  texte: '<p>Vendimia manual en Pauillac.</p>',
  formationCandidat: '',
  detailPlus: '<p>Alojamiento posible.</p>',
};

describe('offer translations (issue #41 item 1)', () => {
  it('names five languages in French and in themselves', () => {
    expect(OFFER_LANGUAGES).toEqual(['es', 'pl', 'ro', 'pt', 'en']);
    expect(OFFER_LANGUAGES.map((l) => OFFER_LANGUAGE_NAMES[l])).toEqual(['Espagnol', 'Polonais', 'Roumain', 'Portugais', 'Anglais']);
    expect(OFFER_LANGUAGES.map((l) => LANGUAGE_OWN_NAMES[l])).toEqual(['Español', 'Polski', 'Română', 'Português', 'English']);
    expect(isOfferLanguage('ro')).toBe(true);
    expect(isOfferLanguage('fr')).toBe(false);
    expect(isOfferLanguage(3)).toBe(false);
  });

  it('keeps complete translations, the title trimmed and the optional texts empty; an empty language is none', () => {
    const result = parseForm(offerTranslationsSchema, {
      es: spanish,
      pl: { titre: '', texte: '', formationCandidat: '', detailPlus: '' },
      en: { titre: 'Grape picker', texte: 'Hand picking.' },
    });
    expect(result).toEqual({
      ok: true,
      data: {
        es: { titre: 'Vendimiador / Vendimiadora', texte: spanish.texte, formationCandidat: '', detailPlus: spanish.detailPlus },
        en: { titre: 'Grape picker', texte: 'Hand picking.', formationCandidat: '', detailPlus: '' },
      },
    });
    expect(parseForm(offerTranslationsSchema, {})).toEqual({ ok: true, data: {} });
  });

  it('cuts the title at 100 characters like the French one', () => {
    const result = parseForm(offerTranslationsSchema, { ro: { titre: 'a'.repeat(150), texte: 'Culesul strugurilor.' } });
    expect(result.ok && result.data.ro?.titre).toBe('a'.repeat(100));
  });

  it('requires the title and the description of a started translation, under each field', () => {
    expect(errorsOf(parseForm(offerTranslationsSchema, { es: { ...spanish, titre: '   ' } }))).toEqual({
      'es.titre': messages.traductionTitreRequis,
    });
    expect(errorsOf(parseForm(offerTranslationsSchema, { pt: { titre: 'Vindimador', texte: '<p> </p>' } }))).toEqual({
      'pt.texte': messages.traductionTexteRequis,
    });
    // Only a profile typed: both required fields are named.
    expect(errorsOf(parseForm(offerTranslationsSchema, { pl: { formationCandidat: 'Doświadczenie mile widziane.' } }))).toEqual({
      'pl.titre': messages.traductionTitreRequis,
      'pl.texte': messages.traductionTexteRequis,
    });
  });

  it('refuses an over-long text, a malformed field and a language that is not ours, in French', () => {
    expect(errorsOf(parseForm(offerTranslationsSchema, { es: { ...spanish, texte: 'x'.repeat(OFFER_TEXT_MAX + 1) } }))).toEqual({
      'es.texte': messages.texteTropLong,
    });
    expect(errorsOf(parseForm(offerTranslationsSchema, { es: { ...spanish, titre: 12 } }))).toEqual({
      'es.titre': messages.champObligatoire,
    });
    expect(errorsOf(parseForm(offerTranslationsSchema, { es: 'Vendimiador' }))).toEqual({ es: messages.donneesNonValides });
    expect(errorsOf(parseForm(offerTranslationsSchema, { de: spanish }))).toEqual({ de: messages.donneesNonValides });
    expect(errorsOf(parseForm(offerTranslationsSchema, { es: { ...spanish, societe: 'Château' } }))).toEqual({
      'es.societe': messages.donneesNonValides,
    });
  });

  it('reads a stored column back: complete translations of our languages only, unknown fields dropped', () => {
    const stored = {
      es: { titre: 'Vendimiador', texte: '<p>Vendimia.</p>', societe: 'Château Lafleur' },
      pl: { titre: 'Zbieracz winogron', texte: '<p></p>' },
      ro: { titre: '', texte: '<p>Cules.</p>' },
      pt: 'Vindimador',
      en: { titre: 'Grape picker', texte: '<p>Picking.</p>', formationCandidat: 4 },
      de: { titre: 'Weinleser', texte: '<p>Lese.</p>' },
    };
    expect(readOfferTranslations(stored)).toEqual({
      es: { titre: 'Vendimiador', texte: '<p>Vendimia.</p>', formationCandidat: '', detailPlus: '' },
    });
    expect(
      translatedLanguages(readOfferTranslations({ en: stored.en, es: stored.es, ro: { titre: 'Culegător', texte: 'Cules.' } })),
    ).toEqual(['es', 'ro']);
    expect(readOfferTranslations(null)).toEqual({});
    expect(readOfferTranslations('{"es":{}}')).toEqual({});
    expect(readOfferTranslations([spanish])).toEqual({});
  });
});
