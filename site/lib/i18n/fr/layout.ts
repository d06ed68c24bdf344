/** The frame of every page: site name, navigation, footer, error and not-found pages. */
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
  errors: {
    title: 'Une erreur est survenue',
    text: 'Le service est momentanément indisponible. Veuillez réessayer.',
    retry: 'Réessayer',
    loading: 'Chargement…',
    notFoundTitle: 'Page introuvable',
    notFoundText: 'La page demandée n’existe pas ou a été déplacée.',
    home: 'Retour à l’accueil',
  },
} as const;
