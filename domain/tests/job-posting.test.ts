import {
  ANONYMOUS_EMPLOYER,
  changeModerationSchema,
  harvestDetailsSchema,
  jobPostingProblems,
  moderationSchema,
  offerEditMode,
  parseForm,
  toJobPosting,
} from '../src';
import { offer } from './fixtures/public-offer';

describe('JobPosting JSON-LD (Google’s required properties)', () => {
  it('a complete offer has every required property, pay by the hour, a temporary contract', () => {
    const posting = toJobPosting(offer, 'https://cep.example');
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({
      employmentType: 'TEMPORARY',
      url: 'https://cep.example/offres/abc',
      hiringOrganization: { name: 'Vignobles Delmas' },
      jobLocation: { address: { addressLocality: 'Pauillac', postalCode: '33250', addressCountry: 'FR' } },
      baseSalary: { currency: 'EUR', value: { minValue: 11.88, maxValue: 13, unitText: 'HOUR' } },
    });
  });

  it('a harvest offer gives its earliest start and the positions still open (issue #40)', () => {
    const vendangesDetail = harvestDetailsSchema.parse({
      debutAuPlusTot: '2027-09-06',
      debutAuPlusTard: '2027-09-16',
      postes: 25,
      postesPourvus: 5,
      metiers: ['coupeur'],
    });
    const posting = toJobPosting({ ...offer, contrat: { id: 1, libelle: 'CDI' }, vendangesDetail }, 'https://cep.example');
    expect(posting).toMatchObject({ employmentType: 'TEMPORARY', jobStartDate: '2027-09-06', totalJobOpenings: 20 });
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(toJobPosting(offer, 'https://c')).not.toHaveProperty('jobStartDate', expect.anything());
  });

  it('an anonymous offer names a confidential employer, never the company', () => {
    const posting = toJobPosting({ ...offer, entreprise: null }, 'https://cep.example');
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: ANONYMOUS_EMPLOYER });
    expect(jobPostingProblems(posting)).toEqual([]);
  });

  it('home office without a city is a telecommute job; no pay means no baseSalary', () => {
    const posting = toJobPosting({ ...offer, ville: '', teletravail: true, remuneration: null }, 'https://cep.example');
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.baseSalary).toBeUndefined();
    expect(jobPostingProblems(posting)).toEqual([]);
  });

  it('abroad: no postal code, the country; an unknown contract is OTHER; a pay floor alone is kept', () => {
    const posting = toJobPosting(
      {
        ...offer,
        pays: 'ES',
        ville: 'Rioja',
        departement: '',
        contrat: { id: 99, libelle: '' },
        remuneration: { min: 1800, max: null, periode: 'mois' },
      },
      'https://c',
    );
    expect(posting.employmentType).toBe('OTHER');
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Rioja', addressCountry: 'ES' },
    });
    expect(posting.baseSalary).toMatchObject({ value: { minValue: 1800, unitText: 'MONTH' } });
    expect(toJobPosting({ ...offer, remuneration: { min: null, max: null, periode: 'an' } }, 'https://c').baseSalary).toBeUndefined();
    expect(jobPostingProblems(posting)).toEqual([]);
  });

  it('reports what is missing', () => {
    expect(jobPostingProblems({ '@type': 'JobPosting' })).toEqual([
      'title',
      'description',
      'datePosted',
      'hiringOrganization.name',
      'jobLocation',
    ]);
    expect(jobPostingProblems(toJobPosting({ ...offer, ville: '', datePublication: null, dateExpiration: 'x' }, 'https://c'))).toEqual([
      'datePosted',
      'validThrough',
      'jobLocation',
    ]);
  });
});

describe('moderation decision (spec 02 §4)', () => {
  it('a refusal needs its reason, a validation does not', () => {
    expect(parseForm(moderationSchema, { etat: 'publiee' }).ok).toBe(true);
    expect(parseForm(moderationSchema, { etat: 'refusee', motifRefus: ' ' })).toEqual({
      ok: false,
      errors: { motifRefus: 'Veuillez indiquer le motif du refus.' },
    });
    expect(parseForm(moderationSchema, { etat: 'brouillon' }).ok).toBe(false);
  });
});

describe('a change of an online offer (issue #38 item 2)', () => {
  it('is edited directly before publication, as a moderated change once online, not at all otherwise', () => {
    expect(['brouillon', 'refusee'].map(offerEditMode)).toEqual(['direct', 'direct']);
    expect(['publiee', 'suspendue'].map(offerEditMode)).toEqual(['modification', 'modification']);
    expect(['validation', 'expiree'].map(offerEditMode)).toEqual([null, null]);
  });

  it('a refused change needs its reason; the decision names the change by when it was sent', () => {
    const soumiseLe = '2026-11-29T01:00:00.000Z';
    expect(parseForm(changeModerationSchema, { modification: 'validee', soumiseLe }).ok).toBe(true);
    expect(parseForm(changeModerationSchema, { modification: 'refusee', soumiseLe })).toEqual({
      ok: false,
      errors: { motifRefus: 'Veuillez indiquer le motif du refus.' },
    });
    expect(parseForm(changeModerationSchema, { modification: 'validee' }).ok).toBe(false);
  });
});
