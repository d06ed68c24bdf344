import {
  cardDate,
  companyPageSchema,
  createOfferStep1Schema,
  isSubscribed,
  offerDraftSchema,
  pageMissing,
  parseForm,
  subscriptionSchema,
  toCourseLd,
  toOrganization,
  videoEmbed,
  WORK_STUDY_CONTRACT,
} from '../src';

describe('organisation pages (issue #14)', () => {
  it('a company draft needs only its name; going online needs presentation, size and sector', () => {
    expect(parseForm(companyPageSchema, { societeRaisonsocial: 'Domaine' }).ok).toBe(true);
    expect(parseForm(companyPageSchema, { societeRaisonsocial: '' }).ok).toBe(false);
    expect(parseForm(companyPageSchema, { societeRaisonsocial: 'D', nombreSalaries: '9' }).ok).toBe(false);
    expect(pageMissing('entreprise', { description: '<p> </p>', nombreSalaries: 2 })).toEqual(['description', 'secteurActivite']);
    expect(pageMissing('entreprise', { description: '<p>Un domaine</p>', nombreSalaries: 2, secteurActivite: 'Viticulture' })).toEqual([]);
    expect(pageMissing('ecole', { description: 'Lycée', adresseVille: 'Blanquefort', adresseCp: '  ' })).toEqual(['adresseCp']);
  });

  it('plays YouTube and Vimeo links through their players without tracking, and nothing else', () => {
    const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1';
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')?.src).toBe(youtube);
    expect(videoEmbed('https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=4')?.src).toBe(youtube);
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ?si=abc')?.src).toBe(youtube);
    expect(videoEmbed('https://www.youtube.com/shorts/dQw4w9WgXcQ')?.src).toBe(youtube);
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    });
    expect(videoEmbed('https://player.vimeo.com/video/76979871')?.provider).toBe('vimeo');
    expect(videoEmbed('http://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbed('https://youtube.com.evil.fr/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbed('https://example.com/video')).toBeNull();
  });

  it('writes card dates in French', () => {
    // French writes the first of the month « 1er ».
    expect(cardDate('2027-03-01')).toBe('1er mars 2027');
    expect(cardDate('2099-09-04')).toBe('4 septembre 2099');
  });
});

describe('Organization JSON-LD', () => {
  const page = {
    type: 'entreprise' as const,
    id: 'abc',
    nom: 'Château Filiale',
    description: '<p>Trois <strong>générations</strong>.</p>',
    images: { logo: '/uploads/entreprises/l.webp', photocouverture: null, photos: [] },
    ville: 'Pauillac',
    codePostal: '33250',
    pays: 'FR',
    taille: null,
    secteur: null,
    anneeCreation: 1962,
    siteWeb: 'https://filiale.fr',
    marque: null,
    maison: { id: 'main', nom: 'Domaine' },
    video: null,
    fraisScolarite: null,
    plaquette: null,
    offres: [],
    formations: [],
    evenements: [],
  };

  it('describes a company with its address, logo, site and parent, and a school as an educational organisation', () => {
    expect(toOrganization(page, 'https://cep.fr')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Château Filiale',
      url: 'https://cep.fr/entreprises/abc',
      description: 'Trois générations.',
      logo: 'https://cep.fr/uploads/entreprises/l.webp',
      image: undefined,
      foundingDate: '1962',
      sameAs: ['https://filiale.fr'],
      parentOrganization: { '@type': 'Organization', name: 'Domaine', url: 'https://cep.fr/entreprises/main' },
      address: { '@type': 'PostalAddress', addressLocality: 'Pauillac', postalCode: '33250', addressCountry: 'FR' },
    });
    const school = toOrganization(
      { ...page, type: 'ecole', description: '', ville: '', maison: null, anneeCreation: null, siteWeb: null },
      'https://cep.fr',
    );
    expect(school).toMatchObject({
      '@type': 'EducationalOrganization',
      url: 'https://cep.fr/ecoles/abc',
      description: undefined,
      address: undefined,
    });
  });
});

describe('Course JSON-LD', () => {
  const course = {
    id: 'bts',
    titre: 'BTS Viticulture-Œnologie',
    type: 'Diplômante',
    niveau: 'Bac +2 (BTS)',
    domaine: null,
    pays: 'FR',
    tarif: 0,
    objectif: '<p>Former des <em>techniciens</em>.</p><p>En alternance.</p>',
    modalites: ['Alternance'],
    lieux: [],
    commune: null,
    financements: [],
    video: null,
    photocouverture: null,
    photos: [],
    plaquette: null,
    sessions: [{ id: 's', lieu: 'Blanquefort', dateDeb: '2099-09-01', dateFin: '2101-06-30', dateDebCard: '', dateFinCard: '' }],
    ecole: { id: 'e', nom: 'Campus', ville: 'Blanquefort', logo: null, page: 'e' },
    datePublication: null,
    offres: [],
  };

  it('names the school as provider, the price and each session to come', () => {
    expect(toCourseLd(course, 'https://cep.fr')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'BTS Viticulture-Œnologie',
      description: 'Former des techniciens. En alternance.',
      url: 'https://cep.fr/formations/bts',
      provider: { '@type': 'EducationalOrganization', name: 'Campus', url: 'https://cep.fr/ecoles/e' },
      educationalLevel: 'Bac +2 (BTS)',
      offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'EUR' },
      hasCourseInstance: [
        { '@type': 'CourseInstance', courseMode: ['Alternance'], location: 'Blanquefort', startDate: '2099-09-01', endDate: '2101-06-30' },
      ],
    });
    const bare = toCourseLd(
      { ...course, objectif: '', tarif: null, sessions: [], modalites: [], niveau: null, ecole: { ...course.ecole, page: null } },
      'https://cep.fr',
    );
    expect(bare).toMatchObject({
      description: 'BTS Viticulture-Œnologie',
      offers: undefined,
      hasCourseInstance: undefined,
      provider: { url: undefined },
    });
    expect(toCourseLd({ ...course, tarif: 450 }, 'https://cep.fr').offers).toMatchObject({ category: 'Paid', price: 450 });
  });
});

describe('the subscription and work-study courses', () => {
  it('is subscribed until the end date included, never without one', () => {
    expect(isSubscribed('2026-11-23', '2026-11-23')).toBe(true);
    expect(isSubscribed('2026-11-22', '2026-11-23')).toBe(false);
    expect(isSubscribed(null, '2026-11-23')).toBe(false);
    expect(parseForm(subscriptionSchema, { abonnementFin: '' })).toEqual({ ok: true, data: { abonnementFin: null } });
    expect(parseForm(subscriptionSchema, { abonnementFin: '2027-02-30' }).ok).toBe(false);
  });

  it('keeps the course of a work-study offer only', () => {
    const schema = createOfferStep1Schema();
    const course = 'abcdefghij1234567890abcd';
    const draft = { offreTitre: 'Apprenti', offreFormation: course };
    expect(offerDraftSchema.parse({ ...draft, offreContrat: WORK_STUDY_CONTRACT }).offreFormation).toBe(course);
    expect(offerDraftSchema.parse({ ...draft, offreContrat: 1 }).offreFormation).toBeUndefined();
    expect(schema.safeParse({ ...draft, offreFormation: 'pas un id !' }).success).toBe(false);
  });
});
