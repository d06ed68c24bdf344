import {
  createOfferStep1Schema,
  hasDuration,
  isInternshipContract,
  offerDraftSchema,
  offerStep1RequiredKeys,
  offerStep2Schema,
  parseForm,
} from '../src';

const errorsOf = (result: ReturnType<typeof parseForm>) => (result.ok ? {} : result.errors);
const cdi = {
  offreTitre: 'Chef de culture',
  offreContrat: 1,
  offreTexte: '<p>Pilotage de l’équipe vigne.</p>',
  offrePays: 'FR',
  offreVille: '33314',
  offreDomaine1: 1,
  offreExperience: 3,
  offreNiveauEtude: 4,
  offreRemunerationmin: 32000,
  offreRemunerationmax: 38000,
};
const schema = createOfferStep1Schema();

describe('offer step 1 (spec 01 §3–§5)', () => {
  it('accepts a complete CDI and gives it no duration', () => {
    const result = parseForm(schema, cdi);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data).toMatchObject({ dureeContratValue: undefined, offreRegions: [], offreLangue: [] });
  });

  it('requires contract, text and domain 1', () => {
    expect(Object.keys(errorsOf(parseForm(schema, { ...cdi, offreContrat: '', offreTexte: '<p> </p>', offreDomaine1: '' })))).toEqual([
      'offreContrat',
      'offreTexte',
      'offreDomaine1',
    ]);
  });

  it('cuts the title at 100 characters', () => {
    const result = parseForm(schema, { ...cdi, offreTitre: 'x'.repeat(140) });
    expect(result.ok && result.data.offreTitre).toHaveLength(100);
  });

  it('keeps the three domains distinct', () => {
    expect(errorsOf(parseForm(schema, { ...cdi, offreDomaine2: 1, offreDomaine3: 2 }))).toEqual({
      offreDomaine2: 'Chaque domaine ne peut être choisi qu’une fois.',
    });
    expect(parseForm(schema, { ...cdi, offreDomaine2: 2, offreDomaine3: 3 }).ok).toBe(true);
  });

  it('work-study and internship relax experience, study level and pay', () => {
    const stage = { offreTitre: 'Stage chai', offreContrat: 5, offreTexte: 'Vinifications', offreVille: '33314', offreDomaine1: 2 };
    expect(parseForm(schema, stage).ok).toBe(true);
    expect(parseForm(schema, { ...stage, offreContrat: 4 }).ok).toBe(true);
    expect(isInternshipContract(4) && isInternshipContract(5) && !isInternshipContract(2)).toBe(true);
  });

  it('a company flag exempts the pay', () => {
    const { offreRemunerationmin: _min, offreRemunerationmax: _max, ...noPay } = cdi;
    expect(Object.keys(errorsOf(parseForm(schema, noPay)))).toEqual(['offreRemunerationmin', 'offreRemunerationmax']);
    expect(parseForm(createOfferStep1Schema({ remunerationFacultative: true }), noPay).ok).toBe(true);
  });

  it('pay max is not below pay min', () => {
    expect(errorsOf(parseForm(schema, { ...cdi, offreRemunerationmax: 30000 }))).toEqual({
      offreRemunerationmax: 'La rémunération maximale doit être supérieure ou égale à la minimale.',
    });
  });

  it('France needs the city unless home office or the company flag', () => {
    expect(Object.keys(errorsOf(parseForm(schema, { ...cdi, offreVille: '' })))).toEqual(['offreVille']);
    expect(parseForm(schema, { ...cdi, offreVille: '', offreHomeOffice: 'on' }).ok).toBe(true);
    expect(parseForm(createOfferStep1Schema({ villeFacultative: true }), { ...cdi, offreVille: '' }).ok).toBe(true);
  });

  it('another country needs the international city, drops home office and checks every department', () => {
    expect(Object.keys(errorsOf(parseForm(schema, { ...cdi, offrePays: 'ES', offreVille: '' })))).toEqual(['offreVilleInternational']);
    const result = parseForm(schema, {
      ...cdi,
      offrePays: 'es',
      offreVilleInternational: 'Logroño',
      offreHomeOffice: true,
      offreDepartements: ['33'],
    });
    expect(result.ok && result.data).toMatchObject({
      offrePays: 'ES',
      offreVille: undefined,
      offreHomeOffice: false,
      offreRegions: ['49'],
      offreDepartements: [],
    });
  });

  it('contract drives the duration (default 1 month) and the harvest option', () => {
    const cdd = { ...cdi, offreContrat: 2 };
    const result = parseForm(schema, cdd);
    expect(result.ok && result.data).toMatchObject({ dureeContratValue: 1, dureeContratChoice: 'mois', emploivendagesaisonier: false });
    const weeks = parseForm(schema, { ...cdd, dureeContratValue: '3', dureeContratChoice: 'semaines' });
    expect(weeks.ok && weeks.data).toMatchObject({ dureeContratValue: 3, dureeContratChoice: 'semaines' });
    expect(hasDuration(3) && !hasDuration(1)).toBe(true);
    expect(errorsOf(parseForm(schema, { ...cdi, emploivendagesaisonier: true }))).toEqual({
      emploivendagesaisonier: 'L’option vendanges ne s’applique qu’aux CDD, intérim, alternance et stage.',
    });
  });

  it('a language needs its level', () => {
    expect(errorsOf(parseForm(schema, { ...cdi, offreLangue: [{ langue: 1, niveau: 3 }, { langue: 3 }] }))).toEqual({
      'offreLangue.1.niveau': 'Veuillez choisir le niveau de cette langue.',
    });
    const result = parseForm(schema, {
      ...cdi,
      offreLangue: [
        { langue: 1, niveau: 3 },
        { langue: '', niveau: '' },
      ],
    });
    expect(result.ok && result.data.offreLangue).toEqual([{ langue: 1, niveau: 3 }]);
  });

  it('a draft needs only the title, but what is typed stays well-formed', () => {
    expect(parseForm(offerDraftSchema, { offreTitre: 'Vendangeur' }).ok).toBe(true);
    expect(Object.keys(errorsOf(parseForm(offerDraftSchema, { offreTitre: '' })))).toEqual(['offreTitre']);
    expect(Object.keys(errorsOf(parseForm(offerDraftSchema, { offreTitre: 'x', offreDomaine1: 99 })))).toEqual(['offreDomaine1']);
  });
});

