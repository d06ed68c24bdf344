import {
  candidateRegistrationSchema,
  contractBySlug,
  contractLabel,
  departementLabel,
  departementName,
  DEPARTEMENTS,
  DOMAINS,
  formatMessage,
  isOfferOpen,
  labelOf,
  offerExpiryFrom,
  durationLabel,
  regionName,
  offerStateLabel,
  parseForm,
  REGIONS,
  truncateOfferTitle,
} from '../src';

describe('offer skeleton rules', () => {
  it('says an offer is open while published and before its expiry (a date, its ISO text, or none)', () => {
    const now = Date.parse('2026-09-10T08:00:00Z');
    expect(isOfferOpen({ etat: 'publiee', dateExpiration: '2026-09-11T00:00:00.000Z' }, now)).toBe(true);
    expect(isOfferOpen({ etat: 'publiee', dateExpiration: new Date('2026-09-10T07:59:59Z') }, now)).toBe(false);
    expect(isOfferOpen({ etat: 'publiee', dateExpiration: null }, now)).toBe(true);
    expect(isOfferOpen({ etat: 'publiee' }, now)).toBe(true);
    expect(isOfferOpen({ etat: 'suspendue', dateExpiration: '2026-12-31T00:00:00.000Z' }, now)).toBe(false);
    expect(isOfferOpen({ etat: null }, now)).toBe(false);
    expect(isOfferOpen({ etat: 'publiee', dateExpiration: '2999-01-01T00:00:00.000Z' })).toBe(true);
  });

  it('cuts the title at 100 characters (spec 01 §5)', () => {
    expect(truncateOfferTitle('a'.repeat(100))).toHaveLength(100);
    expect(truncateOfferTitle('a'.repeat(101))).toHaveLength(100);
    expect(truncateOfferTitle('  Caviste  ')).toBe('Caviste');
  });

  it('names contracts 4 and 5 as the internship family', () => {
    expect(contractLabel(4)).toBe('Alternance/Apprentissage');
    expect(contractLabel(5)).toBe('Stage');
    expect(contractLabel(99)).toBeUndefined();
  });

  it('labels durations and regions, 49 being all France', () => {
    expect([durationLabel(1, 'mois'), durationLabel(3, 'semaines'), durationLabel(2, 'annees'), durationLabel(1, 'jours')]).toEqual([
      '1 mois',
      '3 semaines',
      '2 ans',
      '1 jour',
    ]);
    expect([regionName('49'), regionName('75'), regionName('00')]).toEqual(['Toute la France', 'Nouvelle-Aquitaine', undefined]);
  });

  it('a validated offer stays online 60 days', () => {
    expect(offerExpiryFrom(new Date('2026-09-01T00:00:00Z')).toISOString()).toBe('2026-10-31T00:00:00.000Z');
  });
});

describe('candidate registration', () => {
  const valid = {
    prenom: 'Camille',
    nom: 'Durand',
    email: 'Camille@Example.fr',
    plainPassword: { first: 'Vendange2026!', second: 'Vendange2026!' },
  };

  it('normalises the e-mail', () => {
    const result = parseForm(candidateRegistrationSchema, valid);
    expect(result.ok && result.data.email).toBe('camille@example.fr');
  });

  it('refuses a body that carries a role', () => {
    const result = parseForm(candidateRegistrationSchema, { ...valid, role: 1 });
    expect(result.ok).toBe(false);
  });
});

describe('formatMessage', () => {
  it('fills placeholders and keeps the spec spacing', () => {
    expect(formatMessage('fichierTropLourdMax', { max: 2 })).toBe('Le fichier est trop lourd (max: 2 MB )');
    expect(formatMessage('fichierTropLourdMax')).toBe('Le fichier est trop lourd (max: {max} MB )');
  });
});

describe('labels and places', () => {
  it('finds contracts by slug and states by key', () => {
    expect(contractBySlug('stage')?.id).toBe(5);
    expect(contractBySlug('inconnu')).toBeUndefined();
    expect(offerStateLabel('validation')).toBe('Validation en cours');
  });

  it('names departments from the official data', () => {
    expect(departementName('21')).toBe("Côte-d'Or");
    expect(departementLabel('33')).toBe('Gironde (33)');
    expect(departementLabel('00')).toBe('00');
    expect(DEPARTEMENTS.length).toBeGreaterThanOrEqual(101);
    expect(REGIONS.find((r) => r.code === '75')?.nom).toBe('Nouvelle-Aquitaine');
  });

  it('labels referential choices by id', () => {
    expect(labelOf(DOMAINS, 2)).toBe('Vinification et chai');
    expect(labelOf(DOMAINS, 999)).toBeUndefined();
  });
});
