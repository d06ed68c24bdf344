import {
  billingInfoSchema,
  billingMatchesCompany,
  companyInfoSchema,
  createSubsidiarySchema,
  forgotPasswordSchema,
  loginInfoSchema,
  messages,
  parseForm,
  recruiterRegistrationSchema,
  recruiterUserSchema,
  resetPasswordSchema,
  offerExemptionsSchema,
  schoolBillingSchema,
  schoolEstablishmentSchema,
  schoolRegistrationSchema,
  userInfoSchema,
} from '../src';

const password = { first: 'Vendange2026!', second: 'Vendange2026!' };
const errorsOf = (result: ReturnType<typeof parseForm>) => (result.ok ? {} : result.errors);

describe('sign-up (spec 01 §3, §7)', () => {
  const recruiter = {
    prenom: 'Hélène',
    nom: 'Delmas',
    email: 'h@delmas.fr',
    societeRaisonsocial: 'Vignobles Delmas',
    secteurActivite: 'Domaine viticole',
    plainPassword: password,
  };

  it('requires secteurActivite for recruiters', () => {
    expect(parseForm(recruiterRegistrationSchema, recruiter).ok).toBe(true);
    expect(errorsOf(parseForm(recruiterRegistrationSchema, { ...recruiter, secteurActivite: ' ' }))).toEqual({
      secteurActivite: 'Ce champ est obligatoire.',
    });
  });

  it.each(['role', 'confirmed', 'blocked'])('refuses %s in the body', (field) => {
    expect(errorsOf(parseForm(recruiterRegistrationSchema, { ...recruiter, [field]: true }))).toEqual({
      [field]: 'Ce champ n’est pas autorisé.',
    });
  });

  it('school sign-up needs the establishment name', () => {
    const school = { prenom: 'Sophie', nom: 'Bernard', email: 's@campus.fr', ecoleNom: 'Campus', plainPassword: password };
    expect(parseForm(schoolRegistrationSchema, school).ok).toBe(true);
    expect(Object.keys(errorsOf(parseForm(schoolRegistrationSchema, { ...school, ecoleNom: '' })))).toEqual(['ecoleNom']);
  });

  it('forgot and reset', () => {
    expect(parseForm(forgotPasswordSchema, { email: 'a@b.fr' }).ok).toBe(true);
    expect(parseForm(resetPasswordSchema, { token: 't', plainPassword: password }).ok).toBe(true);
    expect(Object.keys(errorsOf(parseForm(resetPasswordSchema, { token: '', plainPassword: { first: 'a', second: 'b' } })))).toEqual([
      'token',
      'plainPassword.first',
      'plainPassword.second',
    ]);
  });
});

