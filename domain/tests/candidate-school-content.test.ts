import {
  checkApplication,
  type ApplicationDocument,
  candidateAlertSchema,
  chatMessageSchema,
  checkBoostDate,
  courseSessionSchema,
  articleReviewSchema,
  createArticleSchema,
  excerptOf,
  isArticleOnline,
  readingMinutes,
  slugify,
  createBoostSchema,
  COURSE_PUBLICATION_REQUIRED,
  createCourseSchema,
  cvItemSchema,
  cvLanguageSchema,
  cvSchema,
  isChatMessageSendable,
  isPlainMessage,
  messages,
  parseForm,
  paymentSchema,
  publicContactSchema,
  providerContactSchema,
  courseContactSchema,
  recruiterAlertSchema,
  schoolEventSchema,
  schoolPageSchema,
  candidateContactSchema,
  requiredKeys,
} from '../src';
import fc from 'fast-check';

const errorsOf = (result: ReturnType<typeof parseForm>) => (result.ok ? {} : result.errors);
const PDF = { size: 500_000, type: 'application/pdf', name: 'cv.pdf' };

describe('payment (spec 02 §3)', () => {
  const payment = {
    societeFactureRaisonSociale: 'Delmas SAS',
    societeFactureAdresse: '1 rue',
    societeFactureVille: 'Libourne',
    societeFactureCodePostal: '33500',
    societeFacturePays: 'FR',
    societeFactureTva: 'FR40303265045',
    modePaiement: 'carte',
  };

  it('card or transfer, promo code upper-cased', () => {
    const result = parseForm(paymentSchema, { ...payment, codePromo: ' vendanges26 ' });
    expect(result.ok && result.data.codePromo).toBe('VENDANGES26');
    expect(Object.keys(errorsOf(parseForm(paymentSchema, { ...payment, modePaiement: 'cheque' })))).toEqual(['modePaiement']);
  });

  it('applies the EU zone rules', () => {
    expect(Object.keys(errorsOf(parseForm(paymentSchema, { ...payment, societeFactureTva: '' })))).toEqual(['societeFactureTva']);
    expect(parseForm(paymentSchema, { ...payment, societeFactureTva: '', secteurActivite: 'collectivite' }).ok).toBe(true);
  });

  // Issue #36 item 2: « ZZ » was a billing country, invoiced at 0 % with a French VAT number.
  it('accepts only the countries the forms offer, with a VAT number of that country in the EU', () => {
    const abroad = { ...payment, societeFactureVille: '', societeFactureCodePostal: '1000', societeFactureVilleInternational: 'Bruxelles' };
    for (const pays of ['ZZ', 'XX', 'EU', 'F', 'FRA', '12']) {
      expect(errorsOf(parseForm(paymentSchema, { ...abroad, societeFacturePays: pays }))).toMatchObject({
        societeFacturePays: messages.filialePays,
      });
    }
    expect(errorsOf(parseForm(paymentSchema, { ...abroad, societeFacturePays: 'BE' }))).toEqual({
      societeFactureTva: messages.tvaInvalide,
    });
    expect(parseForm(paymentSchema, { ...abroad, societeFacturePays: 'be', societeFactureTva: 'BE0123456789' }).ok).toBe(true);
    expect(parseForm(paymentSchema, { ...abroad, societeFacturePays: 'GR', societeFactureTva: 'EL123456789' }).ok).toBe(true);
    expect(parseForm(paymentSchema, { ...abroad, societeFacturePays: 'CH', societeFactureTva: '' }).ok).toBe(true);
    expect(parseForm(paymentSchema, { ...payment, societeFacturePays: undefined }).ok).toBe(true);
  });
});

