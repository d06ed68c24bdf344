/** Demo data for `npm start`: real wine communes, plausible companies and offers. All fictional people. */

import type { OfferLanguage } from '@cep/domain';
import { ROLES, type RoleType } from '../bootstrap/roles';
import demo from './demo-accounts.json';

/** Shared with `npm start`, which prints these accounts. */
export const DEMO_PASSWORD = demo.password;

type DemoAccount = {
  role: RoleType;
  email: string;
  prenom: string;
  nom: string;
  company?: string;
  school?: string;
  proprietaire?: boolean;
};
const isRoleType = (value: string): value is RoleType => Object.prototype.hasOwnProperty.call(ROLES, value);
/** The file's accounts; a role Cep does not have is a mistake in the file, not a user without a role. */
export const demoAccounts: DemoAccount[] = demo.accounts.map((account) => {
  if (!isRoleType(account.role)) throw new Error(`demo-accounts.json: no role « ${account.role} »`);
  return { ...account, role: account.role };
});

export const demoSchools = [
  {
    ecoleNom: 'Campus Vigne et Vin de Blanquefort',
    ecoleAdresse: '84 avenue du Général de Gaulle',
    ecoleCp: '33290',
    ecoleVille: 'Blanquefort',
  },
];

type DemoCompany = {
  societeRaisonsocial: string;
  societeAdresse: string;
  societeCp: string;
  societeVille: string;
  societeTvaintra?: string;
  societeSiret?: string;
  secteurActivite: string;
  description: string;
  nombreSalaries: number;
  /** The company it is a subsidiary of: it joins that company's account. */
  parent?: string;
  /** Offer credits granted to its account, through the ledger. */
  creditsOffre?: number;
  creditsIllimites?: boolean;
};

export const demoCompanies: readonly DemoCompany[] = [
  {
    societeRaisonsocial: 'Vignobles Delmas',
    societeAdresse: '12 route des Grands Crus',
    societeCp: '33330',
    societeVille: 'Saint-Émilion',
    societeTvaintra: 'FR40123456789',
    societeSiret: '12345678900012',
    secteurActivite: 'Domaine viticole',
    description: 'Propriété familiale de 60 hectares sur les côtes de Saint-Émilion, en conversion biologique.',
    nombreSalaries: 2,
    creditsOffre: 3,
  },
  {
    societeRaisonsocial: 'Domaine Delmas Bourgogne',
    societeAdresse: '3 rue du Faubourg Bretonnière',
    societeCp: '21200',
    societeVille: 'Beaune',
    secteurActivite: 'Domaine viticole',
    description: 'Filiale bourguignonne des Vignobles Delmas : 18 hectares en Côte de Beaune.',
    nombreSalaries: 1,
    parent: 'Vignobles Delmas',
  },
  {
    societeRaisonsocial: 'Maison Perrard',
    societeAdresse: '25 avenue de Champagne',
    societeCp: '51200',
    societeVille: 'Épernay',
    secteurActivite: 'Maison de négoce',
    description: 'Maison de champagne fondée en 1921.',
    nombreSalaries: 3,
    creditsIllimites: true,
  },
  {
    societeRaisonsocial: 'Cave coopérative des Costières',
    societeAdresse: '1 chemin des Vignerons',
    societeCp: '34500',
    societeVille: 'Béziers',
    secteurActivite: 'Cave coopérative',
    description: '220 vignerons coopérateurs, 1 800 hectares.',
    nombreSalaries: 2,
    creditsOffre: 5,
  },
  {
    societeRaisonsocial: 'Cavavin Rhône',
    societeAdresse: '8 place de la Mairie',
    societeCp: '84230',
    societeVille: 'Châteauneuf-du-Pape',
    secteurActivite: 'Caviste',
    description: 'Caves et bar à vins de la vallée du Rhône.',
    nombreSalaries: 1,
  },
];

/** INSEE codes of real wine communes; names, postal codes and points come from the official list (places/coordinates.ts). */
export const demoCommunes = [
  '33314', // Pauillac
  '33394', // Saint-Émilion
  '33268', // Margaux-Cantenac
  '33243', // Libourne
  '33063', // Bordeaux
  '33504', // Sauternes
  '21054', // Beaune
  '21464', // Nuits-Saint-Georges
  '21412', // Meursault
  '89068', // Chablis
  '51230', // Épernay
  '51454', // Reims
  '51030', // Aÿ-Champagne
  '68277', // Riquewihr
  '84037', // Châteauneuf-du-Pape
  '84049', // Gigondas
  '26347', // Tain-l'Hermitage
  '49328', // Saumur
  '18241', // Sancerre
  '16102', // Cognac
  '46042', // Cahors
  '34032', // Béziers
] as const;

