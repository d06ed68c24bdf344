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
} as const;
