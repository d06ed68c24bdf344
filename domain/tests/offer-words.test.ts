import { DURATION_UNITS } from '../src/constants';
import { harvestCardNotes, harvestFacts, harvestWindowText } from '../src/harvest-facts';
import { HARVEST_HOUSING, HARVEST_JOBS, HARVEST_MEALS, HARVEST_SEARCH_FLAGS, HARVEST_TRANSPORT, readHarvestDetails } from '../src/harvest';
import { START_ANSWERS } from '../src/harvest-start';
import { EN_OFFER_WORDS } from '../src/i18n/en';
import { ES_OFFER_WORDS } from '../src/i18n/es';
import { FR_OFFER_WORDS } from '../src/i18n/fr';
import type { OfferWords } from '../src/i18n/offer-words';
import { PL_OFFER_WORDS } from '../src/i18n/pl';
import { PT_OFFER_WORDS } from '../src/i18n/pt';
import { RO_OFFER_WORDS } from '../src/i18n/ro';
import { labelTranslator } from '../src/i18n/translate-labels';
import { formatEuros } from '../src/format';
import { contracts } from '../src/offer';
import { offerFacts, payText } from '../src/offer-facts';
import { BENEFITS, DOMAINS, EXPERIENCE_LEVELS, LANGUAGE_LEVELS, LANGUAGES, SALARY_BENEFITS, STUDY_LEVELS } from '../src/referentials';
import { preferredLanguage } from '../src/site-languages';
import type { PublicOffer } from '../src/job-posting';

const OTHERS: Array<[string, OfferWords]> = [
  ['es', ES_OFFER_WORDS],
  ['pl', PL_OFFER_WORDS],
  ['ro', RO_OFFER_WORDS],
  ['pt', PT_OFFER_WORDS],
  ['en', EN_OFFER_WORDS],
];
const COUNTS = [0, 1, 2, 3, 4, 5, 12, 14, 20, 21, 22, 25, 101, 102, 112, 120, 1234];

/** Every function of a words object called with what it can be given: none may throw or say nothing. */
function sayings(words: OfferWords): string[] {
  const h = words.harvest;
  return [
    words.pay.range('10 €', '12 €'),
    words.pay.from('10 €'),
    words.pay.upTo('12 €'),
    h.window('2027-09-08', '2027-09-08'),
    h.window('2027-09-08', '2027-09-16'),
    h.window('2027-08-28', '2027-09-05'),
    h.window('2027-12-28', '2028-01-05'),
    h.cardStart('mi-septembre'),
    h.startMoment('2027-09-08', '07:30'),
    h.startMoment('2027-09-08', '14:00'),
    ...COUNTS.flatMap((n) => [h.days(n), h.places(n), h.years(n), h.openPositions(n), h.openOf(n, n + 3)]),
    ...COUNTS.flatMap((n) => DURATION_UNITS.map((unit) => words.duration(n, unit))),
  ];
}

