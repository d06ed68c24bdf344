/** The frame of every page: site name, navigation, footer (the error pages' words are in ./errors). */
export const layout = {
  site: {
    name: 'Cep',
    tagline: 'Recrutement et formation de la filière vin et vigne',
    description: 'Offres d’emploi, vendanges, stages, alternances et formations de la vigne et du vin, partout en France.',
  },
  nav: {
    label: 'Navigation principale',
    roleLabel: 'Mon espace',
    offres: 'Offres',
    formations: 'Formations',
    evenements: 'Événements',
    companyPage: 'Page entreprise',
    connexion: 'Connexion',
    inscription: 'Inscription',
    menu: 'Menu',
    fermer: 'Fermer le menu',
    accueil: 'Cep, accueil',
    skipToContent: 'Aller au contenu',
  },
  footer: {
    apropos: 'Cep réunit les recruteurs, les candidats et les écoles de la filière vitivinicole.',
    candidats: 'Candidats',
    recruteurs: 'Recruteurs',
    ecoles: 'Écoles',
    rechercherOffre: 'Rechercher une offre',
    vendanges: 'Emplois de vendanges',
    creerCompte: 'Créer un compte',
    droits: 'Cep — tous droits réservés.',
    aboutLabel: 'À propos de Cep',
  },
  forms: {
    required: 'Champs obligatoires',
    /** Forms whose draft saves with less (an offer, a course). */
    requiredToPublish: 'Champs requis pour publier',
  },
  files: {
    choose: 'Choisir un fichier',
    none: 'Aucun fichier choisi',
  },
} as const;
