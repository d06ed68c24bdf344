/** Demo data for `npm start`: real wine communes, plausible companies and offers. All fictional people. */

import type { RoleType } from '../bootstrap/roles';
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
export const demoAccounts = demo.accounts as DemoAccount[];

export const demoSchools = [
  {
    ecoleNom: 'Campus Vigne et Vin de Blanquefort',
    ecoleAdresse: '84 avenue du Général de Gaulle',
    ecoleCp: '33290',
    ecoleVille: 'Blanquefort',
  },
];

export const demoCompanies = [
  {
    societeRaisonsocial: 'Vignobles Delmas',
    societeAdresse: '12 route des Grands Crus',
    societeCp: '33330',
    societeVille: 'Saint-Émilion',
    secteurActivite: 'Domaine viticole',
    description: 'Propriété familiale de 60 hectares sur les côtes de Saint-Émilion, en conversion biologique.',
  },
  {
    societeRaisonsocial: 'Domaine Delmas Bourgogne',
    societeAdresse: '3 rue du Faubourg Bretonnière',
    societeCp: '21200',
    societeVille: 'Beaune',
    secteurActivite: 'Domaine viticole',
    description: 'Filiale bourguignonne des Vignobles Delmas : 18 hectares en Côte de Beaune.',
    parent: 'Vignobles Delmas',
  },
  {
    societeRaisonsocial: 'Maison Perrard',
    societeAdresse: '25 avenue de Champagne',
    societeCp: '51200',
    societeVille: 'Épernay',
    secteurActivite: 'Maison de négoce',
    description: 'Maison de champagne fondée en 1892.',
  },
  {
    societeRaisonsocial: 'Cave coopérative des Costières',
    societeAdresse: '1 chemin des Vignerons',
    societeCp: '34500',
    societeVille: 'Béziers',
    secteurActivite: 'Cave coopérative',
    description: '220 vignerons coopérateurs, 1 800 hectares.',
  },
  {
    societeRaisonsocial: 'Cavavin Rhône',
    societeAdresse: '8 place de la Mairie',
    societeCp: '84230',
    societeVille: 'Châteauneuf-du-Pape',
    secteurActivite: 'Caviste',
    description: 'Caves et bar à vins de la vallée du Rhône.',
  },
] as const;

export const demoCommunes = [
  { ville: 'Pauillac', cp: '33250', dep: '33', lat: 45.199, lng: -0.7486 },
  { ville: 'Saint-Émilion', cp: '33330', dep: '33', lat: 44.8933, lng: -0.1553 },
  { ville: 'Margaux-Cantenac', cp: '33460', dep: '33', lat: 45.0297, lng: -0.6732 },
  { ville: 'Libourne', cp: '33500', dep: '33', lat: 44.9152, lng: -0.2434 },
  { ville: 'Bordeaux', cp: '33000', dep: '33', lat: 44.8378, lng: -0.5792 },
  { ville: 'Sauternes', cp: '33210', dep: '33', lat: 44.5339, lng: -0.3431 },
  { ville: 'Beaune', cp: '21200', dep: '21', lat: 47.026, lng: 4.84 },
  { ville: 'Nuits-Saint-Georges', cp: '21700', dep: '21', lat: 47.138, lng: 4.949 },
  { ville: 'Meursault', cp: '21190', dep: '21', lat: 46.979, lng: 4.77 },
  { ville: 'Chablis', cp: '89800', dep: '89', lat: 47.814, lng: 3.798 },
  { ville: 'Épernay', cp: '51200', dep: '51', lat: 49.04, lng: 3.96 },
  { ville: 'Reims', cp: '51100', dep: '51', lat: 49.2583, lng: 4.0317 },
  { ville: 'Aÿ-Champagne', cp: '51160', dep: '51', lat: 49.055, lng: 4.001 },
  { ville: 'Riquewihr', cp: '68340', dep: '68', lat: 48.167, lng: 7.298 },
  { ville: 'Châteauneuf-du-Pape', cp: '84230', dep: '84', lat: 44.056, lng: 4.832 },
  { ville: 'Gigondas', cp: '84190', dep: '84', lat: 44.164, lng: 5.006 },
  { ville: "Tain-l'Hermitage", cp: '26600', dep: '26', lat: 45.069, lng: 4.843 },
  { ville: 'Saumur', cp: '49400', dep: '49', lat: 47.26, lng: -0.077 },
  { ville: 'Sancerre', cp: '18300', dep: '18', lat: 47.332, lng: 2.836 },
  { ville: 'Cognac', cp: '16100', dep: '16', lat: 45.695, lng: -0.329 },
  { ville: 'Cahors', cp: '46000', dep: '46', lat: 44.448, lng: 1.441 },
  { ville: 'Béziers', cp: '34500', dep: '34', lat: 43.344, lng: 3.216 },
] as const;