type Template = {
  titre: string;
  contrat: number;
  vendanges?: boolean;
  texte: string;
  /** The recruiter's own translations (issue #41 item 1): the title, and the text before the sentence on the place. */
  traductions?: Partial<Record<OfferLanguage, { titre: string; texte: string }>>;
  /** Domain id, experience id, study level id, pay min and max, pay period (domain/referentials.ts). */
  domaine: number;
  experience: number;
  niveau: number;
  paie: [number, number, 'heure' | 'mois' | 'an'];
};

export const demoOfferTemplates: Template[] = [
  {
    titre: 'Vendangeur / Vendangeuse',
    domaine: 1,
    experience: 1,
    niveau: 1,
    paie: [12.02, 12.5, 'heure'],
    contrat: 2,
    vendanges: true,
    texte:
      'Pour les vendanges manuelles, nous recherchons des coupeurs et coupeuses. Travail en équipe, cueillette sélective des raisins, tri à la parcelle. Hébergement possible, repas du midi fournis.',
    traductions: {
      es: {
        titre: 'Vendimiador / Vendimiadora',
        texte:
          'Para la vendimia manual, buscamos cortadores y cortadoras. Trabajo en equipo, recolección selectiva de la uva, selección en la parcela. Alojamiento posible, comida del mediodía incluida.',
      },
      pl: {
        titre: 'Zbieracz / Zbieraczka winogron',
        texte:
          'Do ręcznego zbioru winogron szukamy zbieraczy i zbieraczek. Praca w zespole, selektywny zbiór winogron, sortowanie na działce. Możliwość zakwaterowania, obiad zapewniony.',
      },
      ro: {
        titre: 'Culegător / Culegătoare de struguri',
        texte:
          'Pentru culesul manual al strugurilor, căutăm culegători și culegătoare. Muncă în echipă, cules selectiv al strugurilor, sortare direct în parcelă. Cazare posibilă, prânzul asigurat.',
      },
      pt: {
        titre: 'Vindimador / Vindimadora',
        texte:
          'Para a vindima manual, procuramos cortadores e cortadoras. Trabalho em equipa, colheita seletiva das uvas, triagem na parcela. Alojamento possível, almoço incluído.',
      },
      en: {
        titre: 'Grape picker',
        texte:
          'For the hand harvest, we are looking for grape pickers. Teamwork, selective picking of the grapes, sorting in the plot. Accommodation possible, lunch provided.',
      },
    },
  },
  {
    titre: 'Porteur de hotte – vendanges',
    domaine: 1,
    experience: 1,
    niveau: 1,
    paie: [12.1, 13, 'heure'],
    contrat: 2,
    vendanges: true,
    texte:
      'Vous portez la hotte entre les rangs et videz les paniers des coupeurs dans les bennes. Bonne condition physique indispensable. Contrat vendanges de trois semaines.',
    traductions: {
      es: {
        titre: 'Portador de cuévano – vendimia',
        texte:
          'Llevas el cuévano entre las hileras y vacías los cestos de los cortadores en los remolques. Buena condición física imprescindible. Contrato de vendimia de tres semanas.',
      },
    },
  },
  {
    titre: 'Ouvrier viticole polyvalent',
    domaine: 1,
    experience: 2,
    niveau: 2,
    paie: [22000, 25000, 'an'],
    contrat: 1,
    texte:
      'Taille, tirage des bois, palissage, ébourgeonnage, relevage : vous participez à tous les travaux de la vigne tout au long du cycle. Connaissance de la taille Guyot appréciée.',
  },
  {
    titre: 'Ouvrier viticole – taille et travaux en vert',
    domaine: 1,
    experience: 1,
    niveau: 1,
    paie: [1850, 2000, 'mois'],
    contrat: 2,
    texte:
      "Renfort pour la saison de taille puis les travaux en vert. Débutants acceptés : formation à la taille assurée par le chef d'équipe.",
  },
  {
    titre: 'Caviste',
    domaine: 5,
    experience: 3,
    niveau: 3,
    paie: [24000, 28000, 'an'],
    contrat: 1,
    texte:
      'Vous conseillez une clientèle de particuliers et de professionnels, tenez la cave, animez les dégustations et participez aux achats auprès des domaines.',
  },
  {
    titre: 'Chef de culture',
    domaine: 1,
    experience: 4,
    niveau: 4,
    paie: [32000, 38000, 'an'],
    contrat: 1,
    texte:
      "Vous pilotez l'équipe vigne (8 personnes), planifiez les travaux, suivez l'état sanitaire et la maturité, et conduisez la conversion en agriculture biologique.",
  },
  {
    titre: 'Maître de chai',
    domaine: 2,
    experience: 4,
    niveau: 4,
    paie: [34000, 42000, 'an'],
    contrat: 1,
    texte:
      "Responsable des vinifications et de l'élevage en barriques, vous encadrez l'équipe de chai, suivez les analyses avec l'œnologue et préparez les assemblages.",
  },
  {
    titre: 'Tractoriste viticole',
    domaine: 7,
    experience: 2,
    niveau: 2,
    paie: [1900, 2200, 'mois'],
    contrat: 2,
    texte: "Conduite d'enjambeur et de tracteur vigneron : travail du sol, rognage, traitements. Certiphyto exigé, permis B indispensable.",
  },
  {
    titre: 'Commercial vins export',
    domaine: 4,
    experience: 3,
    niveau: 5,
    paie: [38000, 48000, 'an'],
    contrat: 1,
    texte:
      "Vous développez nos ventes en Europe du Nord et en Asie : prospection d'importateurs, salons (Wine Paris, ProWein), suivi des distributeurs. Anglais courant.",
  },
  {
    titre: 'Commercial vins et spiritueux – CHR',
    domaine: 3,
    experience: 3,
    niveau: 4,
    paie: [30000, 40000, 'an'],
    contrat: 1,
    texte: 'Vous animez un portefeuille de cafés, hôtels et restaurants et développez le référencement de nos cuvées. Véhicule de service.',
  },
  {
    titre: 'Œnologue conseil',
    domaine: 10,
    experience: 3,
    niveau: 6,
    paie: [36000, 45000, 'an'],
    contrat: 1,
    texte:
      "Suivi analytique et technique d'une cinquantaine de domaines clients : maturités, vinifications, élevages, mises en bouteille. Diplôme national d'œnologue exigé.",
  },
  {
    titre: 'Sommelier / Sommelière',
    domaine: 5,
    experience: 2,
    niveau: 3,
    paie: [23000, 27000, 'an'],
    contrat: 1,
    texte: 'Au sein de notre bar à vins, vous construisez la carte, accueillez la clientèle et animez des ateliers de dégustation.',
  },
  {
    titre: 'Responsable œnotourisme',
    domaine: 6,
    experience: 3,
    niveau: 5,
    paie: [30000, 36000, 'an'],
    contrat: 1,
    texte:
      'Vous développez les visites, ateliers et événements du domaine, gérez la boutique et les réservations, et accueillez une clientèle internationale.',
  },
  {
    titre: 'Agent de chai – vinifications',
    domaine: 2,
    experience: 1,
    niveau: 2,
    paie: [12, 13.5, 'heure'],
    contrat: 3,
    texte: 'Mission intérim pour la période des vendanges : réception de la vendange, pressurage, remontages, nettoyage du matériel.',
  },
  {
    titre: 'Conducteur de machine à vendanger',
    domaine: 7,
    experience: 2,
    niveau: 2,
    paie: [13, 15, 'heure'],
    contrat: 2,
    vendanges: true,
    texte: 'Conduite et entretien de la machine à vendanger pendant la campagne. Expérience de la conduite d’engins agricoles demandée.',
    traductions: {
      es: {
        titre: 'Conductor de máquina vendimiadora',
        texte:
          'Conducción y mantenimiento de la máquina vendimiadora durante la campaña. Se requiere experiencia en la conducción de maquinaria agrícola.',
      },
    },
  },
  {
    titre: "Chef d'équipe vendanges",
    domaine: 1,
    experience: 3,
    niveau: 2,
    paie: [13.5, 15, 'heure'],
    contrat: 2,
    vendanges: true,
    texte: 'Vous encadrez une équipe de vingt coupeurs, organisez les rangs et veillez à la qualité du tri et à la sécurité.',
    traductions: {
      es: {
        titre: 'Jefe de equipo de vendimia',
        texte: 'Diriges un equipo de veinte cortadores, organizas las hileras y velas por la calidad de la selección y por la seguridad.',
      },
    },
  },
  {
    titre: 'Apprenti viticulteur – BTSA Viticulture-Œnologie',
    domaine: 1,
    experience: 1,
    niveau: 3,
    paie: [900, 1300, 'mois'],
    contrat: 4,
    texte: "Alternance de deux ans en BTSA : vous apprenez l'ensemble des travaux de la vigne et du chai aux côtés du chef de culture.",
  },
  {
    titre: 'Stage assistant maître de chai',
    domaine: 2,
    experience: 1,
    niveau: 4,
    paie: [600, 700, 'mois'],
    contrat: 5,
    texte: 'Stage de six mois pendant les vendanges et les vinifications : suivi des fermentations, analyses, préparation des assemblages.',
  },
];

