/** The error and not-found pages, and the loading notice: the error boundary ships with every page. */
export const errors = {
  errors: {
    title: 'Une erreur est survenue',
    text: 'Le service est momentanément indisponible. Veuillez réessayer.',
    retry: 'Réessayer',
    loading: 'Chargement…',
    notFoundTitle: 'Page introuvable',
    notFoundText: 'La page demandée n’existe pas ou a été déplacée.',
    home: 'Retour à l’accueil',
  },
  /** A logged-in user on another role's area (HTTP 403): whose area it is. */
  forbidden: {
    title: 'Accès réservé',
    recruteur: { title: 'Espace recruteur', text: 'Cet espace est réservé aux recruteurs.' },
    ecole: { title: 'Espace école', text: 'Cet espace est réservé aux écoles.' },
    candidat: { title: 'Espace candidat', text: 'Cet espace est réservé aux candidats.' },
  },
} as const;
