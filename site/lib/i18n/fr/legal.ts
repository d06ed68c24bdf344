/** The legal and trust pages' titles and links (issue #16 item 10); their text is in each page. */
export const legal = {
  legal: {
    nav: 'Informations légales',
    updated: 'Mise à jour : 23 novembre 2026',
    pages: {
      mentions: { href: '/mentions-legales', title: 'Mentions légales' },
      conditions: { href: '/conditions-generales', title: 'Conditions générales d’utilisation et de vente' },
      confidentialite: { href: '/confidentialite', title: 'Politique de confidentialité' },
      cookies: { href: '/cookies', title: 'Cookies' },
      accessibilite: { href: '/accessibilite', title: 'Déclaration d’accessibilité' },
    },
    notConfigured: 'Les informations de l’éditeur ne sont pas encore renseignées sur ce serveur. Écrivez-nous depuis la page Contact.',
  },
} as const;