describe('CV (spec 02 §3, §5)', () => {
  const cv = { cvTitre: 'Caviste confirmé', cvAnneesExperience: '4', cvNiveauEtude: 4, cvRemuneration: '28000', cvContratSouhaite: [1, 2] };

  it('requires experience, level, pay and desired contract; cuts the title at 100', () => {
    expect(Object.keys(errorsOf(parseForm(cvSchema, { cvTitre: 'x' })))).toEqual([
      'cvAnneesExperience',
      'cvNiveauEtude',
      'cvRemuneration',
      'cvContratSouhaite',
    ]);
    const result = parseForm(cvSchema, { ...cv, cvTitre: 'y'.repeat(120) });
    expect(result.ok && result.data.cvTitre).toHaveLength(100);
  });

  it('reads an empty number as missing, not as 0', () => {
    expect(errorsOf(parseForm(cvSchema, { ...cv, cvAnneesExperience: '', cvRemuneration: null }))).toEqual({
      cvAnneesExperience: 'Ce champ est obligatoire.',
      cvRemuneration: 'Ce champ est obligatoire.',
    });
    expect(parseForm(cvSchema, { ...cv, cvAnneesExperience: 0 }).ok).toBe(true);
    expect(errorsOf(parseForm(cvSchema, { ...cv, cvAnneesExperience: '4,5' }))).toEqual({
      cvAnneesExperience: 'Veuillez saisir un nombre positif.',
    });
  });

  it('a language is an item of its own and needs its level', () => {
    expect(parseForm(cvLanguageSchema, { langue: 1, niveau: 2 }).ok).toBe(true);
    expect(errorsOf(parseForm(cvLanguageSchema, { langue: 1 }))).toEqual({ niveau: 'Veuillez choisir le niveau de cette langue.' });
  });

  it('experience items: month/year with the day fixed to 1, ongoing has no end, end not before start', () => {
    const item = { titre: 'Caviste', debutMois: 9, debutAnnee: 2021, finMois: 6, finAnnee: 2024 };
    const result = parseForm(cvItemSchema, item);
    expect(result.ok && result.data).toMatchObject({ dateDebut: '2021-09-01', dateFin: '2024-06-01', enCours: false });
    const ongoing = parseForm(cvItemSchema, { ...item, finMois: '', finAnnee: '', enCours: 'on' });
    expect(ongoing.ok && ongoing.data.dateFin).toBeNull();
    expect(Object.keys(errorsOf(parseForm(cvItemSchema, { ...item, finMois: '', finAnnee: '' })))).toEqual(['finMois', 'finAnnee']);
    expect(errorsOf(parseForm(cvItemSchema, { ...item, finAnnee: 2020 }))).toEqual({
      finAnnee: 'La date de fin ne doit pas être antérieure à celle de début.',
    });
    expect(errorsOf(parseForm(cvItemSchema, { ...item, debutMois: 13 }))).toEqual({
      debutMois: 'Veuillez choisir un mois et une année valides.',
    });
  });

  it('an ongoing item has begun: this month or before, not next year (a finished one may end later: a diploma expected)', () => {
    const now = new Date();
    const ongoing = { titre: 'Chef de cave', debutMois: now.getMonth() + 1, finMois: '', finAnnee: '', enCours: 'on' };
    expect(parseForm(cvItemSchema, { ...ongoing, debutAnnee: now.getFullYear() }).ok).toBe(true);
    expect(errorsOf(parseForm(cvItemSchema, { ...ongoing, debutAnnee: now.getFullYear() + 1 }))).toEqual({
      debutAnnee: 'En cours : le début ne peut pas être dans le futur.',
    });
    const expected = { titre: 'BTSA', debutMois: 9, debutAnnee: now.getFullYear(), finMois: 6, finAnnee: now.getFullYear() + 2 };
    expect(parseForm(cvItemSchema, expected).ok).toBe(true);
  });
});