/** The sentence on the place every demo offer ends with (« Poste basé à … »), in each translation's language. */
export const DEMO_PLACE_SENTENCE: Record<OfferLanguage, (commune: string) => string> = {
  es: (commune) => `Puesto en ${commune}. Únete a un equipo apasionado en el corazón del viñedo.`,
  pl: (commune) => `Miejsce pracy: ${commune}. Dołącz do pełnego pasji zespołu w sercu winnic.`,
  ro: (commune) => `Locul de muncă: ${commune}. Alătură-te unei echipe pasionate, în inima podgoriei.`,
  pt: (commune) => `Posto de trabalho em ${commune}. Junte-se a uma equipa apaixonada no coração da vinha.`,
  en: (commune) => `Based in ${commune}. Join a passionate team at the heart of the vineyard.`,
};

const HOUSING = ['sur-place', 'camping', 'aucun', 'sur-place', 'aucun'] as const;
const TRANSPORT = ['aucun', 'ramassage', 'navette-gare', 'aucun'] as const;

/**
 * A harvest offer's details for the demo's `i`-th offer (issue #40): the next season's window (September of this
 * year until August, of the next year after), housing, meals and transport varied across offers, some positions
 * already filled, so every harvest filter and card has material.
 */
export function demoHarvestDetails(i: number, now: number) {
  const today = new Date(now);
  const year = today.getUTCMonth() >= 8 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
  const day = (offset: number) => new Date(Date.UTC(year, 8, 1 + offset)).toISOString().slice(0, 10);
  const start = (i * 3) % 21;
  const housing = HOUSING[i % HOUSING.length]!;
  const transport = TRANSPORT[i % TRANSPORT.length]!;
  const postes = 6 + ((i * 7) % 35);
  // « autour du » and « vers le » the middle of the window, « à partir du » its first day.
  // French writes the first of the month « 1er ».
  const nth = (n: number) => (n === 1 ? '1er' : String(n));
  const words = [`autour du ${nth(start + 5)}`, `vers le ${nth(start + 5)}`, `à partir du ${nth(start + 1)}`][i % 3]!;
  return {
    fenetre: `${words} septembre`,
    debutAuPlusTot: day(start),
    debutAuPlusTard: day(start + 8),
    dureeJours: 8 + (i % 4) * 4,
    postes,
    postesPourvus: (i * 5) % Math.max(1, Math.floor(postes / 2)),
    metiers: i % 2 === 0 ? ['coupeur', 'porteur'] : ['coupeur', 'trieur', 'cuisine'],
    logement: housing,
    logementPlaces: housing === 'aucun' ? undefined : 4 + (i % 10),
    repas: i % 3 === 0 ? ['dejeuner', 'diner'] : i % 3 === 1 ? ['dejeuner'] : [],
    transport,
    transportPrecision:
      transport === 'navette-gare'
        ? 'Navette depuis la gare la plus proche, matin et soir'
        : transport === 'ramassage'
          ? 'Place de la mairie, 7 h'
          : undefined,
    ageMinimum: i % 4 === 0 ? 16 : 18,
    premiereSaison: i % 3 !== 2,
  };
}
