/**
 * Generated offers for the benchmarks: titles and texts from the sector's vocabulary, real department
 * codes, points spread over the wine regions. Seeded, so every run indexes the same 50,000 offers.
 */
const TITLES = [
  'Vendangeur',
  'Porteur de hotte',
  'Ouvrier viticole',
  'Caviste',
  'Maître de chai',
  'Tractoriste viticole',
  'Commercial vins export',
  'Œnologue conseil',
  'Sommelier',
  'Chef de culture',
  'Responsable œnotourisme',
  'Agent de chai',
  'Conducteur de machine à vendanger',
  'Chef d’équipe vendanges',
  'Caviste conseil',
  'Assistant maître de chai',
];
/** Sentences of real offers, by family of job: a text mixes three, as recruiters write them. */
const SENTENCES = [
  'Vous participez aux vendanges manuelles au sein d’une équipe de coupeurs et de porteurs.',
  'Cueillette sélective des raisins, tri à la parcelle et chargement des bennes.',
  'Hébergement possible sur le domaine, repas du midi fournis pendant la campagne.',
  'Taille Guyot, tirage des bois, palissage et relevage tout au long du cycle végétatif.',
  'Travaux en vert : ébourgeonnage, effeuillage, rognage et suivi de l’état sanitaire.',
  'Conduite d’enjambeur et de tracteur vigneron, travail du sol et traitements, Certiphyto exigé.',
  'Responsable des vinifications et de l’élevage en barriques, vous encadrez l’équipe de chai.',
  'Suivi des fermentations, remontages, soutirages, analyses et préparation des assemblages.',
  'Mise en bouteille, étiquetage, préparation des commandes et gestion des stocks de la cave.',
  'Vous conseillez une clientèle de particuliers et de professionnels et animez les dégustations.',
  'Développement des ventes auprès des importateurs en Europe du Nord et en Asie, salons professionnels.',
  'Animation d’un portefeuille de cafés, hôtels et restaurants, référencement de nos cuvées.',
  'Accueil des visiteurs, visites guidées du vignoble et des caves, ateliers d’œnotourisme.',
  'Suivi analytique et technique des domaines clients, maturités, élevages et mises en bouteille.',
  'Propriété familiale en conversion biologique, certifiée Haute Valeur Environnementale.',
  'Maison de champagne fondée au XIXe siècle, crayères et vendanges au sécateur.',
  'Cave coopérative de deux cents vignerons, chai moderne et boutique au cœur du village.',
  'Débutants acceptés : une formation est assurée par le chef d’équipe.',
  'Permis B indispensable, les parcelles sont réparties sur plusieurs communes.',
  'Contrat saisonnier de trois semaines, démarrage selon la maturité des raisins.',
  'Poste en CDI à temps plein, mutuelle, intéressement et treizième mois.',
  'Connaissance des cépages de la région et goût pour le travail en extérieur appréciés.',
  'Anglais courant demandé pour accueillir une clientèle internationale.',
  'Rigueur, sens de l’hygiène et respect des consignes de sécurité au chai.',
];
const REGIONS = [
  { dep: '33', reg: '75', lat: 44.9, lng: -0.4, city: 'Pauillac' },
  { dep: '21', reg: '27', lat: 47.1, lng: 4.8, city: 'Beaune' },
  { dep: '51', reg: '44', lat: 49.1, lng: 4.0, city: 'Épernay' },
  { dep: '84', reg: '93', lat: 44.1, lng: 4.9, city: 'Châteauneuf-du-Pape' },
  { dep: '68', reg: '44', lat: 48.1, lng: 7.3, city: 'Riquewihr' },
  { dep: '49', reg: '52', lat: 47.3, lng: -0.1, city: 'Saumur' },
  { dep: '34', reg: '76', lat: 43.4, lng: 3.2, city: 'Béziers' },
  { dep: '16', reg: '75', lat: 45.7, lng: -0.3, city: 'Cognac' },
];

/** Mulberry32: a small seeded generator, so runs compare. */
export function random(seed = 42) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUSING = ['sur-place', 'camping', 'aucun', 'aucun', 'aucun'];
const TRANSPORT = ['ramassage', 'navette-gare', 'aucun', 'aucun'];

/**
 * A harvest offer's details (issue #40), from a generator of its own (seeded by the offer's number) so the offers
 * around it stay those of earlier runs: a window of start in September, housing for about two in five, meals for
 * half.
 */
function harvestDetails(i) {
  const rand = random(1000 + i);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const year = new Date().getUTCFullYear() + 1;
  const start = Math.floor(rand() * 25);
  const day = (offset) => new Date(Date.UTC(year, 8, 1 + offset)).toISOString().slice(0, 10);
  const logement = pick(HOUSING);
  return {
    debutAuPlusTot: day(start),
    debutAuPlusTard: day(start + 3 + Math.floor(rand() * 10)),
    dureeJours: 5 + Math.floor(rand() * 20),
    postes: 2 + Math.floor(rand() * 40),
    metiers: ['coupeur'],
    logement,
    logementPlaces: logement === 'aucun' ? undefined : 4,
    repas: rand() < 0.5 ? ['dejeuner'] : [],
    transport: pick(TRANSPORT),
    premiereSaison: rand() < 0.7,
  };
}

/** `harvestShare`: the share of harvest offers (0.3 for the general benchmark, 0.1 for issue #40's 5,000 in 50,000). */
export function generateOffers(count, seed = 42, harvestShare = 0.3) {
  const rand = random(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const place = pick(REGIONS);
    const harvest = rand() < harvestShare;
    return {
      documentId: `bench${i}`,
      offreTitre: pick(TITLES),
      offreContrat: harvest ? 2 : 1 + Math.floor(rand() * 6),
      offreTexte: `<p>${Array.from({ length: 4 }, () => pick(SENTENCES)).join(' ')}</p>`,
      offreVille: place.city,
      offreCodePostal: '',
      offreDepartement: place.dep,
      offreRegion: place.reg,
      offreDomaine1: 1 + Math.floor(rand() * 12),
      offreExperience: 1 + Math.floor(rand() * 5),
      offreNiveauEtude: 1 + Math.floor(rand() * 6),
      offreRemunerationmin: 20000 + Math.floor(rand() * 20000),
      latitude: place.lat + (rand() - 0.5),
      longitude: place.lng + (rand() - 0.5),
      emploivendagesaisonier: harvest,
      vendanges: harvest ? harvestDetails(i) : undefined,
      etat: 'publiee',
      datePublication: new Date(now - rand() * 60 * 86_400_000).toISOString(),
      dateExpiration: new Date(now + 30 * 86_400_000).toISOString(),
      company: { documentId: `company${i % 500}`, societeRaisonsocial: `Domaine ${i % 500}` },
    };
  });
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