describe('application (spec 02 §5): one rule for the browser, the site and the cms', () => {
  const send = (fields: Record<string, string>, cv: ApplicationDocument | null = PDF, lettre: ApplicationDocument | null = null) =>
    checkApplication({ express: false, fields, cv, lettre });

  it('needs a CV and a message without special characters or emoji', () => {
    expect(send({ candidatOffreReponse: 'Bonjour, je suis disponible dès le 1er septembre !' })).toEqual({
      ok: true,
      express: false,
      message: 'Bonjour, je suis disponible dès le 1er septembre !',
      types: { cv: 'application/pdf' },
    });
    expect(send({ candidatOffreReponse: '   ' })).toEqual({
      ok: false,
      errors: { candidatOffreReponse: 'Votre message ne doit pas être vide' },
    });
    expect(send({ candidatOffreReponse: 'Motivé 🍇' })).toEqual({
      ok: false,
      errors: { candidatOffreReponse: "Votre message ne doit pas contenir de caractères spéciaux ou d'émojis." },
    });
    expect(send({ candidatOffreReponse: 'Bonjour' }, null)).toEqual({
      ok: false,
      errors: { cv: 'Le CV doit être au format pdf, msword, doc, docx.' },
    });
    expect(isPlainMessage('<script>')).toBe(false);
    // Ordinary French writing passes: accents, ligatures, typographic quotes and apostrophes, ellipsis, no-break spaces.
    expect(isPlainMessage('Œnologue à Saint-Émilion : « j’adore » le travail… 100 % motivé\u202f! Disponible dès l’été ?')).toBe(true);
  });

  it('checks each file by its declared type without its bytes, and their total', () => {
    expect(send({ candidatOffreReponse: 'Bonjour' }, { size: 10, type: 'image/png' }, { size: 10, type: 'text/plain' })).toEqual({
      ok: false,
      errors: {
        cv: 'Le CV doit être au format pdf, msword, doc, docx.',
        lettre: 'La lettre de motivation doit être au format pdf, msword, doc, docx.',
      },
    });
    const big = { size: 1024 * 1024 + 10, type: 'application/pdf' };
    expect(send({ candidatOffreReponse: 'Bonjour' }, big, big)).toEqual({
      ok: false,
      errors: { cv: 'Le fichier est trop lourd (max: 1 MB )', lettre: 'Le fichier est trop lourd (max: 1 MB )' },
    });
    const near = { size: 1024 * 1024 - 1, type: 'application/pdf' };
    expect(send({ candidatOffreReponse: 'Bonjour' }, near, { ...near, size: 1024 * 1024 })).toEqual({
      ok: true,
      express: false,
      message: 'Bonjour',
      types: { cv: 'application/pdf', lettre: 'application/pdf' },
    });
  });

  it('checks each file by its bytes where they are at hand, whatever type it claims', () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n%%EOF\n');
    const text = new TextEncoder().encode('Bonjour, ceci est un texte.');
    expect(send({ candidatOffreReponse: 'Bonjour' }, { size: pdf.length, type: '', bytes: pdf })).toEqual({
      ok: true,
      express: false,
      message: 'Bonjour',
      types: { cv: 'application/pdf' },
    });
    expect(send({ candidatOffreReponse: 'Bonjour' }, PDF, { size: text.length, type: 'application/pdf', bytes: text })).toEqual({
      ok: false,
      errors: { lettre: 'La lettre de motivation doit être au format pdf, msword, doc, docx.' },
    });
  });

  it('takes the express form of a harvest offer without a CV', () => {
    const fields = { disponibleDu: '2026-09-01', disponibleAu: '2026-09-20', telephone: '06 12 34 56 78', candidatOffreReponse: 'Dispo' };
    const checked = checkApplication({ express: true, fields, cv: null, lettre: null });
    expect(checked.ok && checked.express && checked.data.disponibleAu).toBe('2026-09-20');
    expect(checkApplication({ express: true, fields: { ...fields, disponibleAu: '2026-08-01' }, cv: null, lettre: null })).toEqual({
      ok: false,
      errors: { disponibleAu: expect.any(String) },
    });
  });
});