describe('offer step 2 (spec 02 §3, §5)', () => {
  const company = { societe: 'doc-delmas', nombreSalaries: '2' };

  it('url mode requires offrePostuleurl', () => {
    expect(errorsOf(parseForm(offerStep2Schema, { ...company, offreModeReception: 'url' }))).toEqual({
      offrePostuleurl: 'Ce champ est obligatoire.',
    });
    expect(
      errorsOf(parseForm(offerStep2Schema, { ...company, offreModeReception: 'url', offrePostuleurl: 'javascript:alert(1)' })),
    ).toEqual({
      offrePostuleurl: 'Veuillez saisir une adresse web valide (https://…).',
    });
    expect(parseForm(offerStep2Schema, { ...company, offreModeReception: 'url', offrePostuleurl: 'https://delmas.fr/jobs' }).ok).toBe(true);
  });

  it('mail mode requires offreMail; options are the spec’s ids', () => {
    expect(Object.keys(errorsOf(parseForm(offerStep2Schema, { ...company, offreModeReception: 'mail' })))).toEqual(['offreMail']);
    expect(
      parseForm(offerStep2Schema, { ...company, offreModeReception: 'mail', offreMail: 'rh@delmas.fr', options: [2, '6', 25] }).ok,
    ).toBe(true);
    expect(
      Object.keys(
        errorsOf(parseForm(offerStep2Schema, { ...company, offreModeReception: 'mail', offreMail: 'rh@delmas.fr', options: [3] })),
      ),
    ).toEqual(['options.0']);
  });

  it('the signing company and its size are required (spec 02 §3)', () => {
    expect(errorsOf(parseForm(offerStep2Schema, { offreModeReception: 'mail', offreMail: 'rh@delmas.fr', nombreSalaries: '9' }))).toEqual({
      societe: 'Veuillez choisir la société qui publie l’offre.',
      nombreSalaries: 'Ce champ est obligatoire.',
    });
  });
});

describe('offerStep1RequiredKeys: what the form marks is what the schema asks', () => {
  it('asks experience, level and pay of a job, not of an internship', () => {
    expect(offerStep1RequiredKeys({ offreContrat: 1 })).toEqual(
      expect.arrayContaining([
        'offreContrat',
        'offreTexte',
        'offreDomaine1',
        'offreVille',
        'offreExperience',
        'offreNiveauEtude',
        'offreRemunerationmin',
      ]),
    );
    expect(offerStep1RequiredKeys({ offreContrat: 4 })).not.toContain('offreExperience');
  });

  it('drops the city for home office or the company’s flag, and asks the foreign city abroad', () => {
    expect(offerStep1RequiredKeys({ offreContrat: 1, offreHomeOffice: true })).not.toContain('offreVille');
    expect(offerStep1RequiredKeys({ offreContrat: 1 }, { villeFacultative: true })).not.toContain('offreVille');
    expect(offerStep1RequiredKeys({ offreContrat: 1, offrePays: 'ES' })).toEqual(expect.arrayContaining(['offreVilleInternational']));
    expect(offerStep1RequiredKeys({ offreContrat: 1 }, { remunerationFacultative: true })).not.toContain('offreRemunerationmin');
  });

  it('matches the schema: every key it names is refused when missing', () => {
    const errors = parseForm(createOfferStep1Schema(), { offreTitre: 'Caviste', offreContrat: '1' });
    expect(errors.ok).toBe(false);
    const missing = Object.keys(errors.ok ? {} : errors.errors);
    for (const key of offerStep1RequiredKeys({ offreContrat: 1 }).filter((k) => k !== 'offreContrat')) expect(missing).toContain(key);
  });
});