describe('recruiter users and account sections', () => {
  it('new recruiter: nom, prénom and e-mail share spec 02’s message', () => {
    const errors = errorsOf(parseForm(recruiterUserSchema, { recruteurNom: '', recruteurPrenom: '', recruteurMail: 'x' }));
    expect(errors).toEqual({
      recruteurNom: 'Vérifier votre nom, prénom et votre email.',
      recruteurPrenom: 'Vérifier votre nom, prénom et votre email.',
      recruteurMail: 'Vérifier votre nom, prénom et votre email.',
    });
    const ok = parseForm(recruiterUserSchema, {
      recruteurNom: 'Roux',
      recruteurPrenom: 'Jean',
      recruteurMail: 'j@r.fr',
      recruteurTel: '05 56 00 00 00',
    });
    expect(ok.ok && ok.data.recruteurTel).toBe('0556000000');
  });

  it('user info and login info', () => {
    expect(parseForm(userInfoSchema, { prenom: 'A', nom: 'B', email: 'a@b.fr', telephone: '' }).ok).toBe(true);
    expect(errorsOf(parseForm(userInfoSchema, { prenom: 'A', nom: 'B', email: 'a@b.fr', telephone: '0556' }))).toEqual({
      telephone: 'Veuillez saisir un numéro de téléphone valide (exactement 10 chiffres).',
    });
    expect(parseForm(loginInfoSchema, { currentPassword: 'old', plainPassword: password }).ok).toBe(true);
  });

  const company = {
    societeRaisonsocial: 'Vignobles Delmas',
    societeAdresse: '12 route des Grands Crus',
    societeCp: '33330',
    societeVille: 'Saint-Émilion',
    societePays: 'FR',
    societeTel: '0557000000',
    secteurActivite: 'Domaine viticole',
    societeSiret: '123 456 789 00012',
    societeTvaintra: 'FR40303265045',
  };

  it('company info: creation year from 1900 to this year', () => {
    const year = new Date().getFullYear();
    expect(parseForm(companyInfoSchema, { ...company, societeDatecreation: 1900 }).ok).toBe(true);
    expect(parseForm(companyInfoSchema, { ...company, societeDatecreation: String(year) }).ok).toBe(true);
    expect(errorsOf(parseForm(companyInfoSchema, { ...company, societeDatecreation: 1899 }))).toEqual({
      societeDatecreation: `Veuillez saisir une année entre 1900 et ${year}.`,
    });
    expect(Object.keys(errorsOf(parseForm(companyInfoSchema, { ...company, societeDatecreation: year + 1 })))).toEqual([
      'societeDatecreation',
    ]);
  });

  it('company info: France needs city and postal code, abroad the international city', () => {
    expect(Object.keys(errorsOf(parseForm(companyInfoSchema, { ...company, societeVille: '', societeCp: '' })))).toEqual([
      'societeVille',
      'societeCp',
    ]);
    // In the EU, the postal code and that country's VAT number too, as at billing (issue #38 item 8).
    expect(
      Object.keys(
        errorsOf(parseForm(companyInfoSchema, { ...company, societePays: 'DE', societeVille: '', societeCp: '', societeTvaintra: '' })),
      ),
    ).toEqual(['societeTvaintra', 'societeCp', 'societeVilleInternational']);
    expect(
      errorsOf(parseForm(companyInfoSchema, { ...company, societePays: 'DE', societeVilleInternational: 'Neustadt', societeCp: '67433' })),
    ).toEqual({ societeTvaintra: messages.tvaInvalide });
    expect(
      Object.keys(
        errorsOf(parseForm(companyInfoSchema, { ...company, societePays: 'CH', societeVille: '', societeCp: '', societeTvaintra: '' })),
      ),
    ).toEqual(['societeVilleInternational']);
    expect(Object.keys(errorsOf(parseForm(companyInfoSchema, { ...company, societeSiret: '123', societeTvaintra: 'X' })))).toEqual([
      'societeTvaintra',
      'societeSiret',
    ]);
  });

  it('billing: nothing required while the box is unticked', () => {
    expect(parseForm(billingInfoSchema, { factureDifferente: false }).ok).toBe(true);
  });

  it('billing in the EU zone needs the VAT number and the postal code', () => {
    const billing = {
      factureDifferente: 'on',
      societeFactureRaisonSociale: 'Delmas SAS',
      societeFactureAdresse: '1 rue',
      societeFacturePays: 'FR',
    };
    expect(Object.keys(errorsOf(parseForm(billingInfoSchema, billing)))).toEqual([
      'societeFactureTva',
      'societeFactureVille',
      'societeFactureCodePostal',
    ]);
    expect(Object.keys(errorsOf(parseForm(billingInfoSchema, { ...billing, societeFacturePays: 'DE' })))).toEqual([
      'societeFactureTva',
      'societeFactureCodePostal',
      'societeFactureVilleInternational',
    ]);
    expect(Object.keys(errorsOf(parseForm(billingInfoSchema, { ...billing, societeFacturePays: 'CH' })))).toEqual([
      'societeFactureVilleInternational',
    ]);
    expect(
      Object.keys(
        errorsOf(
          parseForm(billingInfoSchema, {
            ...billing,
            secteurActivite: 'association',
            societeFactureVille: 'Libourne',
            societeFactureCodePostal: '3350',
          }),
        ),
      ),
    ).toEqual(['societeFactureCodePostal']);
    expect(errorsOf(parseForm(billingInfoSchema, { factureDifferente: true }))).toMatchObject({
      societeFactureRaisonSociale: 'Ce champ est obligatoire.',
    });
  });

  it('billing block starts hidden when the values equal the company’s', () => {
    const pairs: Array<[string, string]> = [['societeAdresse', 'societeFactureAdresse']];
    expect(billingMatchesCompany({ societeAdresse: '1 rue' }, { societeFactureAdresse: '1 rue' }, pairs)).toBe(true);
    expect(billingMatchesCompany({ societeAdresse: '1 rue' }, {}, pairs)).toBe(false);
  });
});