describe('alerts (spec 02 §5)', () => {
  it('a candidate alert needs a keyword, a zone or a filter other than etat', () => {
    expect(errorsOf(parseForm(candidateAlertSchema, { etat: 'active' }))).toEqual({
      _form: 'Veuillez saisir un mot-clé, une zone ou cocher au moins un filtre.',
    });
    expect(parseForm(candidateAlertSchema, { motCle: 'caviste' }).ok).toBe(true);
    expect(parseForm(candidateAlertSchema, { zonegeo: ['dep33'] }).ok).toBe(true);
    expect(parseForm(candidateAlertSchema, { vendanges: 'on' }).ok).toBe(true);
  });

  it('a recruiter alert needs a title and a criterion', () => {
    expect(Object.keys(errorsOf(parseForm(recruiterAlertSchema, { titre: '' })))).toEqual(['titre', '_form']);
    expect(parseForm(recruiterAlertSchema, { titre: 'Maîtres de chai', domaine1: 2 }).ok).toBe(true);
    expect(parseForm(recruiterAlertSchema, { titre: 'Bordelais', recruteurAlerteZonegeo: [{ id: 'dep33', label: 'Gironde' }] }).ok).toBe(
      true,
    );
  });
});

describe('school page, courses, sessions, events (spec 01 §5, spec 02 §5)', () => {
  const page = { adresseVille: 'Blanquefort', adresseCp: '33290' };

  it('school page: a French town and postal code, a YouTube or Vimeo link', () => {
    expect(parseForm(schoolPageSchema, { ...page, urlVideo: 'https://youtu.be/dQw4w9WgXcQ' }).ok).toBe(true);
    expect(parseForm(schoolPageSchema, {}).ok).toBe(true);
    expect(errorsOf(parseForm(schoolPageSchema, { ...page, urlVideo: 'https://example.com/v' }))).toEqual({
      urlVideo: 'Indiquez un lien YouTube ou Vimeo.',
    });
    expect(Object.keys(errorsOf(parseForm(schoolPageSchema, { adresseVille: 'Blanquefort 33', adresseCp: '332' })))).toEqual([
      'adresseVille',
      'adresseCp',
    ]);
  });

  const course = {
    titre: 'BTSA Viticulture-Œnologie',
    type: 'diplomante',
    niveau: 4,
    domaine: 1,
    pays: 'FR',
    tarif: '0',
    objectif: '<p>Former des techniciens</p>',
    modalites: ['alternance'],
    departements: ['33'],
  };

  it('the fields the course form marks are exactly those publication refuses when empty (outside France)', () => {
    const refused = Object.keys(errorsOf(parseForm(createCourseSchema('publication'), { titre: '' })));
    expect(refused.sort()).toEqual([...COURSE_PUBLICATION_REQUIRED].sort());
  });

  it('a course’s video is a YouTube or Vimeo address, the only ones its page plays', () => {
    const draft = { titre: 'BTSA' };
    expect(parseForm(createCourseSchema('brouillon'), { ...draft, urlVideo: 'https://vimeo.com/76979871' }).ok).toBe(true);
    expect(errorsOf(parseForm(createCourseSchema('brouillon'), { ...draft, urlVideo: 'https://example.com/video' }))).toEqual({
      urlVideo: 'Indiquez un lien YouTube ou Vimeo.',
    });
  });

  it('a course in the country the spec numbers 71 is a course in France (spec 02 §9)', () => {
    for (const pays of [71, '71']) {
      const parsed = parseForm(createCourseSchema('publication'), { ...course, pays });
      expect(parsed.ok && parsed.data.pays).toBe('FR');
      expect(errorsOf(parseForm(createCourseSchema('publication'), { ...course, pays, departements: [] }))).toHaveProperty('departements');
    }
  });

  it('a course draft needs only its title', () => {
    expect(parseForm(createCourseSchema('brouillon'), { titre: 'BTSA' }).ok).toBe(true);
    expect(Object.keys(errorsOf(parseForm(createCourseSchema('brouillon'), { titre: '' })))).toEqual(['titre']);
  });

  it('a published course needs its fields, a department in France, an objective and a modality', () => {
    expect(parseForm(createCourseSchema('publication'), course).ok).toBe(true);
    expect(Object.keys(errorsOf(parseForm(createCourseSchema('publication'), { titre: 'BTSA' })))).toEqual([
      'type',
      'niveau',
      'domaine',
      'pays',
      'tarif',
      'objectif',
      'modalites',
    ]);
    expect(errorsOf(parseForm(createCourseSchema('publication'), { ...course, departements: [] }))).toEqual({
      departements: 'Veuillez choisir au moins un département.',
    });
    expect(parseForm(createCourseSchema('publication'), { ...course, pays: 'BE', departements: [] }).ok).toBe(true);
    expect(errorsOf(parseForm(createCourseSchema('publication'), { ...course, financements: ['cpf', 'autre'] }))).toEqual({
      financementAutre: 'Veuillez préciser le financement.',
    });
  });

  it('sessions: all three fields, the end not before the start', () => {
    expect(parseForm(courseSessionSchema, { lieu: 'Blanquefort', dateDeb: '2027-09-01', dateFin: '2027-09-01' }).ok).toBe(true);
    expect(errorsOf(parseForm(courseSessionSchema, { lieu: 'Blanquefort', dateDeb: '2027-09-01' }))).toEqual({
      _form: 'Vous devez remplir les 3 champs',
    });
    expect(errorsOf(parseForm(courseSessionSchema, { lieu: 'Blanquefort', dateDeb: '2027-09-02', dateFin: '2027-09-01' }))).toEqual({
      dateFin: 'La date de fin ne doit pas être antérieure à celle de début.',
    });
  });

  it('property: a session is accepted exactly when its end is not before its start', () => {
    const day = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => expect(parseForm(courseSessionSchema, { lieu: 'Beaune', dateDeb: a, dateFin: b }).ok).toBe(b >= a)),
    );
  });

  it('events: title, place and dates in order, and not over already (only what is to come is shown)', () => {
    const next = new Date().getUTCFullYear() + 1;
    const event = { titre: 'Portes ouvertes', localisation: 'Blanquefort' };
    expect(parseForm(schoolEventSchema, { ...event, dateDebut: `${next}-02-06`, dateFin: `${next}-02-06` }).ok).toBe(true);
    expect(Object.keys(errorsOf(parseForm(schoolEventSchema, { ...event, dateDebut: `${next}-02-06`, dateFin: `${next}-02-05` })))).toEqual(
      ['dateFin'],
    );
    expect(errorsOf(parseForm(schoolEventSchema, { ...event, dateDebut: '2020-01-10', dateFin: '2020-01-11' }))).toEqual({
      dateFin: 'Cet événement est déjà terminé : seuls les événements à venir sont publiés.',
    });
  });
});