type Template = { titre: string; contrat: number; vendanges?: boolean; texte: string };

export const demoOfferTemplates: Template[] = [
  {
    titre: 'Vendangeur / Vendangeuse',
    contrat: 2,
    vendanges: true,
    texte:
      'Pour les vendanges manuelles, nous recherchons des coupeurs et coupeuses. Travail en équipe, cueillette sélective des raisins, tri à la parcelle. Hébergement possible, repas du midi fournis.',
  },
  {
    titre: 'Porteur de hotte – vendanges',
    contrat: 2,
    vendanges: true,
    texte:
      'Vous portez la hotte entre les rangs et videz les paniers des coupeurs dans les bennes. Bonne condition physique indispensable. Contrat vendanges de trois semaines.',
  },
  {
    titre: 'Ouvrier viticole polyvalent',
    contrat: 1,
    texte:
      'Taille, tirage des bois, palissage, ébourgeonnage, relevage : vous participez à tous les travaux de la vigne tout au long du cycle. Connaissance de la taille Guyot appréciée.',
  },
  {
    titre: 'Ouvrier viticole – taille et travaux en vert',
    contrat: 2,
    texte:
      "Renfort pour la saison de taille puis les travaux en vert. Débutants acceptés : formation à la taille assurée par le chef d'équipe.",
  },
  {
    titre: 'Caviste',
    contrat: 1,
    texte:
      'Vous conseillez une clientèle de particuliers et de professionnels, tenez la cave, animez les dégustations et participez aux achats auprès des domaines.',
  },
  {
    titre: 'Chef de culture',
    contrat: 1,
    texte:
      "Vous pilotez l'équipe vigne (8 personnes), planifiez les travaux, suivez l'état sanitaire et la maturité, et conduisez la conversion en agriculture biologique.",
  },
  {
    titre: 'Maître de chai',
    contrat: 1,
    texte:
      "Responsable des vinifications et de l'élevage en barriques, vous encadrez l'équipe de chai, suivez les analyses avec l'œnologue et préparez les assemblages.",
  },
  {
    titre: 'Tractoriste viticole',
    contrat: 2,
    texte: "Conduite d'enjambeur et de tracteur vigneron : travail du sol, rognage, traitements. Certiphyto exigé, permis B indispensable.",
  },
  {
    titre: 'Commercial vins export',
    contrat: 1,
    texte:
      "Vous développez nos ventes en Europe du Nord et en Asie : prospection d'importateurs, salons (Wine Paris, ProWein), suivi des distributeurs. Anglais courant.",
  },
  {
    titre: 'Commercial vins et spiritueux – CHR',
    contrat: 1,
    texte: 'Vous animez un portefeuille de cafés, hôtels et restaurants et développez le référencement de nos cuvées. Véhicule de service.',
  },
  {
    titre: 'Œnologue conseil',
    contrat: 1,
    texte:
      "Suivi analytique et technique d'une cinquantaine de domaines clients : maturités, vinifications, élevages, mises en bouteille. Diplôme national d'œnologue exigé.",
  },
  {
    titre: 'Sommelier / Sommelière',
    contrat: 1,
    texte: 'Au sein de notre bar à vins, vous construisez la carte, accueillez la clientèle et animez des ateliers de dégustation.',
  },
  {
    titre: 'Responsable œnotourisme',
    contrat: 1,
    texte:
      'Vous développez les visites, ateliers et événements du domaine, gérez la boutique et les réservations, et accueillez une clientèle internationale.',
  },
  {
    titre: 'Agent de chai – vinifications',
    contrat: 3,
    texte: 'Mission intérim pour la période des vendanges : réception de la vendange, pressurage, remontages, nettoyage du matériel.',
  },
  {
    titre: 'Conducteur de machine à vendanger',
    contrat: 2,
    vendanges: true,
    texte: 'Conduite et entretien de la machine à vendanger pendant la campagne. Expérience de la conduite d’engins agricoles demandée.',
  },
  {
    titre: "Chef d'équipe vendanges",
    contrat: 2,
    vendanges: true,
    texte: 'Vous encadrez une équipe de vingt coupeurs, organisez les rangs et veillez à la qualité du tri et à la sécurité.',
  },
  {
    titre: 'Apprenti viticulteur – BTSA Viticulture-Œnologie',
    contrat: 4,
    texte: "Alternance de deux ans en BTSA : vous apprenez l'ensemble des travaux de la vigne et du chai aux côtés du chef de culture.",
  },
  {
    titre: 'Stage assistant maître de chai',
    contrat: 5,
    texte: 'Stage de six mois pendant les vendanges et les vinifications : suivi des fermentations, analyses, préparation des assemblages.',
  },
];
