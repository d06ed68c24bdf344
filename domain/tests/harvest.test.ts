import {
  createOfferStep1Schema,
  harvestCardNotes,
  harvestFacts,
  harvestWindowText,
  hourlyMinimumWage,
  offerDraftSchema,
  openPositions,
  parseForm,
  readHarvestDetails,
} from '../src';

const errorsOf = (result: ReturnType<typeof parseForm>) => (result.ok ? {} : result.errors);
const details = {
  fenetre: 'autour du 10 septembre',
  debutAuPlusTot: '2027-09-06',
  debutAuPlusTard: '2027-09-16',
  dureeJours: '12',
  postes: '25',
  metiers: ['coupeur', 'porteur'],
  logement: 'camping',
  logementPlaces: '10',
  repas: ['diner', 'dejeuner'],
  transport: 'navette-gare',
  transportPrecision: 'Gare de Beaune, 7 h 15',
  ageMinimum: '16',
  premiereSaison: 'on',
};
const harvest = {
  offreTitre: 'Coupeurs et porteurs',
  offreContrat: 2,
  emploivendagesaisonier: 'on',
  offreTexte: '<p>Vendanges manuelles en Côte de Beaune.</p>',
  offreVille: '21054',
  offreDomaine1: 1,
  offreExperience: 1,
  offreNiveauEtude: 1,
  offreRemunerationmin: '12.50',
  offreRemunerationmax: '13',
  offreRemunerationPeriode: 'heure',
  vendanges: details,
};
const schema = createOfferStep1Schema();

describe('a harvest offer says what a picker needs (issue #40 item 1)', () => {
  it('keeps the window, the positions, housing, meals and transport, in a stable order', () => {
    const result = parseForm(schema, harvest);
    expect(result.ok && result.data.vendanges).toEqual({
      fenetre: 'autour du 10 septembre',
      debutAuPlusTot: '2027-09-06',
      debutAuPlusTard: '2027-09-16',
      dureeJours: 12,
      postes: 25,
      postesPourvus: 0,
      metiers: ['coupeur', 'porteur'],
      logement: 'camping',
      logementPlaces: 10,
      repas: ['dejeuner', 'diner'],
      transport: 'navette-gare',
      transportPrecision: 'Gare de Beaune, 7 h 15',
      ageMinimum: 16,
      premiereSaison: true,
    });
  });

  it('asks for the window, length, positions, job, housing and transport before publication, not in a draft', () => {
    const bare = { ...harvest, vendanges: { logement: 'sur-place' } };
    expect(Object.keys(errorsOf(parseForm(schema, bare)))).toEqual([
      'vendanges.debutAuPlusTot',
      'vendanges.debutAuPlusTard',
      'vendanges.dureeJours',
      'vendanges.postes',
      'vendanges.metiers',
      'vendanges.transport',
      'vendanges.logementPlaces',
    ]);
    expect(parseForm(offerDraftSchema, bare).ok).toBe(true);
  });

  it('a window ends after it starts and spans 60 days at most, in a draft too', () => {
    const reversed = { ...harvest, vendanges: { ...details, debutAuPlusTard: '2027-09-01' } };
    const message = { 'vendanges.debutAuPlusTard': 'Le début au plus tard ne peut pas précéder le début au plus tôt.' };
    expect(errorsOf(parseForm(schema, reversed))).toEqual(message);
    expect(errorsOf(parseForm(offerDraftSchema, reversed))).toEqual(message);
    expect(errorsOf(parseForm(schema, { ...harvest, vendanges: { ...details, debutAuPlusTard: '2027-11-20' } }))).toEqual({
      'vendanges.debutAuPlusTard': 'La période de début ne peut pas dépasser 60 jours.',
    });
    expect(errorsOf(parseForm(schema, { ...harvest, vendanges: { ...details, debutAuPlusTot: '2027-02-30' } }))).toEqual({
      'vendanges.debutAuPlusTot': 'Veuillez saisir une date valide.',
    });
  });

  it('never counts more positions filled than offered, nor below 0', () => {
    expect(errorsOf(parseForm(schema, { ...harvest, vendanges: { ...details, postesPourvus: '26' } }))).toEqual({
      'vendanges.postesPourvus': 'Les postes pourvus ne peuvent pas dépasser les postes à pourvoir.',
    });
    expect(Object.keys(errorsOf(parseForm(schema, { ...harvest, vendanges: { ...details, postesPourvus: '-1' } })))).toEqual([
      'vendanges.postesPourvus',
    ]);
    expect(openPositions({ postes: 25, postesPourvus: 25 })).toBe(0);
    expect(openPositions({ postes: 3, postesPourvus: 5 })).toBe(0);
  });

  it('pays by the hour, at least the SMIC in force on the earliest start', () => {
    expect(errorsOf(parseForm(schema, { ...harvest, offreRemunerationmin: '11.50' }))).toEqual({
      offreRemunerationmin: 'Le salaire horaire brut ne peut pas être inférieur au SMIC (12,02\u00a0€ de l’heure).',
    });
    expect(
      errorsOf(
        parseForm(schema, { ...harvest, offreRemunerationPeriode: 'mois', offreRemunerationmin: '1900', offreRemunerationmax: '2000' }),
      ),
    ).toEqual({
      offreRemunerationPeriode: 'Une offre de vendanges indique un salaire horaire brut : choisissez « de l’heure ».',
    });
    expect(parseForm(schema, { ...harvest, offreRemunerationmin: '12.02' }).ok).toBe(true);
    // An intern's stipend follows its own rules.
    expect(parseForm(schema, { ...harvest, offreContrat: 5, offreRemunerationmin: '4.35' }).ok).toBe(true);
    expect([hourlyMinimumWage('2025-09-10'), hourlyMinimumWage('2026-09-10'), hourlyMinimumWage('2020-01-01')]).toEqual([
      11.88, 12.02, 11.88,
    ]);
  });

  it('drops the details of an offer that is not a harvest one, and housing places without housing', () => {
    const result = parseForm(schema, {
      ...harvest,
      emploivendagesaisonier: '',
      offreRemunerationPeriode: 'an',
      offreRemunerationmin: 24000,
      offreRemunerationmax: 26000,
    });
    expect(result.ok && result.data.vendanges).toBeUndefined();
    const none = parseForm(schema, { ...harvest, vendanges: { ...details, logement: 'aucun', transport: 'aucun' } });
    expect(none.ok && none.data.vendanges).toMatchObject({ logement: 'aucun', logementPlaces: undefined, transportPrecision: undefined });
  });
});