describe('content (spec 02 §3, §5)', () => {
  it('blog: a title always, a school’s article needs its photo to be published, publishing needs a category', () => {
    // A draft saves without its photo (issue #38 item 11).
    expect(parseForm(createArticleSchema('ecole'), { blogTitre: 'Rentrée' }).ok).toBe(true);
    expect(
      errorsOf(parseForm(createArticleSchema('ecole'), { blogTitre: 'Rentrée', blogCategorie: 'ecoles', natureAction: 'publier' })),
    ).toEqual({ blogPhoto: 'Veuillez fournir la photo du blog' });
    expect(
      parseForm(createArticleSchema('ecole'), { blogTitre: 'Rentrée', blogCategorie: 'ecoles', natureAction: 'publier', hasPhoto: true })
        .ok,
    ).toBe(true);
    expect(parseForm(createArticleSchema('entreprise'), { blogTitre: 'Vendanges 2026' }).ok).toBe(true);
    expect(Object.keys(errorsOf(parseForm(createArticleSchema('entreprise'), { blogTitre: '  ' })))).toEqual(['blogTitre']);
    expect(errorsOf(parseForm(createArticleSchema('entreprise'), { blogTitre: 'Vendanges', natureAction: 'publier' }))).toEqual({
      blogCategorie: 'Ce champ est obligatoire.',
    });
  });

  it('blog: addresses, excerpts and what the public sees', () => {
    expect(slugify('Œnologue : le métier à la loupe !')).toBe('oenologue-le-metier-a-la-loupe');
    expect(excerptOf('un deux trois quatre', 12)).toBe('un deux…');
    expect(readingMinutes('mot '.repeat(450))).toBe(2);
    expect(isArticleOnline({ statut: 'publie', revue: 'en_attente', auteurType: 'entreprise' })).toBe(false);
    expect(isArticleOnline({ statut: 'publie', revue: 'validee', auteurType: 'ecole' })).toBe(true);
    expect(isArticleOnline({ statut: 'publie', revue: 'aucune', auteurType: 'entreprise' })).toBe(false);
    expect(isArticleOnline({ statut: 'publie', revue: 'aucune', auteurType: 'cep' })).toBe(true);
    expect(isArticleOnline({ statut: 'desactive', revue: 'validee', auteurType: 'cep' })).toBe(false);
    expect(Object.keys(errorsOf(parseForm(articleReviewSchema, { revue: 'refusee' })))).toEqual(['motifRefus']);
  });

  it('contact forms and the profile selector', () => {
    const contact = { nom: 'Martin', prenom: 'Lucas', email: 'l@m.fr', message: 'Bonjour' };
    expect(parseForm(publicContactSchema, { ...contact, profil: 'candidat' }).ok).toBe(true);
    expect(errorsOf(parseForm(publicContactSchema, { ...contact, profil: 'visiteur' }))).toEqual({
      profil: 'Veuillez choisir votre profil.',
    });
    expect(Object.keys(errorsOf(parseForm(courseContactSchema, contact)))).toEqual(['formationId']);
    expect(errorsOf(parseForm(providerContactSchema, { message: ' ' }))).toEqual({ message: 'Votre message ne doit pas être vide' });
  });

  it('chat: text or a file', () => {
    expect(isChatMessageSendable('  ', false)).toBe(false);
    expect(isChatMessageSendable('', true)).toBe(true);
    expect(parseForm(chatMessageSchema, { message: '', pj: { size: 10, type: 'application/pdf', name: 'a.pdf' } }).ok).toBe(true);
    expect(errorsOf(parseForm(chatMessageSchema, { message: ' ' }))).toEqual({ message: 'Votre message ne doit pas être vide' });
  });

  it('boost date: weekday, not past, not reserved, within max or three months', () => {
    const today = '2026-11-23'; // a Monday
    expect(checkBoostDate('2026-11-23', { today })).toBe(true);
    expect(checkBoostDate('2026-11-22', { today })).toBe(false);
    expect(checkBoostDate('2026-11-28', { today })).toBe(false);
    expect(checkBoostDate('2026-11-24', { today, reserved: ['2026-11-24'] })).toBe(false);
    expect(checkBoostDate('2027-02-23', { today })).toBe(true);
    expect(checkBoostDate('2027-02-24', { today })).toBe(false);
    expect(checkBoostDate('2026-12-01', { today, max: '2026-11-30' })).toBe(false);
    expect(checkBoostDate('not a date', { today })).toBe(false);
    expect(errorsOf(parseForm(createBoostSchema({ today }), { gestionReseauxSociauxDatepublie: '2026-11-22' }))).toEqual({
      gestionReseauxSociauxDatepublie: 'Echec ou date déjà prise, vérifiez votre saisie!',
    });
  });

  it('property: an accepted boost date is always a weekday inside the window', () => {
    const today = '2026-11-23';
    const day = fc
      .date({ min: new Date('2026-10-01'), max: new Date('2027-04-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (d) => {
        if (!checkBoostDate(d, { today })) return;
        const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
        expect(weekday >= 1 && weekday <= 5).toBe(true);
        expect(d >= today && d <= '2027-02-23').toBe(true);
      }),
    );
  });
});

describe('required fields from a schema (issue #17 item 3)', () => {
  it('marks what cannot be left empty, not what is optional', () => {
    const keys = requiredKeys(candidateContactSchema);
    expect([...keys].sort()).toEqual(['email', 'message', 'nom', 'prenom']);
    expect(requiredKeys(createArticleSchema('ecole')).has('blogTitre')).toBe(true);
    expect(requiredKeys(createArticleSchema('ecole')).has('blogCategorie')).toBe(false);
  });
});