describe('the words around an offer in six languages (issue #41 item 2)', () => {
  it.each(OTHERS)('%s names every item of every list French has', (_, words) => {
    const ids = (list: ReadonlyArray<{ id: number }>) => list.map((item) => item.id).sort();
    const named = (table: Readonly<Record<number, string>>) =>
      Object.entries(table)
        .filter(([, label]) => label.trim() !== '')
        .map(([id]) => Number(id))
        .sort();
    expect(named(words.labels.contracts)).toEqual(ids(contracts));
    expect(named(words.labels.domains)).toEqual(ids(DOMAINS));
    expect(named(words.labels.experience)).toEqual(ids(EXPERIENCE_LEVELS));
    expect(named(words.labels.studyLevels)).toEqual(ids(STUDY_LEVELS));
    expect(named(words.labels.languages)).toEqual(ids(LANGUAGES));
    expect(named(words.labels.languageLevels)).toEqual(ids(LANGUAGE_LEVELS));
    expect(named(words.labels.benefits)).toEqual(ids(BENEFITS));
    expect(named(words.labels.salaryBenefits)).toEqual(ids(SALARY_BENEFITS));
    const keys = (list: ReadonlyArray<{ key: string }>) => list.map((item) => item.key).sort();
    expect(Object.keys(words.labels.harvestJobs).sort()).toEqual(keys(HARVEST_JOBS));
    expect(Object.keys(words.labels.harvestHousing).sort()).toEqual(keys(HARVEST_HOUSING));
    expect(Object.keys(words.labels.harvestMeals).sort()).toEqual(keys(HARVEST_MEALS));
    expect(Object.keys(words.labels.harvestTransport).sort()).toEqual(keys(HARVEST_TRANSPORT));
    expect(Object.keys(words.labels.harvestFlags).sort()).toEqual(HARVEST_SEARCH_FLAGS.map((flag) => flag.param).sort());
    expect(Object.keys(words.harvest.startAnswers).sort()).toEqual([...START_ANSWERS].sort());
  });

  it.each(OTHERS)('%s says something for every count, day and amount, never French', (_, words) => {
    for (const text of sayings(words)) expect(text.trim()).not.toBe('');
    expect(words.harvest.window('2027-09-08', '2027-09-16')).not.toBe(FR_OFFER_WORDS.harvest.window('2027-09-08', '2027-09-16'));
    expect(words.page.description).not.toBe(FR_OFFER_WORDS.page.description);
  });

  it('keeps French as it always said it', () => {
    expect(harvestWindowText('2027-09-08', '2027-09-16')).toBe('entre le 8 et le 16 septembre 2027');
    expect(FR_OFFER_WORDS.harvest.startMoment('2027-09-01', '07:30')).toBe('mercredi 1er septembre 2027 à 7 h 30');
    expect(FR_OFFER_WORDS.duration(6, 'mois')).toBe('6 mois');
    expect(payText(11.88, null, 'heure')).toBe(`À partir de ${formatEuros(11.88)} brut de l’heure`);
  });

  it('writes pay, dates and plurals in the language', () => {
    expect(payText(1900, 2100, 'mois', ES_OFFER_WORDS)).toMatch(/1900\s€.*2100\s€/u);
    expect(payText(11.88, null, 'heure', EN_OFFER_WORDS)).toContain('11.88');
    expect(payText(null, 2000, 'mystère', PT_OFFER_WORDS)).toContain('2000');
    expect(ES_OFFER_WORDS.harvest.window('2027-09-08', '2027-09-16')).toBe('8–16 de septiembre de 2027');
    expect(PL_OFFER_WORDS.harvest.days(22)).not.toBe(PL_OFFER_WORDS.harvest.days(25));
    expect(RO_OFFER_WORDS.harvest.days(20)).toContain(' de ');
    expect(RO_OFFER_WORDS.harvest.days(19)).not.toContain(' de ');
  });

  it('translates the French labels an offer carries, and leaves the recruiter’s own words', () => {
    const es = labelTranslator(ES_OFFER_WORDS);
    expect(es('Débutant accepté')).toBe(ES_OFFER_WORDS.labels.experience[1]);
    expect(es('6 mois')).toBe(ES_OFFER_WORDS.duration(6, 'mois'));
    expect(es('1 an')).toBe(ES_OFFER_WORDS.duration(1, 'annees'));
    expect(es('3 lunes')).toBe('3 lunes');
    expect(es('Panier repas le midi')).toBe('Panier repas le midi');
    expect(labelTranslator(FR_OFFER_WORDS)('Débutant accepté')).toBe('Débutant accepté');
  });

  it('draws the offer and harvest facts in the language', () => {
    const offer = {
      contrat: { id: 2, libelle: 'CDD' },
      duree: '2 semaines',
      pays: 'ES',
      ville: 'Logroño',
      departement: '',
      remuneration: { min: 12, max: null, periode: 'heure' },
      experience: 'Débutant accepté',
      niveauEtude: null,
      domaines: ['Viticulture et travaux de la vigne'],
      langues: [{ langue: 'Espagnol', niveau: 'Courant' }],
      avantages: ['Logement', 'Vélo prêté'],
      datePublication: '2027-08-01T08:00:00.000Z',
      dateExpiration: null,
    } as unknown as PublicOffer;
    const facts = offerFacts(offer, ES_OFFER_WORDS, labelTranslator(ES_OFFER_WORDS));
    expect(facts.map((fact) => fact.label)).toEqual(
      ['contract', 'duration', 'place', 'pay', 'experience', 'domains', 'languages', 'benefits', 'published'].map(
        (key) => ES_OFFER_WORDS.facts[key as keyof OfferWords['facts']],
      ),
    );
    expect(facts.find((fact) => fact.label === ES_OFFER_WORDS.facts.benefits)?.value).toBe(
      `${ES_OFFER_WORDS.labels.benefits[1]}, Vélo prêté`,
    );
    expect(facts.find((fact) => fact.label === ES_OFFER_WORDS.facts.place)?.value).toBe('Logroño (ES)');

    const details = readHarvestDetails({
      debutAuPlusTot: '2027-09-08',
      debutAuPlusTard: '2027-09-16',
      dureeJours: 10,
      postes: 4,
      metiers: ['coupeur'],
      logement: 'sur-place',
      logementPlaces: 3,
      repas: ['dejeuner', 'diner'],
      transport: 'ramassage',
      transportPrecision: 'Gare de Beaune',
      ageMinimum: 18,
      premiereSaison: true,
    })!;
    const season = harvestFacts(details, EN_OFFER_WORDS);
    expect(season[0]).toEqual({
      label: EN_OFFER_WORDS.harvest.start,
      value: `${EN_OFFER_WORDS.harvest.window('2027-09-08', '2027-09-16')}`,
    });
    expect(season.map((fact) => fact.value).join(' | ')).toContain(EN_OFFER_WORDS.labels.harvestJobs.coupeur);
    expect(harvestCardNotes({ harvestLabel: 'mi-septembre', housingKind: 'camping', meals: true, openings: 2 }, PL_OFFER_WORDS)).toEqual([
      PL_OFFER_WORDS.harvest.cardStart('mi-septembre'),
      PL_OFFER_WORDS.harvest.cardCamping,
      PL_OFFER_WORDS.harvest.cardMeals,
      PL_OFFER_WORDS.harvest.openPositions(2),
    ]);
  });
});

describe('the language a browser prefers', () => {
  it('reads the weights, the regions and the order', () => {
    expect(preferredLanguage('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLanguage('de-DE,de;q=0.9,pl;q=0.5,en;q=0.4')).toBe('pl');
    expect(preferredLanguage('en;q=0.3, ro;q=0.7')).toBe('ro');
    expect(preferredLanguage('pt-BR')).toBe('pt');
    expect(preferredLanguage('fr-FR,es;q=0.9')).toBe('fr');
    expect(preferredLanguage('es;q=0, de')).toBe('fr');
    expect(preferredLanguage('es;q=abc')).toBe('fr');
    expect(preferredLanguage('')).toBe('fr');
    expect(preferredLanguage(null)).toBe('fr');
  });
});
