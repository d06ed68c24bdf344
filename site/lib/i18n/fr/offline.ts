/** The installable app (issue #41 item 3): offline, and the install prompt. */
export const offline = {
  offline: {
    title: 'Hors ligne',
    text: 'Vous êtes hors ligne et cette page n’a pas été gardée sur votre téléphone. Restent lisibles, telles que vous les avez vues en dernier :',
    applications: 'Mes candidatures',
    shortlist: 'Mes offres sauvegardées',
    banner: 'Vous êtes hors ligne : les pages gardées sur ce téléphone restent lisibles telles que vous les avez vues.',
    installTitle: 'Installer Cep sur votre téléphone',
    installText: 'Retrouvez vos candidatures et les offres sauvegardées en un geste, même sans réseau.',
    install: 'Installer l’application',
    later: 'Plus tard',
  },
} as const;