describe('school account (spec 02 §3): the establishment and its billing, two sections', () => {
  const school = {
    ecoleNom: 'Campus',
    ecoleAdresse: '84 avenue',
    ecoleCp: '33290',
    ecoleVille: 'Blanquefort',
    ecolePays: 'FR',
    ecoleTel: '0556000000',
  };

  it('the same-billing box spares the adressefacture fields', () => {
    expect(parseForm(schoolEstablishmentSchema, school).ok).toBe(true);
    expect(parseForm(schoolBillingSchema, { adresseFactureIdentique: true }).ok).toBe(true);
    expect(Object.keys(errorsOf(parseForm(schoolBillingSchema, { adresseFactureIdentique: false })))).toEqual([
      'adressefactureNom',
      'adressefactureAdresse',
      'adressefactureVille',
      'adressefactureCp',
    ]);
    expect(
      Object.keys(errorsOf(parseForm(schoolEstablishmentSchema, { ...school, ecolePays: 'BE', ecoleVille: '', ecoleCp: '' }))),
    ).toEqual(['ecoleVilleInternational']);
  });
});

describe('subsidiary (spec 02 §5, its seven messages)', () => {
  const schema = createSubsidiarySchema((city) => (city === 'Pauillac' ? ['33250'] : undefined));
  const valid = {
    raisonSociale: 'Château Lafleur',
    adresse: '1 route',
    codePostal: '33250',
    ville: 'Pauillac',
    pays: 'FR',
    telephone: '0556000000',
    secteurActivite: 'Domaine',
  };

  it('accepts a valid subsidiary', () => {
    expect(parseForm(schema, valid).ok).toBe(true);
  });

  it('gives each field its own spec message', () => {
    expect(errorsOf(parseForm(schema, { pays: '', telephone: '05 56' }))).toEqual({
      raisonSociale: 'Vérifier votre saisie raison sociale',
      adresse: 'Vérifier votre adresse',
      pays: 'Vérifier votre saisie pays',
      telephone: 'Veuillez saisir un numéro de téléphone valide (exactement 10 chiffres).',
      secteurActivite: "Vérifier votre saisie secteur d'activité",
    });
  });

  it('checks the city is letters only and the postal code matches it', () => {
    expect(errorsOf(parseForm(schema, { ...valid, ville: 'Pauillac 2' }))).toEqual({
      ville: 'Veuillez saisir une ville valide (lettres uniquement).',
    });
    expect(errorsOf(parseForm(schema, { ...valid, codePostal: '3325' }))).toEqual({ codePostal: 'Veuillez saisir un code postal valide.' });
    expect(errorsOf(parseForm(schema, { ...valid, codePostal: '33000' }))).toEqual({
      codePostal: 'Code Postal ne correspond pas à la ville sélectionnée.',
    });
    expect(parseForm(createSubsidiarySchema(), { ...valid, codePostal: '33000' }).ok).toBe(true);
  });

  it('abroad, needs the international city', () => {
    expect(errorsOf(parseForm(schema, { ...valid, pays: 'ES', ville: '', codePostal: '' }))).toEqual({
      villeInternational: 'Veuillez saisir une ville valide (lettres uniquement).',
    });
    expect(parseForm(schema, { ...valid, pays: 'ES', villeInternational: 'Rioja' }).ok).toBe(true);
  });
});

describe('exemptions from the offer’s city and pay (issue #38)', () => {
  it('need a reason once one is granted; an emptied reason (null from the backoffice) is none', () => {
    expect(parseForm(offerExemptionsSchema, { villeFacultative: false, exemptionMotif: null }).ok).toBe(true);
    expect(errorsOf(parseForm(offerExemptionsSchema, { villeFacultative: true, exemptionMotif: null }))).toEqual({
      exemptionMotif: 'Veuillez indiquer le motif de la dérogation.',
    });
    expect(parseForm(offerExemptionsSchema, { remunerationFacultative: true, exemptionMotif: 'Postes bénévoles.' }).ok).toBe(true);
  });
});