describe('what a picker reads of a harvest offer (its page and its card)', () => {
  it('says a window with its month and year once', () => {
    expect(harvestWindowText('2027-09-08', '2027-09-16')).toBe('entre le 8 et le 16 septembre 2027');
    expect(harvestWindowText('2027-08-28', '2027-09-05')).toBe('entre le 28 août et le 5 septembre 2027');
    expect(harvestWindowText('2027-12-28', '2028-01-05')).toBe('entre le 28 décembre 2027 et le 5 janvier 2028');
    expect(harvestWindowText('2027-09-01', '2027-09-01')).toBe('le 1er septembre 2027');
  });

  it('lists only what the estate filled in, positions left first', () => {
    const parsed = parseForm(schema, { ...harvest, vendanges: { ...details, postesPourvus: '5', ageMinimum: '' } });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(harvestFacts(parsed.data.vendanges!)).toEqual([
      { label: 'Début', value: 'Autour du 10 septembre (entre le 6 et le 16 septembre 2027)' },
      { label: 'Durée prévue', value: '12 jours' },
      { label: 'Postes', value: '20 postes ouverts sur 25' },
      { label: 'Métiers', value: 'Coupeur·euse, Porteur·euse' },
      { label: 'Logement', value: 'Emplacement de camping, 10 places' },
      { label: 'Repas', value: 'Déjeuner et Dîner' },
      { label: 'Transport', value: 'Navette depuis une gare : Gare de Beaune, 7 h 15' },
      { label: 'Première saison', value: 'Débutants bienvenus' },
    ]);
    const full = harvestFacts({ ...parsed.data.vendanges!, postesPourvus: 25, repas: [], logement: 'aucun', logementPlaces: undefined });
    expect(full).toContainEqual({ label: 'Postes', value: 'Tous les postes sont pourvus' });
    expect(full).toContainEqual({ label: 'Repas', value: 'Non fournis' });
    expect(full).toContainEqual({ label: 'Logement', value: 'Pas de logement' });
  });

  it('gives a card its start, housing, meals and positions left, from the search hit', () => {
    const at = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
    expect(
      harvestCardNotes({ harvestFrom: at('2027-09-08'), harvestTo: at('2027-09-16'), housingKind: 'sur-place', meals: false, openings: 1 }),
    ).toEqual(['Début entre le 8 et le 16 septembre 2027', 'Logement sur place', '1 poste ouvert']);
    expect(harvestCardNotes({ harvestLabel: 'mi-septembre', harvestTo: at('2027-09-16'), housingKind: 'camping', meals: true })).toEqual([
      'Début mi-septembre',
      'Camping sur place',
      'Repas fournis',
    ]);
    // No window given: far future and 0 in the index, nothing said.
    expect(harvestCardNotes({ harvestFrom: Date.UTC(9999, 0, 1), harvestTo: 0, openings: 0 })).toEqual([]);
  });
});

describe('a stored harvest column read back', () => {
  it('gives the details, or nothing for a value the schema refuses', () => {
    expect(readHarvestDetails({ postes: 3, repas: ['diner', 'dejeuner'], logement: 'aucun', logementPlaces: 4 })).toMatchObject({
      postes: 3,
      postesPourvus: 0,
      repas: ['dejeuner', 'diner'],
      logementPlaces: undefined,
    });
    expect(readHarvestDetails(null)).toBeNull();
    expect(readHarvestDetails('sur-place')).toBeNull();
    expect(readHarvestDetails({ postes: 'beaucoup' })).toBeNull();
  });

  it('says only what is there: a window without words, housing without a count, transport without a place', () => {
    const details = readHarvestDetails({
      debutAuPlusTot: '2027-09-08',
      debutAuPlusTard: '2027-09-16',
      logement: 'sur-place',
      transport: 'ramassage',
    })!;
    expect(harvestFacts(details)).toEqual([
      { label: 'Début', value: 'Entre le 8 et le 16 septembre 2027' },
      { label: 'Logement', value: 'Logement sur place' },
      { label: 'Repas', value: 'Non fournis' },
      { label: 'Transport', value: 'Point de ramassage' },
    ]);
    expect(harvestFacts(readHarvestDetails({ fenetre: 'mi-septembre' })!)).toEqual([{ label: 'Début', value: 'Mi-septembre' }]);
    expect(harvestFacts(readHarvestDetails({})!)).toEqual([]);
  });
});
